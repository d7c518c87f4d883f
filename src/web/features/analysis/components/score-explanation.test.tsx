import { emptyEvidence, type MatchedTerm } from '@shared/api/analysis';
import { analysisWith } from '@test/builders/analysis';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ScoreExplanation } from './score-explanation';

const term = (name: string, text: string, extra: Partial<MatchedTerm> = {}): MatchedTerm => ({
  term: name,
  weight: 3,
  importance: 'required',
  postingLines: [],
  resumeLines: [{ line: 4, text, section: 'experience' }],
  ...extra,
});

describe('ScoreExplanation', () => {
  it('says of a term the resume states where the engine does not read it that it does not add to the score', () => {
    const analysis = analysisWith({
      overallScore: 50,
      evidence: {
        ...emptyEvidence,
        skills: {
          matched: [
            term('Python', 'Built billing services in Python'),
            term('Leadership', 'Mentor, Family Leadership Institute', { credited: false }),
          ],
          missing: [],
        },
      },
    });
    render(<ScoreExplanation analysis={analysis} score="skills" onClose={() => {}} />);
    const notes = screen.getAllByText(/does not add to the score/);
    expect(notes).toHaveLength(1);
    expect(notes[0]?.closest('li')?.textContent).toContain('Leadership');
  });
});
