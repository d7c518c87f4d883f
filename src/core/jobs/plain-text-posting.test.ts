import { describe, expect, it } from 'vitest';
import { plainTextPosting } from './plain-text-posting';

/** A German posting in Markdown whose heading carries a "Stellenbeschreibung:" label. */
const germanMarkdown = `# Stellenbeschreibung: Backend Engineer (m/w/d)

Wir suchen eine:n Backend Engineer mit Fokus auf Python-Services. Sie entwickeln APIs mit FastAPI und pflegen CI/CD-Pipelines.

## Aufgaben
- Entwurf und Implementierung von REST-APIs
- Containerisierung mit Docker und Deployment

## Anforderungen
- Sehr gute Python-Kenntnisse
- Erfahrung mit Docker
`;

/** A posting pasted from a job board: the URL slug above the title, then place, pay and hours. */
const slugFirst = `ien-registered-nurse-emergency-room-austin-tx
IEN - Registered Nurse Emergency Room
Austin, TX
$75,000 - $84,000 a year
Full-time

We are looking for an internationally educated Registered Nurse to care for patients in our emergency room.`;

/** A static-site posting: TOML front matter with title and organization, then the text. */
const tomlFrontMatter = `+++
author = "None"
title = "Marketing & Communications Coordinator"
organization = "Boulder Valley Family Clinic"
location = "Colorado"
salary = "$37,000 - $39,000"
a_job_type = ["Full Time"]
+++
The Marketing & Communications Coordinator will support the clinic's marketing, communications and fundraising. They will run day-to-day external communications and the internal newsletter.

TO APPLY: Please submit a resume, a writing sample and a letter of interest.
`;

describe('plainTextPosting', () => {
  it('takes a short first line as the title, without Markdown or a "Stellenbeschreibung:" label', () => {
    const fields = plainTextPosting(germanMarkdown);
    expect(fields.title).toBe('Backend Engineer (m/w/d)');
    expect(fields.description).toMatch(/^# Stellenbeschreibung: Backend Engineer \(m\/w\/d\)\n\nWir suchen/);
  });

  it('takes no title when the text starts with a sentence', () => {
    const text =
      'We are looking for a Senior Backend Engineer to join our platform team. You will design and build\nhigh-throughput Python services.';
    const fields = plainTextPosting(text);
    expect(fields.title).toBeUndefined();
    expect(fields.description).toMatch(/^We are looking for a Senior Backend Engineer/);
  });

  it('skips a URL slug above the title', () => {
    expect(plainTextPosting(slugFirst).title).toBe('IEN - Registered Nurse Emergency Room');
  });

  it('reads title and organization from TOML front matter and leaves the front matter out', () => {
    const fields = plainTextPosting(tomlFrontMatter);
    expect(fields).toMatchObject({
      title: 'Marketing & Communications Coordinator',
      company: 'Boulder Valley Family Clinic',
    });
    expect(fields.description).toMatch(/^The Marketing & Communications Coordinator will support/);
  });

  it('reads title and company from YAML front matter', () => {
    const yaml = `---\ntitle: "Front Desk Assistant"\ncompany: Blue Mountain Clinic\n---\n${'Greet patients, answer phones and book appointments. '.repeat(5)}`;
    expect(plainTextPosting(yaml)).toMatchObject({
      title: 'Front Desk Assistant',
      company: 'Blue Mountain Clinic',
    });
  });

  it('splits "Company: Title" when the text presents the company as the employer', () => {
    const text =
      'Signpost.gov: Data Analyst\n\nSignpost.gov is hiring a Data Analyst. At Signpost.gov you will measure how people sign in.';
    expect(plainTextPosting(text)).toMatchObject({ title: 'Data Analyst', company: 'Signpost.gov' });
    // Without such evidence the line stays whole.
    expect(plainTextPosting('Night shift: Porter\n\nWelcome guests arriving late.').title).toBe(
      'Night shift: Porter',
    );
  });

  it('reads a "Company:" line', () => {
    expect(plainTextPosting('Line Cook\n\nCompany: Harbor Diner\n\nCook breakfast.').company).toBe(
      'Harbor Diner',
    );
  });
});
