import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { resumeDocumentSchema } from '@shared/resume-document';
import { describe, expect, it } from 'vitest';
import { jsonResumeMessages, readJsonResume, readJsonResumeValue } from './read-json-resume';

const fixture = (name: string) =>
  readFileSync(resolve(import.meta.dirname, '../../../test/fixtures/json-resume', name), 'utf8');
const sampleText = fixture('full-sample.json');

/** The message of a file that must not read. */
function failureOf(text: string): string {
  const read = readJsonResume(text);
  if (read.ok) throw new Error('expected the file to be refused');
  return read.message;
}

/** The sample with one change made to it, as text. */
// biome-ignore lint/suspicious/noExplicitAny: a JSON file, walked by the test as written.
function changed(edit: (resume: Record<string, any>) => void): string {
  const resume = JSON.parse(sampleText);
  edit(resume);
  return JSON.stringify(resume, null, 2);
}

describe('readJsonResume', () => {
  it('reads a full resume.json into a valid resume document, every section in order', () => {
    const read = readJsonResume(sampleText);
    if (!read.ok) throw new Error(read.message);
    expect(resumeDocumentSchema.parse(read.document)).toEqual(read.document);
    expect(read.document.basics).toEqual({
      name: 'Priya Raman',
      label: 'Senior Data Engineer',
      email: 'priya.raman@example.com',
      phone: '(512) 555-0147',
      location: 'Austin, TX, US',
      profiles: [
        { network: 'LinkedIn', url: 'https://www.linkedin.com/in/priyaraman' },
        { network: 'GitHub', url: 'https://github.com/praman-data' },
        { network: 'Website', url: 'https://priyaraman.example.com' },
      ],
    });
    expect(read.document.sections.map((section) => `${section.type}:${section.heading}`)).toEqual([
      'header:',
      'summary:Summary',
      'experience:Experience',
      'experience:Volunteer Experience',
      'education:Education',
      'skills:Skills',
      'projects:Projects',
      'certifications:Certifications',
      'other:Awards',
      'other:Publications',
      'other:Languages',
      'other:Interests',
      'other:References',
    ]);
    const [current, past] = read.document.sections[2]?.items ?? [];
    expect(current).toMatchObject({
      kind: 'entry',
      title: 'Senior Data Engineer',
      organisation: 'Meridian Freight',
      location: 'Austin, TX',
      dates: { text: 'Mar 2021 – Present', start: { year: 2021, month: 3 }, isCurrent: true },
      headerLines: [
        { text: 'Senior Data Engineer | Meridian Freight | Austin, TX | Mar 2021 – Present', line: -1 },
      ],
    });
    expect(past).toMatchObject({
      dates: { text: 'Jun 2017 – Feb 2021', start: { year: 2017, month: 6 }, end: { year: 2021, month: 2 } },
    });
    const education = read.document.sections[4]?.items[0];
    expect(education).toMatchObject({
      title: 'M.S. in Computer Science',
      organisation: 'University of Texas at Austin',
      lines: [
        { text: 'GPA: 3.9/4.0', isBullet: false },
        { text: 'Relevant coursework: Distributed Systems, Database Management, Machine Learning' },
      ],
    });
    expect(read.document.sections[5]?.items[0]).toEqual({
      kind: 'skills',
      label: 'Languages',
      skills: ['Python', 'SQL', 'Scala'],
      separator: ', ',
      line: -1,
    });
  });

  it('reads dates with a day to their month, and a location with every part', () => {
    const read = readJsonResume(
      changed((resume) => {
        resume.work[1].startDate = '2017-06-12';
        resume.basics.location = {
          address: '1100 Congress Ave',
          postalCode: '78701',
          city: 'Austin',
          region: 'TX',
          countryCode: 'US',
        };
      }),
    );
    if (!read.ok) throw new Error(read.message);
    expect(read.document.basics.location).toBe('1100 Congress Ave, Austin, TX, 78701, US');
    const past = read.document.sections[2]?.items[1];
    expect(past).toMatchObject({ dates: { start: { year: 2017, month: 6 }, text: 'Jun 2017 – Feb 2021' } });
  });

  it('reads a file with only some sections, and properties of other tools, in a resume’s usual order', () => {
    const read = readJsonResumeValue({
      skills: [{ name: 'Tools', keywords: ['Excel'], x_rating: 5 }],
      basics: { name: 'Ana Ortiz', x_pronouns: 'she/her' },
      work: [{ name: 'Acme', position: 'Clerk', endDate: '2019' }],
    });
    if (!read.ok) throw new Error(read.message);
    expect(read.document.sections.map((section) => section.type)).toEqual(['header', 'experience', 'skills']);
    expect(read.document.sections[1]?.items[0]).toMatchObject({
      dates: { text: '2019', end: { year: 2019 }, isCurrent: false },
    });
  });

  it('tells a file that is not JSON, with where it breaks', () => {
    expect(failureOf('')).toBe(jsonResumeMessages.empty);
    expect(failureOf('hello')).toBe('The file is not valid JSON: unexpected "h" at line 1, column 1');
    expect(failureOf('{\n  "basics": { "name": "Ana" }\n  "work": []\n}')).toBe(
      'The file is not valid JSON: unexpected "\\"" at line 3, column 3',
    );
    expect(failureOf('{ "basics": { "name": "Ana", } }')).toBe(
      'The file is not valid JSON: unexpected "}" at line 1, column 30',
    );
    expect(failureOf('{ "basics": { "name": "Ana"')).toBe(
      'The file is not valid JSON: it ends at line 1, column 28 before the JSON is complete',
    );
  });

  it('tells a file that is JSON but no resume object', () => {
    expect(failureOf('[{ "basics": {} }]')).toBe(jsonResumeMessages.notAnObject('a list'));
    expect(failureOf('"resume"')).toBe(jsonResumeMessages.notAnObject('"resume"'));
    expect(failureOf('null')).toBe(jsonResumeMessages.notAnObject('null'));
  });

  it('names the first wrong field by its path, what it expects and what it got', () => {
    expect(failureOf(changed((resume) => (resume.work[1].startDate = 'March 2021')))).toBe(
      'work[1].startDate: expected a date like 2021-03 (got "March 2021")',
    );
    expect(failureOf(changed((resume) => (resume.education[0].endDate = '2017-13')))).toBe(
      'education[0].endDate: expected a date like 2021-03 (got "2017-13")',
    );
    expect(failureOf(changed((resume) => (resume.basics.phone = 5125550147)))).toBe(
      'basics.phone: expected text (got the number 5125550147)',
    );
    expect(failureOf(changed((resume) => (resume.basics.profiles[1].url = true)))).toBe(
      'basics.profiles[1].url: expected text (got the boolean true)',
    );
    expect(failureOf(changed((resume) => (resume.work = { name: 'Acme' })))).toBe(
      'work: expected a list (got an object)',
    );
    expect(failureOf(changed((resume) => (resume.skills[2].keywords = 'AWS, Docker')))).toBe(
      'skills[2].keywords: expected a list (got "AWS, Docker")',
    );
  });

  it('names the wrong field a reader meets first in the file, not in the schema’s order', () => {
    const text = JSON.stringify({
      projects: [{ name: 7 }],
      basics: { name: ['Ana'] },
      work: [{ startDate: 'soon' }],
    });
    expect(failureOf(text)).toBe('projects[0].name: expected text (got the number 7)');
  });
});
