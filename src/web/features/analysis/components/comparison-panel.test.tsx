import { analysisWith } from '@test/builders/analysis';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ComparisonPanel } from './comparison-panel';

const analysisScoring = (overallScore: number) => analysisWith({ overallScore, jobTitle: 'Accountant' });

describe('ComparisonPanel', () => {
  it('says a score below a fair match in plain numbers, and above it as the way to a perfect one', () => {
    const { unmount } = render(<ComparisonPanel analysis={analysisScoring(11)} originalText="Jo" />);
    expect(screen.getByText(/Match score/).textContent).toBe(
      'Match score 11 of 100; a fair match starts at 60.',
    );
    unmount();
    render(<ComparisonPanel analysis={analysisScoring(80)} originalText="Jo" />);
    expect(screen.getByText(/Match score/).textContent).toBe(
      'Match score 80 of 100: 50% of the way from a fair match (60) to a perfect one.',
    );
  });
});
