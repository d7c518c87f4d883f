import { describe, expect, it } from 'vitest';
import { capitalize, conjugate, isActionVerb, lookupVerb, tenseOf, verb, verbOfGerund } from './action-verbs';

describe('verb forms', () => {
  it('conjugates regular verbs, restoring or dropping the final e', () => {
    expect(verb('manage')).toEqual({ base: 'manage', past: 'managed', gerund: 'managing', third: 'manages' });
    expect(verb('supply')).toMatchObject({ past: 'supplied', gerund: 'supplying', third: 'supplies' });
    expect(verb('coach')).toMatchObject({ past: 'coached', third: 'coaches' });
  });

  it('knows irregular pasts and doubled consonants', () => {
    expect(verb('lead').past).toBe('led');
    expect(verb('build').past).toBe('built');
    expect(verb('write').past).toBe('wrote');
    expect(verb('oversee').past).toBe('oversaw');
    expect(verb('plan')).toMatchObject({ past: 'planned', gerund: 'planning' });
    expect(verb('develop')).toMatchObject({ past: 'developed', gerund: 'developing' });
    expect(verb('audit')).toMatchObject({ past: 'audited', gerund: 'auditing' });
  });

  it('reads what a figure did in a result clause as a verb ("rose", "fell")', () => {
    expect(lookupVerb('rose')).toMatchObject({ form: 'past', verb: { base: 'rise', gerund: 'rising' } });
    expect(lookupVerb('fell')).toMatchObject({ form: 'past', verb: { base: 'fall' } });
    expect(lookupVerb('shortening')).toMatchObject({ form: 'gerund', verb: { base: 'shorten' } });
  });

  it('finds the verb of any form', () => {
    expect(lookupVerb('Negotiating')).toMatchObject({ form: 'gerund', verb: { base: 'negotiate' } });
    expect(lookupVerb('led')).toMatchObject({ form: 'past', verb: { base: 'lead' } });
    expect(lookupVerb('budgetary')).toBeUndefined();
  });

  it('turns an unknown gerund into its past by the regular rule', () => {
    expect(verbOfGerund('onboarding')?.past).toBe('onboarded');
    expect(verbOfGerund('strategizing')?.past).toBe('strategized');
    expect(verbOfGerund('copying')?.past).toBe('copied');
    expect(verbOfGerund('thing')).toBeUndefined();
    expect(verbOfGerund('spring')).toBeUndefined();
  });

  it('conjugates in the tense of the list', () => {
    expect(conjugate(verb('receive'), 'past')).toBe('received');
    expect(conjugate(verb('receive'), 'present')).toBe('receive');
    expect(capitalize('managed the budget')).toBe('Managed the budget');
  });
});

describe('action verbs at the start of a bullet', () => {
  it('accepts verbs and unknown -ed words, not -ed adjectives', () => {
    expect(isActionVerb('Reduced')).toBe(true);
    expect(isActionVerb('Strategized')).toBe(true);
    expect(isActionVerb('Collect')).toBe(true);
    expect(isActionVerb('Experienced')).toBe(false);
    expect(isActionVerb('Seasoned')).toBe(false);
    expect(isActionVerb('Company')).toBe(false);
  });

  it('tells the tense of a bullet verb', () => {
    expect(tenseOf('Managed')).toBe('past');
    expect(tenseOf('Manage')).toBe('present');
    expect(tenseOf('Leads')).toBe('present');
    expect(tenseOf('Leading')).toBeUndefined();
  });
});
