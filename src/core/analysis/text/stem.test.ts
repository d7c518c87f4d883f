import { describe, expect, it } from 'vitest';
import { stem, stemPhrase } from './stem';

describe('stem', () => {
  it('gives the Porter stem, lower-cased', () => {
    expect(stem('Managing')).toBe('manag');
    expect(stem('management')).toBe('manag');
    expect(stem('reporting')).toBe('report');
    expect(stem('Nurses')).toBe('nurs');
  });

  it('meets British and American spellings', () => {
    const pairs = [
      ['organisation', 'organization'],
      ['prioritise', 'prioritize'],
      ['analyse', 'analyze'],
      ['behaviour', 'behavior'],
      ['colour', 'color'],
      ['centre', 'center'],
      ['licence', 'license'],
      ['programme', 'program'],
      ['paediatric', 'pediatric'],
      ['haematology', 'hematology'],
      ['practise', 'practice'],
      ['enquiries', 'inquiries'],
      ['catalogue', 'catalog'],
      ['modelling', 'modeling'],
      ['travelling', 'traveling'],
      ['judgement', 'judgment'],
      ['specialisation', 'specialization'],
    ];
    for (const [british, american] of pairs)
      expect(stem(british as string), british).toBe(stem(american as string));
  });

  it('keeps apart what Porter would wrongly merge', () => {
    expect(stem('customer')).not.toBe(stem('customize'));
    expect(stem('community')).not.toBe(stem('communication'));
  });

  it('drops inner hyphens and apostrophes so spellings meet', () => {
    expect(stem('e-commerce')).toBe(stem('ecommerce'));
    expect(stem('co-ordinate')).toBe(stem('coordinate'));
  });

  it('leaves words with digits or outside the Latin alphabet as they are, lower-cased', () => {
    expect(stem('B2B')).toBe('b2b');
    expect(stem('Größe')).toBe('größe');
  });

  it('answers the same for the same word (memoised)', () => {
    expect(stem('Engineering')).toBe(stem('Engineering'));
    expect(stem('Engineering')).toBe('engin');
  });
});

describe('stemPhrase', () => {
  it('joins the stems of the non-stopword words with one space', () => {
    expect(stemPhrase('Managing the budgets')).toBe('manag budget');
    expect(stemPhrase('Health and  Safety')).toBe('health safeti');
    expect(stemPhrase('the of and')).toBe('');
  });
});
