import { bulletVariations } from '@core/analysis/rewrite/bullet-variations';
import { suggestImprovements } from '@core/analysis/rewrite/suggest';
import { splitSections } from '@core/ingest/sections';
import {
  matchedPairs,
  mismatchedPairs,
  postingKeywords,
  postingOf,
  suggestInputFor,
} from '@test/builders/sample-pairs';
import { resumeFromText, sampleResumeForms } from '@test/builders/test-resume';
import { beforeAll, describe, expect, it } from 'vitest';
import { applyOptimizations } from './apply-optimizations';
import { buildResumeDocument, resumeDocumentOfText } from './build-document';
import { renderText } from './render-text';

/** A resume known by its text, as the server applies choices without a stored resume: through its document. */
interface OptimizeInput {
  originalText: string;
  skills: readonly string[];
  replacements: readonly { original: string; replacement: string }[];
  bullets: readonly { original: string; selected: string }[];
}
const optimizeResume = ({ originalText, ...chosen }: OptimizeInput) =>
  renderText(applyOptimizations(resumeDocumentOfText(originalText), chosen).document);

const outline = (text: string) => splitSections(text).map((section) => `${section.type}:${section.title}`);
const nothing = { skills: [], replacements: [], bullets: [] };

describe('a resume known by its text, optimized through its document', () => {
  const text = [
    'Jane Doe',
    'jane@example.com',
    '',
    'EXPERIENCE',
    '  • Responsible for managing the budget',
    '- Reduced costs',
    '',
    'SKILLS',
    'Excel, Word',
  ].join('\n');

  it('replaces lines where they stand, bullets kept, in the plain-text layout', () => {
    const result = optimizeResume({
      originalText: text,
      skills: [],
      replacements: [
        { original: '• Responsible for managing the budget', replacement: '• Managed the budget' },
      ],
      bullets: [{ original: '- Reduced costs', selected: 'Reduced costs by [X%]' }],
    });
    expect(result).toBe(
      [
        'Jane Doe',
        'jane@example.com',
        '',
        'EXPERIENCE',
        '• Managed the budget',
        '• Reduced costs by [X%]',
        '',
        'SKILLS',
        'Excel, Word',
        '',
      ].join('\n'),
    );
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
    expect(result).toContain('\n• Cut costs\n');
  });

  it('adds skills to the skills list and is idempotent', () => {
    const input = {
      originalText: text,
      skills: ['SAP', 'excel'],
      replacements: [
        { original: '• Responsible for managing the budget', replacement: 'Managed the budget' },
      ],
      bullets: [],
    };
    const once = optimizeResume(input);
    expect(once.trimEnd().split('\n').slice(-2)).toEqual(['SKILLS', 'Excel, Word, SAP']);
    expect(optimizeResume({ ...input, originalText: once })).toBe(once);
  });

  it('ignores a rewrite of another rewrite’s result, so a second pass changes nothing', () => {
    const input = {
      originalText: 'Jane Doe\n\nEXPERIENCE\n• A did\n• B did',
      skills: [],
      replacements: [
        { original: '• A did', replacement: '• B did' },
        { original: '• B did', replacement: '• C did' },
      ],
      bullets: [],
    };
    const once = optimizeResume(input);
    expect(once).toBe('Jane Doe\n\nEXPERIENCE\n• B did\n• B did\n');
    expect(optimizeResume({ ...input, originalText: once })).toBe(once);
  });
});

describe('the sample resumes optimized with every suggestion and variation applied', () => {
  const cases: { name: string; input: OptimizeInput }[] = [];
  beforeAll(async () => {
    for (const pair of [...matchedPairs, ...mismatchedPairs]) {
      const posting = postingOf(pair);
      for (const [form, upload] of await sampleResumeForms(pair.resume)) {
        // What the server analyses: the plain text of the uploaded resume's document.
        const resume = resumeFromText(renderText(buildResumeDocument(upload)), `${pair.resume} (${form})`);
        cases.push({ name: `${resume.name} for ${pair.posting}`, input: applyAll(resume, posting) });
      }
    }
  });

  /** Every rewrite the analysis offers, and the last variation of each bullet, as a visitor could pick them. */
  function applyAll(resume: ReturnType<typeof resumeFromText>, posting: string): OptimizeInput {
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

  it('writes a document’s text unchanged when nothing is chosen', () => {
    for (const { name, input } of cases)
      expect(optimizeResume({ ...input, ...nothing }), name).toBe(input.originalText);
  });

  it('rewrites something on every resume', () => {
    for (const { name, input } of cases) {
      expect(input.replacements.length + input.bullets.length, name).toBeGreaterThan(0);
      expect(optimizeResume({ ...input, skills: [] }), name).not.toBe(input.originalText);
    }
  });

  it('keeps the same sections, with the same headings, in the same order', () => {
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
        expect(after, name).toContain(`${marker}${selected}`);
      }
    }
  });

  it('adds the skills inside a skills section, and nothing else moves', () => {
    for (const { name, input } of cases) {
      const before = optimizeResume({ ...input, skills: [] }).split('\n');
      const result = optimizeResume(input);
      const lines = result.split('\n');
      for (const skill of input.skills) {
        const at = lines.findIndex((line) => line.includes(skill));
        const section = splitSections(result).find((s) => s.startLine <= at && at <= s.endLine);
        expect(section?.type, `${name}: ${skill}`).toBe('skills');
      }
      // Every line stays but the lists the skills join (or a new line or section for them).
      const changed = before.filter((line) => !lines.includes(line));
      expect(changed.length, name).toBeLessThanOrEqual(2);
    }
  });
});
