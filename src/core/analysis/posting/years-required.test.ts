import { samplePosting } from '@test/builders/resume-markup';
import { describe, expect, it } from 'vitest';
import { yearsRequired } from './years-required';

const years = (text: string) => yearsRequired(text)?.years;

describe('yearsRequired: how postings write it', () => {
  it.each([
    ['5+ years of experience in data analytics', 5],
    ['5 or more years of experience', 5],
    ['At least three years of experience in payroll', 3],
    ['at least five years of experience', 5],
    ['Minimum of 2 years experience in a similar role', 2],
    ["Minimum of 2 years' experience in a similar role", 2],
    ['3-5 years of nursing experience', 3],
    ['3 to 5 years experience', 3],
    ['Two (2) years of related work experience', 2],
    ['You must have 1 year of specialized experience equivalent to the GS-12', 1],
    ['To qualify, you must have one (1) year of specialized experience at the next', 1],
    ['A minimum of three years post qualification experience in employment law', 3],
    ['4+ years of professional Python experience', 4],
    ['5+ years in web analytics', 5],
    ['Experience: 3+ years', 3],
    ['18 months of experience in retail', 1.5],
    ['Mindestens 3 Jahre Berufserfahrung in der Softwareentwicklung', 3],
    ['3+ Jahre Erfahrung mit Python', 3],
    ['3 años de experiencia en ventas', 3],
    ['Experiencia mínima de 2 años', 2],
  ])('%s -> %s', (text, expected) => {
    expect(years(text)).toBe(expected);
  });

  it.each([
    'Apply within 2 years of graduation',
    'This is a 3-year contract',
    'We have been over 20 years in business',
    'A 4-year Bachelor of Nursing Science or equivalent',
    'Minimum of 18 years of age.',
    'Serve a one year trial period, if required',
    '27 days of leave, increasing to 33 days after 10 years’ service',
    'Not to exceed 24 months (2 years); may be extended for an additional 2 years',
    'In operation for 35 years, we are the premiere spot for early learning',
    'Applicants with zero years teaching experience should submit references',
    'Occasional travel may be required up to 10%-20% per year',
  ])('finds no requirement in "%s"', (text) => {
    expect(yearsRequired(text)).toBeUndefined();
  });

  it('takes the smallest of alternatives on one line', () => {
    expect(years("Master's degree with 2-3 years experience or PhD 1+ years of experience")).toBe(1);
  });

  it('takes the largest of separate requirements', () => {
    expect(years('Requirements\n5+ years in web analytics.\n3+ years in Big data analytics.')).toBe(5);
  });

  it('prefers the requirements block, and says where', () => {
    const text = [
      'Analyst',
      'Nice to have',
      '- 8+ years of experience',
      'Requirements',
      '- 2+ years of experience',
    ];
    expect(yearsRequired(text.join('\n'))).toEqual({ years: 2, line: 4, text: '- 2+ years of experience' });
  });

  it('ignores company and benefits text', () => {
    expect(
      yearsRequired('Engineer\n\nAbout us\nOur team has 10+ years of experience in payments.'),
    ).toBeUndefined();
  });

  it('reads a number and its experience across a broken line', () => {
    expect(years('Requirements\n- 10 years of\nexperience in sales')).toBe(10);
  });
});

describe('yearsRequired: whole postings', () => {
  it('reads the years each sample posting asks', () => {
    // Each asks in its requirements: "5+ years", "Minimum 2+ years", "2–4 years", "2+ years", "3+ years ... preferred".
    expect(years(samplePosting('backend-engineer'))).toBe(5);
    expect(years(samplePosting('icu-nurse'))).toBe(2);
    expect(years(samplePosting('staff-accountant'))).toBe(2);
    expect(years(samplePosting('data-analyst'))).toBe(2);
    expect(years(samplePosting('math-teacher'))).toBe(3);
    // "0–1 years of professional experience" asks for none.
    expect(yearsRequired(samplePosting('software-intern'))).toBeUndefined();
  });

  it('reads the requirement in the long lines real postings write', () => {
    // A degree or the years: the years are enough.
    expect(
      years('Requirements\n• Bachelor’s degree or 1+ years of related analytical experience required.'),
    ).toBe(1);
    expect(
      years(
        'Requirements\n• PhD in cell biology or a related discipline with a strong publication record and 2-3 years of relevant laboratory experience',
      ),
    ).toBe(2);
    // "preferably" further on the line does not make the years a wish.
    expect(
      years(
        'Requirements\n- 5+ years of experience in marketing data analytics and BI dashboarding, preferably with a B2B focus',
      ),
    ).toBe(5);
    // A PDF line broken in the middle of the sentence.
    expect(
      years(
        'Minimum Qualifications\n• 10 years of experience in technical, customer-facing roles such as Solutions\nArchitect, Systems Engineer or Technical Marketing Engineer',
      ),
    ).toBe(10);
  });

  it('reads Spanish and German postings', () => {
    expect(years('Desarrollador web\nRequisitos\n- Al menos 3 años de experiencia en desarrollo web')).toBe(
      3,
    );
    const german = [
      'Softwareentwickler (m/w/d)',
      '## Ihr Profil',
      '- Mindestens 3 Jahre Berufserfahrung in der Softwareentwicklung',
      '## Das bieten wir',
      '- 30 Tage Urlaub, nach 5 Jahren Betriebszugehörigkeit mehr',
    ];
    expect(years(german.join('\n'))).toBe(3);
  });

  it('finds nothing in a posting whose numbers of years are about the employer, the pay or the benefits', () => {
    const text = [
      'Cook',
      '',
      'About us',
      'Founded 25 years ago, we recently celebrated 25 years of success in the town.',
      '',
      'What you will do',
      '- Prepare meals for 200 guests a day, for children from six weeks to six years old',
      '',
      'Benefits',
      '- Extra leave after 5 years of service',
      '- DBS check: £10.00 deduction from salary over the following 3 months',
    ];
    expect(yearsRequired(text.join('\n'))).toBeUndefined();
  });
});
