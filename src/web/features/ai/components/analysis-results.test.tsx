import { aiProviderMessages } from '@shared/messages';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AnalysisResults } from './analysis-results';

describe('AnalysisResults', () => {
  it('shows the four scores as percents and the raw result', () => {
    const result = {
      overallScore: 78,
      skillsScore: 64.4,
      keywordsScore: 81,
      experienceScore: 90,
      notes: ['a'],
    };
    render(<AnalysisResults result={result} />);
    expect(within(screen.getByRole('group', { name: 'Overall Score' })).getByText('78%')).not.toBeNull();
    expect(within(screen.getByRole('group', { name: 'Skills Score' })).getByText('64%')).not.toBeNull();
    expect(within(screen.getByRole('group', { name: 'Keywords Score' })).getByText('81%')).not.toBeNull();
    expect(within(screen.getByRole('group', { name: 'Experience Score' })).getByText('90%')).not.toBeNull();
    expect(screen.getByRole('region', { name: 'Raw result as JSON' }).textContent).toBe(
      JSON.stringify(result, null, 2),
    );
  });

  it('shows the review readably: its summary and the lists it has', () => {
    const review = {
      summary: 'A close match.',
      strengths: ['Node.js'],
      gaps: [],
      suggestions: ['Name the cloud.', 7],
    };
    render(<AnalysisResults result={{ overallScore: 70, review }} />);
    expect(screen.getByText('A close match.')).not.toBeNull();
    expect(within(screen.getByRole('region', { name: 'Strengths' })).getByText('Node.js')).not.toBeNull();
    expect(screen.queryByRole('region', { name: 'Gaps' })).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Suggestions' })).getAllByRole('listitem')).toHaveLength(
      1,
    );
  });

  it('says there is nothing yet without an overall score', () => {
    render(<AnalysisResults result={{ summary: 'no scores' }} />);
    expect(screen.getByText(aiProviderMessages.noResults.title)).not.toBeNull();
    expect(screen.getByText(aiProviderMessages.noResults.description)).not.toBeNull();
  });
});
