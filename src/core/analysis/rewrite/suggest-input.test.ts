import { describe, expect, it } from 'vitest';
import { buildContext, quote, stemsOf } from './suggest-input';
import { textResume } from './test-corpus';

describe('suggest input helpers', () => {
  it('stems words', () => {
    expect(stemsOf('Managed budgets, managing budget')).toEqual(['manag', 'budget', 'manag', 'budget']);
  });

  it('quotes long lines cut', () => {
    expect(quote('short')).toBe('"short"');
    expect(quote('x'.repeat(100), 10)).toBe(`"${'x'.repeat(9)}…"`);
  });

  it('orders bullets by the posting words they share, then by line', () => {
    const resume = textResume('hr-helper-sample_resume.txt');
    const context = buildContext({
      resume,
      contact: resume.contact,
      jobTitle: 'Position',
      missingSkills: [],
      missingKeywords: [],
      postingKeywords: ['React', 'Node.js'],
    });
    expect(context.bullets[0]?.body).toBe('Developed responsive web applications using React and Node.js');
    const rest = context.bullets.slice(1).map((bullet) => bullet.line);
    expect(rest).toEqual([...rest].sort((a, b) => a - b));
    const [first] = context.bullets;
    expect(first && context.bulletStems.get(first)?.has('react')).toBe(true);
  });
});
