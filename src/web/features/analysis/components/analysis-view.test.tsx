import { analysisWith } from '@test/builders/analysis';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AnalysisView } from './analysis-view';

const base = { description: 'd', priority: 'high', impact: 4, suggestion: 's' } as const;
const analysis = analysisWith({
  overallScore: 72,
  skillsScore: 70,
  keywordsScore: 65,
  experienceScore: 80,
  suggestions: [
    { ...base, title: 'Add a professional summary', type: 'summary', isAdvice: true },
    {
      ...base,
      title: 'Start with a strong action verb',
      type: 'wording',
      original: '• Helped the internal audit team complete annual audits',
      replacement: '• Enabled the internal audit team to complete annual audits',
      isAdvice: false,
    },
  ],
  skillsAnalysis: { matching: [], missing: [], recommendations: [], missingSkills: ['SAP'] },
});

const view = (suggestions: number[], skills: string[] = []) =>
  render(
    <AnalysisView
      analysis={analysis}
      originalText="Kevin Larsen"
      resumeName="resume.txt"
      selection={{ skills, suggestions, bullets: {} }}
      onToggleSkill={() => {}}
      onToggleSuggestion={() => {}}
      onOptimize={() => {}}
    />,
  );

describe('AnalysisView', () => {
  it('counts no advice as an optimization', () => {
    view([0]);
    expect(screen.getByRole('button', { name: 'Optimize Resume' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Apply/ })).toBeNull();
    expect(screen.getByText('Advice')).toBeTruthy();
  });

  it('counts the rewrites and skills chosen', () => {
    view([0, 1], ['SAP']);
    expect(screen.getByRole('button', { name: 'Apply 2 Optimizations' })).toBeTruthy();
  });
});
