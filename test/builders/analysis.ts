import { type Analysis, emptyEvidence } from '@shared/api/analysis';

/** A stored analysis with no suggestions and empty evidence, its four scores `score`: the fields a test sets go over it. */
export function analysisWith(overrides: Partial<Analysis> & { overallScore: number }): Analysis {
  const score = overrides.overallScore;
  return {
    id: 1,
    resumeId: 2,
    jobDescriptionId: 3,
    jobTitle: 'Staff Accountant',
    skillsScore: score,
    keywordsScore: score,
    experienceScore: score,
    suggestions: [],
    skillsAnalysis: { matching: [], missing: [], recommendations: [], missingSkills: [] },
    optimizedText: null,
    evidence: emptyEvidence,
    provider: 'built-in',
    model: 'built-in',
    createdAt: '2025-06-01T00:00:00.000Z',
    ...overrides,
  };
}
