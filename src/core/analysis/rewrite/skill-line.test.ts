import { describe, expect, it } from 'vitest';
import { addSkillToLine, mentionsSkill } from './skill-line';

describe('addSkillToLine', () => {
  it('joins the "using" list of an achievement (hr-helper and soupboss sample lines)', () => {
    expect(addSkillToLine('- Built RESTful APIs using FastAPI and PostgreSQL', 'Docker')).toBe(
      '- Built RESTful APIs using FastAPI, PostgreSQL and Docker',
    );
    expect(
      addSkillToLine('• Developed a personal expense tracker using React, Redux, and Firebase', 'Jest'),
    ).toBe('• Developed a personal expense tracker using React, Redux, Firebase, and Jest');
    expect(
      addSkillToLine('Led migration from monolith to event-driven architecture using Apache Kafka', 'Java'),
    ).toBe('Led migration from monolith to event-driven architecture using Apache Kafka and Java');
  });

  it('adds "using X" to the first sentence of an achievement without one', () => {
    expect(addSkillToLine('- Deployed applications to AWS with auto-scaling capabilities', 'Terraform')).toBe(
      '- Deployed applications to AWS with auto-scaling capabilities using Terraform',
    );
    expect(addSkillToLine('Automated appointment booking and reminders.', 'Zapier')).toBe(
      'Automated appointment booking and reminders using Zapier.',
    );
  });

  it('extends a list line in its own separator', () => {
    expect(addSkillToLine('Languages: Python, TypeScript, JavaScript, SQL, Go', 'Rust')).toBe(
      'Languages: Python, TypeScript, JavaScript, SQL, Go, Rust',
    );
    expect(addSkillToLine('Excel • Outlook • QuickBooks', 'Sage')).toBe(
      'Excel • Outlook • QuickBooks • Sage',
    );
  });

  it('gives no rewrite when the line names the skill or has no place for it', () => {
    expect(addSkillToLine('- Built RESTful APIs using FastAPI and PostgreSQL', 'postgresql')).toBeNull();
    expect(addSkillToLine('Experienced software engineer with 5+ years of experience', 'Go')).toBeNull();
    expect(
      addSkillToLine(
        'Implemented real-time data processing pipelines using Python and Kafka for analytics',
        'Spark',
      ),
    ).toBeNull();
  });
});

describe('mentionsSkill', () => {
  it('matches whole words and phrases, any case', () => {
    expect(mentionsSkill('Tools: Git, JIRA, Jenkins', 'Jira')).toBe(true);
    expect(mentionsSkill('Worked in Google Cloud', 'Go')).toBe(false);
    expect(mentionsSkill('Node.js and React', 'node.js')).toBe(true);
    expect(mentionsSkill('Java, JavaScript', 'Java')).toBe(true);
    expect(mentionsSkill('JavaScript', 'Java')).toBe(false);
  });
});
