import { describe, expect, it } from 'vitest';
import { skillCategories } from '../types';
import { allSkills, skillNamed } from './taxonomy';
import { phraseKey } from './tokenize';

describe('the skills taxonomy', () => {
  it('holds at least 2,000 skills, in every category', () => {
    expect(allSkills().length).toBeGreaterThanOrEqual(2000);
    const categories = new Set(allSkills().map((skill) => skill.category));
    expect([...categories].sort()).toEqual([...skillCategories].sort());
  });

  it('gives every name and alias to one skill only', () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const skill of allSkills()) {
      for (const surface of [skill.name, ...skill.aliases]) {
        const key = phraseKey(surface);
        const known = owner.get(key);
        if (known !== undefined && known !== skill.name) clashes.push(`${surface}: ${known} / ${skill.name}`);
        owner.set(key, skill.name);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('is sorted by name', () => {
    const names = allSkills().map((skill) => skill.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it.each([
    ['k8s', 'Kubernetes'],
    ['JS', 'JavaScript'],
    ['ecmascript', 'JavaScript'],
    ['machine learning', 'Machine learning'],
    ['ML', 'Machine learning'],
    ['Postgres', 'PostgreSQL'],
    ['node js', 'Node.js'],
    ['NodeJS', 'Node.js'],
    ['Amazon Web Services', 'AWS'],
    ['MS Excel', 'Microsoft Excel'],
    ['excel', 'Microsoft Excel'],
    ['electronic health records', 'Electronic health records'],
    ['EHR', 'Electronic health records'],
    ['A/B tests', 'A/B testing'],
    ['ci cd', 'CI/CD'],
    ['Basic Life Support', 'BLS'],
    ['Oracle Java', 'Java'],
    ['golang', 'Go'],
  ])('reads %s as %s', (alias, name) => {
    expect(skillNamed(alias)?.name).toBe(name);
  });

  it('keeps C, C# and C++ apart', () => {
    const names = ['C', 'C#', 'C++'].map((name) => skillNamed(name)?.name);
    expect(names).toEqual(['C', 'C#', 'C++']);
    expect(skillNamed('C sharp')?.name).toBe('C#');
    expect(skillNamed('cpp')?.name).toBe('C++');
  });

  it('knows skills of every field, not only software', () => {
    const expected = ['CPR', 'ACLS', 'GAAP', 'IFRS', 'QuickBooks', 'Payroll', 'Forklift', 'Food hygiene'];
    const more = ['Customer service', 'Stakeholder management', 'Project management', 'PMP', 'CPA', 'CISSP'];
    const fields = [
      'Infection control',
      'Classroom management',
      'Bookkeeping',
      'Carpentry',
      'Employment law',
    ];
    for (const name of [...expected, ...more, ...fields]) expect(skillNamed(name)?.name, name).toBe(name);
    expect(skillNamed('Spanish')?.category).toBe('language');
  });

  it('finds nothing for words that are no skill', () => {
    expect(skillNamed('the')).toBeUndefined();
    expect(skillNamed('')).toBeUndefined();
  });
});
