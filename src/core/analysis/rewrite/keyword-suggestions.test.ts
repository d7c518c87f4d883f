import { resumeFromMarkup } from '@test/builders/test-resume';
import { describe, expect, it } from 'vitest';
import { keywordSuggestions } from './keyword-suggestions';
import { buildContext } from './suggest-input';

// One bullet shares "performance" with a missing term; none shares a word with the other.
const resume = resumeFromMarkup(
  `# John Smith
john.smith@example.com

## Work Experience
### Senior Software Engineer | TechCorp Inc. | 2020 - Present
- Led development of microservices architecture serving 1M+ daily active users
- Reduced application response time by 40% through performance optimization
- Mentored junior developers and conducted code reviews`,
  { bullet: '- ' },
);

describe('keywordSuggestions', () => {
  const suggestions = keywordSuggestions(
    buildContext({
      resume,
      contact: resume.contact,
      jobTitle: 'Position',
      missingSkills: [],
      missingKeywords: [
        { term: 'stakeholder communication', weight: 1 },
        { term: 'performance tuning', weight: 4 },
      ],
      postingKeywords: [],
    }),
  );

  it('puts the heaviest keyword first, with a medium priority', () => {
    expect(suggestions.map((s) => [s.title, s.priority, s.impact])).toEqual([
      ['Use the posting\'s term "performance tuning" where it is true', 'medium', 4],
      ['Use the posting\'s term "stakeholder communication" where it is true', 'low', 2],
    ]);
  });

  it('points at the bullet that already shares a word with the term, and never rewrites', () => {
    expect(suggestions[0]?.suggestion).toContain(
      '"Reduced application response time by 40% through performance optimization"',
    );
    expect(suggestions[1]?.suggestion).toContain('in your summary or in the bullet where you did that work');
    for (const suggestion of suggestions) {
      expect(suggestion.type).toBe('keyword');
      expect(suggestion.replacement).toBeUndefined();
    }
  });
});
