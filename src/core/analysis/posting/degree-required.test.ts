import { samplePosting } from '@test/builders/resume-markup';
import { describe, expect, it } from 'vitest';
import { degreeHeld, degreeRequired } from './degree-required';

const level = (text: string) => degreeRequired(text)?.level;

describe('degreeRequired', () => {
  it.each([
    ["Bachelor's degree in Accounting", 'bachelor'],
    ['BS/BA in Computer Science or related field', 'bachelor'],
    ['BSc in Engineering', 'bachelor'],
    ['B.S. Computer Science', 'bachelor'],
    ['4-year Bachelor of Nursing Science or equivalent', 'bachelor'],
    ['Possession of a baccalaureate degree from a regionally accepted institution.', 'bachelor'],
    ['Degree in Finance or a related field', 'bachelor'],
    ["Master's degree in Public Health", 'master'],
    ['MSc in Data Science', 'master'],
    ['MBA preferred but not essential', 'master'],
    ['MS in Statistics', 'master'],
    ['PhD in cell biology or related discipline', 'doctorate'],
    ['Doctorate in Psychology', 'doctorate'],
    ['Degree: Doctoral Degree.', 'doctorate'],
    ['High school diploma or GED required', 'high-school'],
    ['Associate degree in Nursing', 'associate'],
    ['Abgeschlossenes Studium der Informatik', 'bachelor'],
    ['Bachelor in Wirtschaftsinformatik', 'bachelor'],
    ['Licenciatura en Administración', 'bachelor'],
    ['Título universitario en Ingeniería', 'bachelor'],
    ['Grado en Economía', 'bachelor'],
    ['Maestría en Finanzas', 'master'],
  ])('%s -> %s', (text, expected) => {
    expect(level(text)).toBe(expected);
  });

  it.each([
    'Proficient in MS Office',
    'Cambridge, MA',
    'Certified Scrum Master',
    'Associate Director of Sales',
    'A 360-degree view of the customer',
    'No degree required',
    'Multi-Factor Authentication (MFA)',
    'LLM deployments and agent frameworks',
  ])('finds no degree in "%s"', (text) => {
    expect(degreeRequired(text)).toBeUndefined();
  });

  it('asks the lowest level of a line offering several', () => {
    expect(level('BS/MS/PhD in Computer Science, Math or Statistics')).toBe('bachelor');
    expect(level('Advanced degree required: Masters degree with 2-3 years experience or PhD')).toBe('master');
  });

  it('prefers what the requirements ask over what is nice to have, and says where', () => {
    const text =
      'Teacher\nQualifications\nHigh school diploma required\nBachelor of Arts in Education preferred';
    expect(degreeRequired(text)).toEqual({
      level: 'high-school',
      line: 2,
      text: 'High school diploma required',
    });
  });

  it('reads the degree each sample posting asks', () => {
    const names = [
      'backend-engineer',
      'icu-nurse',
      'staff-accountant',
      'data-analyst',
      'math-teacher',
      'software-intern',
    ] as const;
    for (const name of names) expect(level(samplePosting(name)), name).toBe('bachelor');
    // The requirement, not the title "High School Mathematics Teacher" nor the Master's of the nice-to-haves.
    expect(degreeRequired(samplePosting('math-teacher'))?.text).toBe(
      "• Bachelor's degree in Mathematics, Mathematics Education or a related field",
    );
  });

  it('reads a doctorate asked, with a lower degree only as a plus', () => {
    const text = [
      'Scientist I/II, Biology',
      'Qualifications',
      '• PhD in cell biology, cancer biology or a related discipline with a strong publication record',
      '• BS/MS with 8+ years of industry experience is a plus',
    ];
    expect(level(text.join('\n'))).toBe('doctorate');
  });

  it('reads a German posting asking a degree, and one asking none', () => {
    expect(
      level(
        'Backend-Entwickler\n## Ihr Profil\n- Abgeschlossenes Studium der Informatik oder vergleichbare Ausbildung',
      ),
    ).toBe('bachelor');
    expect(
      level('Backend-Entwickler\n## Ihr Profil\n- Sehr gute Python-Kenntnisse\n- Erfahrung mit Kubernetes'),
    ).toBeUndefined();
  });

  it('finds no degree asked where only the company, a certification or the benefits name one', () => {
    const text = [
      'Sr. Principal Solutions Architect',
      '',
      'About Zscaler',
      "Our founders hold PhDs and Master's degrees from Stanford.",
      '',
      'Minimum Qualifications',
      '• 10 years of experience in technical, customer-facing roles',
      '• Certified Scrum Master or similar',
      '',
      'Benefits',
      "• Tuition reimbursement for a Master's degree",
    ];
    expect(degreeRequired(text.join('\n'))).toBeUndefined();
  });

  it('takes a degree that is only nice to have when nothing else names one', () => {
    expect(level("Analyst\nNice to have\n- Master's degree in Statistics")).toBe('master');
  });

  // Engine bug: the title line counts as asking, so "High School ... Teacher" reads as a high-school diploma
  // asked. A job title names the job, never a degree.
  it.fails('reads no degree in a job title naming a school', () => {
    expect(
      degreeRequired('High School Mathematics Teacher\nResponsibilities\n- Teach Algebra I and Geometry'),
    ).toBeUndefined();
  });
});

describe('degreeHeld', () => {
  it('gives the highest level a resume shows', () => {
    const resume =
      'Education\nHigh School Diploma, 2008\nB.S. in Biology, 2012\nM.S. in Information Systems, 2015';
    expect(degreeHeld(resume)).toBe('master');
  });

  it('counts a degree still in progress as the level below', () => {
    expect(degreeHeld('Master student in Electronics Engineering, expected March 2026')).toBe('bachelor');
    expect(degreeHeld('PhD candidate in Chemistry')).toBe('master');
  });

  it('reads professional doctorates and German and Spanish degrees', () => {
    expect(degreeHeld('Juris Doctor, Georgia State University')).toBe('doctorate');
    expect(degreeHeld('B.Sc. Informatik, Hochschule Beispielstadt, 2016–2019')).toBe('bachelor');
    expect(degreeHeld('Licenciado en Derecho')).toBe('bachelor');
  });

  it('finds nothing in a resume without a degree', () => {
    expect(
      degreeHeld('Cashier\nProficient in MS Office\nLearns and masters new skills quickly'),
    ).toBeUndefined();
  });
});
