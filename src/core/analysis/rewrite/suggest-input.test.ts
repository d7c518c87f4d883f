import { resumeFromMarkup } from '@test/builders/test-resume';
import { describe, expect, it } from 'vitest';
import { stemsOf } from '../text/stem';
import { buildContext, quote } from './suggest-input';

describe('suggest input helpers', () => {
  it('stems words', () => {
    expect(stemsOf('Managed budgets, managing budget')).toEqual(['manag', 'budget', 'manag', 'budget']);
  });

  it('quotes long lines cut', () => {
    expect(quote('short')).toBe('"short"');
    expect(quote('x'.repeat(100), 10)).toBe(`"${'x'.repeat(9)}…"`);
  });

  it('orders bullets by the posting words they share, then by line', () => {
    // The one bullet naming the posting's words comes fourth in the resume.
    const resume = resumeFromMarkup(
      `# John Doe
john.doe@example.com

## Experience
### Senior Software Engineer | TechCorp Inc. | 2021 - Present
- Designed and implemented microservices architecture serving 10M+ requests/day
- Led migration from monolith to event-driven architecture using Apache Kafka
### Software Engineer | StartupXYZ | 2019 - 2021
- Built RESTful APIs using FastAPI and PostgreSQL
### Junior Developer | WebAgency | 2018 - 2019
- Developed responsive web applications using React and Node.js
- Participated in agile development processes with 2-week sprint cycles`,
      { bullet: '- ' },
    );
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
    expect(rest).toHaveLength(4);
    expect(rest).toEqual([...rest].sort((a, b) => a - b));
    const [first] = context.bullets;
    expect(first && context.bulletStems.get(first)?.has('react')).toBe(true);
  });
});
