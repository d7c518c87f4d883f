import { validationMessages } from '@shared/messages';
import { describe, expect, it } from 'vitest';
import { selectionErrors } from './selection-rules';
import { emptySelection } from './workspace-history';

describe('selectionErrors (core spec §5)', () => {
  const many = (count: number) => Array.from({ length: count }, (_, index) => index);

  it('asks for at least one improvement', () => {
    expect(selectionErrors(emptySelection)).toEqual([validationMessages.selectAtLeastOne]);
  });

  it('accepts the limits and refuses one more', () => {
    const atLimit = {
      skills: many(10).map(String),
      suggestions: many(15),
      bullets: Object.fromEntries(many(20).map((index) => [`b${index}`, 'x'])),
    };
    expect(selectionErrors(atLimit)).toEqual([]);
    expect(selectionErrors({ ...atLimit, skills: many(11).map(String) })).toEqual([
      validationMessages.tooManySkills,
    ]);
    expect(selectionErrors({ ...atLimit, suggestions: many(16) })).toEqual([
      validationMessages.tooManySuggestions,
    ]);
    expect(
      selectionErrors({
        ...atLimit,
        bullets: Object.fromEntries(many(21).map((index) => [`b${index}`, 'x'])),
      }),
    ).toEqual([validationMessages.tooManyBullets]);
  });
});
