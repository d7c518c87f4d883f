import { describe, expect, it } from 'vitest';
import { bulletWords, isOverlong, tightenBullet } from './tighten';

describe('tightenBullet', () => {
  it('cuts filler words and keeps every fact (resume-matcher Alfred Pennyworth)', () => {
    expect(
      tightenBullet('Successfully delivered multiple projects within the stipulated time and budget.'),
    ).toBe('Delivered multiple projects within the stipulated time and budget.');
    expect(tightenBullet('Designed and implemented software components for various Apple services.')).toBe(
      'Designed and implemented software components for Apple services.',
    );
  });

  it('shortens wordy phrases', () => {
    expect(
      tightenBullet('Coordinate Lien and Foreclosure preparations in order to accurately file legal claims'),
    ).toBe('Coordinate Lien and Foreclosure preparations to accurately file legal claims');
    expect(tightenBullet('Utilized Git for version control on a daily basis')).toBe(
      'Used Git for version control daily',
    );
    expect(tightenBullet('Answered client emails in a timely manner')).toBe(
      'Answered client emails promptly',
    );
  });

  it('returns null when there is nothing to cut', () => {
    expect(
      tightenBullet('Reduced API response times by 40% through query optimization and caching'),
    ).toBeNull();
  });

  it("measures long bullets by words or characters (two lines' worth)", () => {
    const long =
      'Provide an end to end financial statement assurance and accurate presentation by aiding and completing tasks in all areas of operations; performing all month-end close procedures, preparing reconciliations and reviewing the entries of other accountants';
    expect(bulletWords(long)).toBe(35);
    expect(long.length).toBeGreaterThan(200);
    expect(isOverlong(long)).toBe(true);
    expect(isOverlong('Built RESTful APIs using FastAPI and PostgreSQL')).toBe(false);
  });
});
