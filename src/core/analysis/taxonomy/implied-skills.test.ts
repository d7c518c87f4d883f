import { describe, expect, it } from 'vitest';
import { profileResume } from '../resume-profile';
import { curatedImplicationNames, impliedSkills } from './implied-skills';
import { skillNamed } from './taxonomy';

describe('impliedSkills', () => {
  it('names only skills of the taxonomy, by their names', () => {
    const unknown = curatedImplicationNames.filter((name) => skillNamed(name)?.name !== name);
    expect(unknown).toEqual([]);
  });

  it('follows what a skill shows through', () => {
    expect(impliedSkills('Next.js')).toEqual(['React', 'JavaScript', 'Front-end development']);
    expect(impliedSkills('Amazon EKS')).toEqual(
      expect.arrayContaining(['AWS', 'Kubernetes', 'Containerization']),
    );
    expect(impliedSkills('Amazon S3')).toEqual(['AWS', 'Cloud infrastructure']);
    expect(impliedSkills('Accounts payable')).toEqual(['Accounting']);
  });

  it('never goes from the broad to the specific', () => {
    expect(impliedSkills('Python')).toEqual([]);
    expect(impliedSkills('Accounting')).toEqual([]);
  });
});

describe('profileResume: implied skills', () => {
  const now = { year: 2026, month: 11 };
  const experience = (text: string) => {
    const lines = text.split('\n');
    return {
      type: 'experience' as const,
      title: 'Experience',
      content: lines,
      originalOrder: 0,
      startLine: 0,
      endLine: lines.length - 1,
    };
  };
  const resume = (text: string) => profileResume({ text, sections: [experience(text)] }, now);

  it('finds AWS on the line that names Amazon EC2, quoting it', () => {
    // A line of a corpus resume (soupboss-minnie01.docx).
    const line =
      '• Use of public cloud IaaS services such as Amazon EC2 and Google GCE to replace physical infrastructure';
    expect(resume(line).skills.get('AWS')).toEqual([
      { line: 0, text: line, section: 'experience', shownBy: 'Amazon EC2' },
    ]);
  });

  it('adds the lines to those the resume has for the broader skill', () => {
    const profile = resume('Skills: AWS\nBuilt a data lake on Amazon S3');
    expect(profile.skills.get('AWS')?.map((line) => line.line)).toEqual([0, 1]);
  });

  // The evidence must never seem to claim a word the line does not hold.
  it('says which named skill shows the implied one, through a chain too', () => {
    const profile = resume('Built the admin console in Angular');
    expect(profile.skills.get('TypeScript')?.[0]?.shownBy).toBe('Angular');
    expect(profile.skills.get('JavaScript')?.[0]?.shownBy).toBe('Angular');
  });

  it('quotes a line that names the skill itself before a line that only implies it', () => {
    const profile = resume('Built the admin console in Angular\nWrote the build tooling in TypeScript');
    expect(profile.skills.get('TypeScript')).toEqual([
      { line: 1, text: 'Wrote the build tooling in TypeScript', section: 'experience' },
      { line: 0, text: 'Built the admin console in Angular', section: 'experience', shownBy: 'Angular' },
    ]);
  });
});
