import { describe, expect, it } from 'vitest';
import { labelMatches } from './label-match';

describe('labelMatches', () => {
  it.each([
    ['Employment law', 'Employment law'],
    ['Natural language processing', 'NLP'],
    ['Microsoft Excel', 'Excel macros'],
    ['Communication', 'English communication'],
    ['Communication', 'Good communication skills'],
    ['Python', 'Python scripting'],
    ['Organisational skills', 'Organizational skills'],
    ['Apache Spark', 'Spark'],
    ['Cloud computing', 'Cloud'],
  ])('counts %s for the label %s', (found, label) => {
    expect(labelMatches(found, label)).toBe(true);
  });

  it.each([
    ['SQL', 'SQL Server'],
    ['Plumbing', 'NVQ Level 3 plumbing'],
    ['Leadership', 'Cross-functional leadership'],
    ['Data analysis', 'Data engineering'],
    ['Java', 'JavaScript'],
  ])('does not count %s for the label %s', (found, label) => {
    expect(labelMatches(found, label)).toBe(false);
  });
});
