import { describe, expect, it } from 'vitest';
import { seniorityFromYears, seniorityOf } from './seniority';

describe('seniorityOf: from the title', () => {
  it.each([
    ['Marketing Intern', 'intern'],
    ['Practicante de Riesgos', 'intern'],
    ['Praktikant Marketing (m/w/d)', 'intern'],
    ['Werkstudent Data Science', 'intern'],
    ['Junior Accountant', 'entry'],
    ['Jr. Developer', 'entry'],
    ['Entry-Level Sales Associate', 'entry'],
    ['Graduate Nurse', 'entry'],
    ['Associate Data Analyst', 'entry'],
    ['Data Engineer I', 'entry'],
    ['Scientist I/II, Biology', 'entry'],
    ['Engineer II', 'mid'],
    ['Mid-level Designer', 'mid'],
    ['Senior Data Scientist', 'senior'],
    ['Sr. Accountant', 'senior'],
    ['Software Development Engineer III', 'senior'],
    ['Senior Product Manager', 'senior'],
    ['Lead Teller', 'lead'],
    ['Sr Principal Solutions Architect (AI)', 'lead'],
    ['Staff Software Engineer', 'lead'],
    ['Store Manager', 'lead'],
    ['Head of Engineering', 'lead'],
    ['Nursing Supervisor', 'lead'],
    ['Director of IT Operations', 'executive'],
    ['VP, Marketing', 'executive'],
    ['Chief Financial Officer', 'executive'],
    ['Executive Director', 'executive'],
    ['Associate Director', 'executive'],
  ])('%s -> %s', (title, expected) => {
    expect(seniorityOf(title)).toBe(expected);
  });

  it.each([
    'Account Manager',
    'Product Manager',
    'Account Executive',
    'Executive Assistant',
    'Staff Nurse',
    'Carpenter',
  ])('"%s" states no level', (title) => {
    expect(seniorityOf(title)).toBeUndefined();
  });
});

describe('seniorityOf: the text as tie-breaker', () => {
  it('uses the title first', () => {
    expect(seniorityOf('Senior Analyst', 'Requirements\n- 1+ years of experience')).toBe('senior');
  });

  it('reads an explicit level, a US federal grade or the years asked when the title says nothing', () => {
    expect(seniorityOf('Sales Advisor', 'This is an entry-level role. Training given.')).toBe('entry');
    expect(seniorityOf('Front-end', 'Prácticas preprofesionales durante 6 meses.')).toBe('intern');
    expect(seniorityOf('Fraud Analyst', 'Login.gov is hiring for GS-14 positions.')).toBe('lead');
    expect(seniorityOf('Data Analyst', 'Requirements\n- 5+ years of experience in analytics')).toBe('mid');
    expect(seniorityOf('Data Analyst', 'Requirements\n- 7+ years of experience')).toBe('senior');
    expect(seniorityOf('Carpenter', 'We maintain hospital buildings.')).toBeUndefined();
  });
});

describe('seniorityFromYears', () => {
  it('maps years to a level', () => {
    expect(seniorityFromYears(0)).toBe('entry');
    expect(seniorityFromYears(2.9)).toBe('entry');
    expect(seniorityFromYears(3)).toBe('mid');
    expect(seniorityFromYears(5.9)).toBe('mid');
    expect(seniorityFromYears(6)).toBe('senior');
    expect(seniorityFromYears(10)).toBe('lead');
    expect(seniorityFromYears(30)).toBe('lead');
  });
});
