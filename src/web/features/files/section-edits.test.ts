import { describe, expect, it } from 'vitest';
import { editedSectionCount } from './section-edits';

describe('editedSectionCount', () => {
  it('counts the sections marked modified', () => {
    expect(editedSectionCount([])).toBe(0);
    expect(editedSectionCount([{ isModified: false }, { isModified: false }])).toBe(0);
    expect(editedSectionCount([{ isModified: true }, { isModified: false }, { isModified: true }])).toBe(2);
  });
});
