import { describe, expect, it } from 'vitest';
import { labelMatches } from './label-match';

describe('labelMatches (the benchmark grader)', () => {
  it('matches the same skill whatever the case', () => {
    expect(labelMatches('Python', 'python')).toBe(true);
  });

  it('matches plurals and other inflections', () => {
    expect(labelMatches('Dashboard', 'Dashboards')).toBe(true);
    expect(labelMatches('Data modeling', 'Data modelling')).toBe(true);
  });

  it('matches British and American spellings', () => {
    expect(labelMatches('Organization', 'Organisation')).toBe(true);
    expect(labelMatches('Behavior management', 'Behaviour management')).toBe(true);
    expect(labelMatches('Product catalog', 'Product catalogue')).toBe(true);
    expect(labelMatches('Patient-centered care', 'Patient-centred care')).toBe(true);
    expect(labelMatches('Contact center', 'Contact centre')).toBe(true);
    expect(labelMatches('Analyze', 'Analyse')).toBe(true);
  });

  it('ignores punctuation and whitespace', () => {
    expect(labelMatches('Node.js', 'NodeJS')).toBe(true);
    expect(labelMatches('Problem solving', 'Problem-solving')).toBe(true);
    expect(labelMatches('Email', 'E-mail')).toBe(true);
    expect(labelMatches('CI/CD', 'CI / CD')).toBe(true);
  });

  it('keeps the signs of C++ and C#', () => {
    expect(labelMatches('C', 'C++')).toBe(false);
    expect(labelMatches('C#', 'C++')).toBe(false);
    expect(labelMatches('C++', 'c++')).toBe(true);
  });

  it('drops a parenthesised part', () => {
    expect(labelMatches('Amazon Web Services', 'Amazon Web Services (AWS)')).toBe(true);
  });

  it('drops filler words', () => {
    expect(labelMatches('Communication', 'Strong communication skills')).toBe(true);
    expect(labelMatches('IFRS', 'Knowledge of IFRS')).toBe(true);
    expect(labelMatches('Microsoft Excel', 'Proficiency in Microsoft Excel')).toBe(true);
    expect(labelMatches('Customer service', 'Customer service experience')).toBe(true);
  });

  it('matches when one side is at least half of the other', () => {
    expect(labelMatches('Microsoft Excel', 'Excel')).toBe(true);
    expect(labelMatches('Communication', 'Written communication')).toBe(true);
  });

  it('does not match different skills', () => {
    expect(labelMatches('Java', 'JavaScript')).toBe(false);
    expect(labelMatches('Plumbing', 'NVQ Level 3 plumbing')).toBe(false);
    expect(labelMatches('Project management', 'Stakeholder management')).toBe(false);
    expect(labelMatches('Skills', 'Experience')).toBe(false);
  });
});
