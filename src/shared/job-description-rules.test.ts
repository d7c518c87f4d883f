import { describe, expect, it } from 'vitest';
import { createJobDescriptionBodySchema, extractJobBodySchema } from './api/job-descriptions';
import { descriptionWords, isAnalysableDescription, isWebAddress } from './job-description-rules';
import { validationMessages } from './messages';

const duties = 'Care for patients on a busy surgical ward and keep their records up to date.';

describe('isAnalysableDescription', () => {
  it('refuses fewer than 50 characters, counted once trimmed', () => {
    expect(isAnalysableDescription('Nurse')).toBe(false);
    const fortyNine = 'Care for the patients on a ward and keep records.';
    expect(fortyNine).toHaveLength(49);
    expect(isAnalysableDescription(fortyNine)).toBe(false);
    expect(isAnalysableDescription(`   ${fortyNine}   \n`)).toBe(false);
    expect(isAnalysableDescription(`${fortyNine}!`)).toBe(true);
  });

  it('refuses 50 characters and more that hold no sentence: fewer than 8 words, or fewer than 5 different', () => {
    expect(isAnalysableDescription('Registered Nurse – London – £38k – nights!!!!!!!!!!')).toBe(false);
    expect(isAnalysableDescription('Nurse nurse nurse nurse nurse nurse nurse nurse nurse nurse')).toBe(
      false,
    );
    expect(isAnalysableDescription('https://jobs.example.com/postings/registered-nurse-ward-7-2026')).toBe(
      false,
    );
    expect(isAnalysableDescription('1234567890 '.repeat(6))).toBe(false);
    expect(isAnalysableDescription(duties)).toBe(true);
  });

  it('counts each Han or kana character as a word, since those scripts write no spaces', () => {
    expect(descriptionWords('Java開発')).toEqual(['java', '開', '発']);
    const japanese =
      '病棟で患者さんの看護を担当し、記録を正確に管理していただきます。夜勤あり、経験三年以上の方を歓迎します。';
    expect(japanese.length).toBeGreaterThanOrEqual(50);
    expect(isAnalysableDescription(japanese)).toBe(true);
  });
});

describe('isWebAddress', () => {
  it('accepts http and https addresses with a host', () => {
    for (const url of ['https://jobs.example.com/123', 'http://127.0.0.1:5055/x', ' https://example.org '])
      expect(isWebAddress(url), url).toBe(true);
  });

  it('refuses text, addresses without a scheme and other schemes', () => {
    for (const url of [
      'not a url',
      'example.com/jobs',
      'www.example.com',
      'ftp://example.com',
      'javascript:alert(1)',
      'https://',
      'http://exa mple.com',
    ])
      expect(isWebAddress(url), url).toBe(false);
  });

  it('never accepts what the server refuses', () => {
    for (const url of [
      'https://jobs.example.com/123',
      'http://127.0.0.1:5055/x',
      'not a url',
      'https://',
      'ftp://x.org',
    ])
      if (isWebAddress(url))
        expect(extractJobBodySchema.safeParse({ url: url.trim() }).success, url).toBe(true);
  });
});

describe('createJobDescriptionBodySchema', () => {
  it('refuses a short description with the rule in words, alone', () => {
    const result = createJobDescriptionBodySchema.safeParse({ description: 'Nurse' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      validationMessages.jobDescriptionTooShort,
    ]);
  });

  it('accepts a description that reads as one', () => {
    expect(createJobDescriptionBodySchema.safeParse({ description: duties }).success).toBe(true);
  });
});
