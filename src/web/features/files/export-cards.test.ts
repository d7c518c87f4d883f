import { exportFormats } from '@shared/api/export';
import { describe, expect, it } from 'vitest';
import { exportCards } from './export-cards';

describe('exportCards', () => {
  it('offers every export format once, in the order of the contract', () => {
    expect(exportCards.map((card) => card.format)).toEqual([...exportFormats]);
  });
});
