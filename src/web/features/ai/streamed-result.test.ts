import { describe, expect, it } from 'vitest';
import { formatScore, hasScores, parseStreamedJson } from './streamed-result';

describe('the streamed output as JSON', () => {
  it('reads complete JSON, and nothing from partial content', () => {
    expect(parseStreamedJson('{"overallScore": 78}')).toEqual({ overallScore: 78 });
    expect(parseStreamedJson('{"overallScore": 7')).toBeUndefined();
    expect(parseStreamedJson('')).toBeUndefined();
    expect(parseStreamedJson('   ')).toBeUndefined();
  });

  it('takes off a Markdown code fence around the answer', () => {
    expect(parseStreamedJson('```json\n{"overallScore": 78}\n```')).toEqual({ overallScore: 78 });
    expect(parseStreamedJson('\n```\n{"a": 1}\n```\n')).toEqual({ a: 1 });
  });
});

describe('the Results tab', () => {
  it('shows tiles only for a result with an overall score', () => {
    expect(hasScores({ overallScore: 0, skillsScore: 50 })).toBe(true);
    expect(hasScores({ skillsScore: 50 })).toBe(false);
    expect(hasScores({ overallScore: null })).toBe(false);
    expect(hasScores([1, 2])).toBe(false);
    expect(hasScores(undefined)).toBe(false);
  });

  it('writes each score as a whole percent', () => {
    expect(formatScore(78)).toBe('78%');
    expect(formatScore(77.6)).toBe('78%');
    expect(formatScore('64')).toBe('64%');
    expect(formatScore(undefined)).toBe('—');
    expect(formatScore('high')).toBe('—');
  });
});
