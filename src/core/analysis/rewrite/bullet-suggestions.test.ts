import { beforeAll, describe, expect, it } from 'vitest';
import {
  lengthSuggestions,
  quantifySuggestions,
  rewriteBulletLine,
  wordingSuggestions,
} from './bullet-suggestions';
import { experienceBullets } from './bullets';
import { buildContext, type SuggestContext } from './suggest-input';
import { type CorpusResume, ingestedResume, textResume, trimmedLines } from './test-corpus';
import { rewriteWeakOpening } from './weak-openings';

function contextOf(resume: CorpusResume, postingKeywords: string[] = []): SuggestContext {
  return buildContext({
    resume,
    contact: resume.contact,
    jobTitle: 'Position',
    missingSkills: [],
    missingKeywords: [],
    postingKeywords,
  });
}

describe('bullet suggestions on a marked resume (soupboss sample, .txt)', () => {
  const resume = textResume('soupboss-sample_resume.txt');
  const context = contextOf(resume, ['microservices', 'code reviews']);

  it('rewrites weak openings keeping the marker, quoting the whole line', () => {
    const [wording] = wordingSuggestions(context);
    expect(wording).toMatchObject({
      type: 'wording',
      priority: 'medium',
      original: '- Participated in agile development process with 2-week sprint cycles',
      replacement: '- Contributed to agile development process with 2-week sprint cycles',
    });
  });

  it('marks where figures belong, the bullets closest to the posting first', () => {
    const quantify = quantifySuggestions(context);
    expect(quantify[0]).toMatchObject({
      original: '- Mentored junior developers and conducted code reviews',
      replacement: '- Mentored [N] junior developers and conducted code reviews',
    });
    const lines = trimmedLines(resume);
    for (const suggestion of quantify) expect(lines).toContain(suggestion.original);
  });

  it('finds no overlong bullet in a tight resume', () => {
    expect(lengthSuggestions(context)).toEqual([]);
  });
});

describe('bullet suggestions on a PDF without markers (livecareer accountant)', () => {
  let resume: CorpusResume;
  beforeAll(async () => {
    resume = await ingestedResume('pdf/livecareer-accountant-10674770.pdf');
  });

  it('leaves a wrapped bullet alone when its other lines would no longer fit', () => {
    const wrapped = experienceBullets(resume).find((bullet) =>
      bullet.body.startsWith('Responsible for: negotiating'),
    );
    expect(wrapped).toBeDefined();
    if (!wrapped) return;
    expect(rewriteBulletLine(wrapped, (text) => rewriteWeakOpening(text, wrapped.tense))).toBeNull();
  });

  it('rewrites a wrapped bullet whose change stays on its first line', () => {
    const wrapped = experienceBullets(resume).find((bullet) =>
      bullet.body.startsWith('Assist in annual budget'),
    );
    expect(wrapped?.lineCount).toBeGreaterThan(1);
    if (!wrapped) return;
    expect(rewriteBulletLine(wrapped, (text) => rewriteWeakOpening(text, wrapped.tense))).toMatch(
      /^Support annual budget preparations, prepare billings for all cycles/,
    );
  });

  it('quotes a wrapped bullet whole in its suggestion, while the rewrite replaces its first line', () => {
    const wording = wordingSuggestions(contextOf(resume)).find((s) =>
      s.original?.startsWith('Assist in annual budget'),
    );
    expect(wording?.replacement).toMatch(/^Support annual budget preparations/);
    const wrapped = experienceBullets(resume).find((bullet) =>
      bullet.body.startsWith('Assist in annual budget'),
    );
    const rest = wrapped?.whole.slice(wrapped.body.length) ?? '';
    expect(rest.length).toBeGreaterThan(0);
    expect(wording?.suggestion).toContain(`${wording?.replacement}${rest}`);
  });

  it('suggests in the tense of the role', () => {
    const originals = wordingSuggestions(contextOf(resume)).map((s) => [s.original, s.replacement]);
    expect(originals).toContainEqual([
      'Responsible for all PO and non PO payable entry/coding for all companies.',
      'Manage all PO and non PO payable entry/coding for all companies.',
    ]);
    expect(originals).toContainEqual([
      'Responsible for ordering needed materials/supplies for factory production floor.',
      'Ordered needed materials/supplies for factory production floor.',
    ]);
  });

  it('asks to split overlong bullets, with a tightened line only when it is safe', () => {
    const long = lengthSuggestions(contextOf(resume));
    expect(long.length).toBeGreaterThan(0);
    for (const suggestion of long) {
      expect(suggestion.type).toBe('length');
      expect(trimmedLines(resume)).toContain(suggestion.original);
      if (suggestion.replacement)
        expect(suggestion.replacement.length).toBeLessThan(suggestion.original?.length ?? 0);
    }
  });
});
