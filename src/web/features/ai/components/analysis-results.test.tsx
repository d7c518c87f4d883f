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

  it('says there is nothing yet without an overall score', () => {
    render(<AnalysisResults result={{ summary: 'no scores' }} />);
    expect(screen.getByText(aiProviderMessages.noResults.title)).not.toBeNull();
    expect(screen.getByText(aiProviderMessages.noResults.description)).not.toBeNull();
  });
});
