import { beforeAll, describe, expect, it } from 'vitest';
import { splitSections } from '../../ingest/sections';
import { bulletVariations } from './bullet-variations';
import { optimizeResume } from './optimize';
import { suggestImprovements } from './suggest';
import { type CorpusResume, ingestedResume, textResume } from './test-corpus';

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

describe('optimizeResume on corpus resumes, with every suggestion and variation applied', () => {
  const resumes: CorpusResume[] = [];
  beforeAll(async () => {
    resumes.push(
      textResume('soupboss-sample_resume.txt'),
      textResume('hr-helper-sample_resume.txt'),
      textResume('markdown-resume-sample_long.md'),
    );
    for (const file of [
      'pdf/livecareer-accountant-10674770.pdf',
      'pdf/livecareer-healthcare-31395710.pdf',
      'pdf/livecareer-apparel-11677077.pdf',
      'pdf/livecareer-teacher-20399718.pdf',
      'pdf/resume-matcher-john_doe.pdf',
      'pdf/awesome-cv-cv.pdf',
      'docx/soupboss-01-office_coordinator.docx',
      'docx/soupboss-mickey01.docx',
    ])
      resumes.push(await ingestedResume(file));
  });

  function applyAll(resume: CorpusResume) {
    const suggestions = suggestImprovements({
      resume,
      contact: resume.contact,
      jobTitle: 'Operations Manager',
      missingSkills: [{ name: 'Kubernetes', importance: 'required', weight: 2 }],
      missingKeywords: [{ term: 'vendor management', weight: 1 }],
      postingKeywords: ['operations', 'team', 'budget'],
    });
    const variations = bulletVariations(resume, ['patient care', 'project management']);
    return {
      originalText: resume.text,
      skills: ['Kubernetes', 'Jira'],
      replacements: suggestions.flatMap((s) =>
        s.original && s.replacement ? [{ original: s.original, replacement: s.replacement }] : [],
      ),
      bullets: variations.map((variation) => ({
        original: variation.original,
        selected: variation.variations.at(-1) ?? variation.original,
      })),
    };
  }

  it('keeps the same section types in the same order', () => {
    for (const resume of resumes) {
      const input = applyAll(resume);
      const optimized = optimizeResume(input);
      expect(optimized, resume.name).not.toBe(resume.text);
      expect(outline(optimized), resume.name).toEqual(outline(resume.text));
    }
  });

  it('is idempotent', () => {
    for (const resume of resumes) {
      const input = applyAll(resume);
      const once = optimizeResume(input);
      expect(optimizeResume({ ...input, originalText: once }), resume.name).toBe(once);
    }
  });

  it('changes only the chosen lines and the skills section', () => {
    const resume = resumes[3];
    if (!resume) throw new Error('resume not loaded');
    const input = applyAll(resume);
    const before = resume.text.split('\n');
    const after = optimizeResume({ ...input, skills: [] }).split('\n');
    expect(after).toHaveLength(before.length);
    const chosen = new Set([
      ...input.replacements.map((r) => r.original),
      ...input.bullets.map((b) => b.original),
    ]);
    before.forEach((line, index) => {
      if (!chosen.has(line.trim())) expect(after[index]).toBe(line);
    });
  });
});
