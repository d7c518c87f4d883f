import {
  matchedPairs,
  mismatchedPairs,
  postingKeywords,
  postingOf,
  suggestInputFor,
} from '@test/builders/sample-pairs';
import { sampleResumeForms, type TestResume } from '@test/builders/test-resume';
import { beforeAll, describe, expect, it } from 'vitest';
import { splitSections } from '../../ingest/sections';
import { bulletVariations } from './bullet-variations';
import { type OptimizeInput, optimizeResume } from './optimize';
import { suggestImprovements } from './suggest';

const outline = (text: string) => splitSections(text).map((section) => section.type);

describe('optimizeResume', () => {
  const text = [
    'Jane Doe',
    '',
    'EXPERIENCE',
    '  • Responsible for managing the budget',
    '- Reduced costs',
    '',
    'SKILLS',
    'Excel',
  ].join('\n');

  it('replaces lines where they stand, keeping indentation and marker', () => {
    const result = optimizeResume({
      originalText: text,
      skills: [],
      replacements: [
        { original: '• Responsible for managing the budget', replacement: 'Managed the budget' },
      ],
      bullets: [{ original: '- Reduced costs', selected: 'Reduced costs by [X%]' }],
    });
    expect(result.split('\n')).toEqual([
      'Jane Doe',
      '',
      'EXPERIENCE',
      '  • Managed the budget',
      '- Reduced costs by [X%]',
      '',
      'SKILLS',
      'Excel',
    ]);
  });

  it('matches a bullet given without its marker, and skips lines it cannot find', () => {
    const result = optimizeResume({
      originalText: text,
      skills: [],
      replacements: [{ original: 'Led the board', replacement: 'Chaired the board' }],
      bullets: [{ original: 'Reduced costs', selected: '• Cut costs' }],
    });
    expect(result).toContain('\n• Cut costs\n');
    expect(result).not.toContain('Chaired');
  });

  it('rewrites a line once: a picked bullet variation wins over a suggestion', () => {
    const result = optimizeResume({
      originalText: text,
      skills: [],
      replacements: [{ original: '- Reduced costs', replacement: '- Reduced costs by [X%]' }],
      bullets: [{ original: '- Reduced costs', selected: 'Cut costs' }],
    });
    expect(result).toContain('\n- Cut costs\n');
  });

  it('adds skills to the skills section and is idempotent', () => {
    const input = {
      originalText: text,
      skills: ['SAP', 'excel'],
      replacements: [
        { original: '• Responsible for managing the budget', replacement: 'Managed the budget' },
      ],
      bullets: [],
    };
    const once = optimizeResume(input);
    expect(once.split('\n').slice(-3)).toEqual(['SKILLS', 'Excel', 'SAP']);
    expect(optimizeResume({ ...input, originalText: once })).toBe(once);
  });

  it('ignores a rewrite of another rewrite’s result, so a second pass changes nothing', () => {
    const input = {
      originalText: 'EXPERIENCE\n• A did\n• B did',
      skills: [],
      replacements: [
        { original: '• A did', replacement: '• B did' },
        { original: '• B did', replacement: '• C did' },
      ],
      bullets: [],
    };
    const once = optimizeResume(input);
    expect(once).toBe('EXPERIENCE\n• B did\n• B did');
    expect(optimizeResume({ ...input, originalText: once })).toBe(once);
  });
});

describe('optimizeResume on the sample resumes, with every suggestion and variation applied', () => {
  const cases: { name: string; resume: TestResume; input: OptimizeInput }[] = [];
  beforeAll(async () => {
    for (const pair of [...matchedPairs, ...mismatchedPairs]) {
      const posting = postingOf(pair);
      for (const [form, resume] of await sampleResumeForms(pair.resume))
        cases.push({
          name: `${pair.resume} (${form}) for ${pair.posting}`,
          resume,
          input: applyAll(resume, posting),
        });
    }
  });

  /** Every rewrite the analysis offers, and the last variation of each bullet, as a visitor could pick them. */
  function applyAll(resume: TestResume, posting: string): OptimizeInput {
    const suggestions = suggestImprovements(suggestInputFor(resume, posting));
    const variations = bulletVariations(resume, postingKeywords(posting));
    return {
      originalText: resume.text,
      skills: ['Terraform', 'Salesforce'],
      replacements: suggestions.flatMap((s) =>
        s.original && s.replacement ? [{ original: s.original, replacement: s.replacement }] : [],
      ),
      bullets: variations.map((variation) => ({
        original: variation.original,
        selected: variation.variations.at(-1) ?? variation.original,
      })),
    };
  }

  it('rewrites something on every resume', () => {
    for (const { name, input } of cases) {
      expect(input.replacements.length + input.bullets.length, name).toBeGreaterThan(0);
      expect(optimizeResume({ ...input, skills: [] }), name).not.toBe(input.originalText);
    }
  });

  it('keeps the same section types in the same order', () => {
    for (const { name, input } of cases)
      expect(outline(optimizeResume(input)), name).toEqual(outline(input.originalText));
  });

  it('is idempotent', () => {
    for (const { name, input } of cases) {
      const once = optimizeResume(input);
      expect(optimizeResume({ ...input, originalText: once }), name).toBe(once);
    }
  });

  it('changes only the chosen lines', () => {
    for (const { name, input } of cases) {
      const before = input.originalText.split('\n');
      const after = optimizeResume({ ...input, skills: [] }).split('\n');
      expect(after, name).toHaveLength(before.length);
      const chosen = new Set([
        ...input.replacements.map((r) => r.original),
        ...input.bullets.map((b) => b.original),
      ]);
      before.forEach((line, index) => {
        if (!chosen.has(line.trim())) expect(after[index], name).toBe(line);
      });
    }
  });

  it('writes each picked variation in place of its bullet, marker kept', () => {
    for (const { name, input } of cases) {
      const after = optimizeResume({ ...input, replacements: [], skills: [] }).split('\n');
      for (const { original, selected } of input.bullets) {
        const marker = original.startsWith('• ') ? '• ' : '';
        expect(
          after.map((line) => line.trim()),
          name,
        ).toContain(`${marker}${selected}`);
      }
    }
  });
});
