import type { Analysis } from '@shared/api/analysis';
import { describe, expect, it } from 'vitest';
import { analysisReport } from './report';

const term = (name: string, line?: string) => ({
  term: name,
  weight: 3,
  importance: 'required' as const,
  postingLines: [{ line: 2, text: `We need ${name}` }],
  resumeLines: line ? [{ line: 5, text: line, section: 'experience' }] : [],
});

const analysis: Analysis = {
  id: 1,
  resumeId: 2,
  jobDescriptionId: 3,
  jobTitle: 'Data Analyst',
  overallScore: 72,
  skillsScore: 70,
  keywordsScore: 65,
  experienceScore: 80,
  suggestions: [
    {
      title: 'Start with a strong action verb',
      description: '"Worked on" describes a duty.',
      priority: 'medium',
      impact: 2,
      type: 'wording',
      suggestion: 'Lead with what you did.',
      original: 'Worked on dashboards in Tableau',
      replacement: 'Built dashboards in Tableau',
    },
    {
      title: 'Add your phone number',
      description: 'Recruiters call.',
      priority: 'high',
      impact: 3,
      type: 'contact',
      suggestion: 'Add a phone number.',
    },
  ],
  skillsAnalysis: { matching: [], missing: [], recommendations: [], missingSkills: [] },
  optimizedText: null,
  evidence: {
    skills: { matched: [term('SQL', 'Wrote SQL reports weekly')], missing: [term('Python')] },
    keywords: { matched: [], missing: [], sharedVocabulary: 0.2 },
    experience: {
      yearsRequired: 2,
      yearsFound: 4,
      seniorityRequired: 'mid',
      seniorityFound: 'mid',
      titleSimilarity: 1,
      notes: ['The posting asks for 2 years; the dated roles add up to 4.'],
    },
    blend: 'Overall = 50% skills + 25% keywords + 25% experience.',
  },
  provider: 'built-in',
  model: 'deepseek/deepseek-r1:free',
  createdAt: '2026-11-22T08:00:00.000Z',
};

describe('analysisReport', () => {
  const report = analysisReport(analysis, 'cv.pdf');

  it('states the scores with their band and the engine that answered', () => {
    expect(report).toContain('# Resume analysis: Data Analyst');
    expect(report).toContain('| Overall | 72 (Good match with room for improvement) |');
    expect(report).toContain('by the built-in engine');
  });

  it('quotes the resume line behind each matched skill and lists the missing ones', () => {
    expect(report).toContain('- **SQL** (required, weight 3) — “Wrote SQL reports weekly”');
    expect(report).toContain('- **Python** (required, weight 3)');
  });

  it('says which named skill shows a skill the quoted line does not name', () => {
    const implied = {
      ...term('TypeScript'),
      resumeLines: [
        { line: 7, text: 'Built the console in Angular', section: 'experience', shownBy: 'Angular' },
      ],
    };
    const withImplied = {
      ...analysis,
      evidence: { ...analysis.evidence, skills: { matched: [implied], missing: [] } },
    };
    expect(analysisReport(withImplied, 'cv.pdf')).toContain(
      '- **TypeScript** (required, weight 3) — “Built the console in Angular” (shown by Angular)',
    );
  });

  it('shows rewrites as before and after, and guidance as text', () => {
    expect(report).toContain('   - Before: “Worked on dashboards in Tableau”');
    expect(report).toContain('   - After: “Built dashboards in Tableau”');
    expect(report).toContain('   - Add a phone number.');
  });
});
