import { describe, expect, it } from 'vitest';
import { convertGerunds, startsWithGerund } from './gerunds';

describe('gerund helpers', () => {
  it('tells a gerund with an object from an -ing noun', () => {
    expect(startsWithGerund('training new staff')).toBe(true);
    expect(startsWithGerund('accounting functions')).toBe(false);
    expect(startsWithGerund('building relationships with donors')).toBe(true);
    expect(startsWithGerund('building maintenance')).toBe(false);
    expect(startsWithGerund('scheduling and billing')).toBe(false);
  });

  it('converts the gerunds heading list items, and refuses mixed lists', () => {
    expect(convertGerunds('receiving deliveries and following all security procedures.', 'past')).toBe(
      'Received deliveries and followed all security procedures.',
    );
    expect(convertGerunds('reconciling accounts, preparing reports, and filing taxes', 'present')).toBe(
      'Reconcile accounts, prepare reports, and file taxes',
    );
    expect(
      convertGerunds('maintaining cash flow, all payables, and setting up credit accounts', 'past'),
    ).toBeNull();
  });

  it('keeps the rest of the text as written', () => {
    expect(convertGerunds('coordinating travel for 13 executives', 'past')).toBe(
      'Coordinated travel for 13 executives',
    );
  });
});
