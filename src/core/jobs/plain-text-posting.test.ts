import { readFileSync } from 'node:fs';
import path from 'node:path';
import { corpusDir } from '@core/testing/corpus-dir';
import { describe, expect, it } from 'vitest';
import { plainTextPosting } from './plain-text-posting';

const read = (file: string) => readFileSync(path.join(corpusDir, file), 'utf8');

describe('plainTextPosting', () => {
  it('takes a short first line as the title, without Markdown or a "Stellenbeschreibung:" label', () => {
    const fields = plainTextPosting(read('jobs/txt/resume-matcher-german_job.md'));
    expect(fields.title).toBe('Backend Engineer (m/w/d)');
    expect(fields.description).toMatch(/^# Stellenbeschreibung: Backend Engineer \(m\/w\/d\)\n\nWir suchen/);
  });

  it('takes no title when the text starts with a sentence', () => {
    const fields = plainTextPosting(read('jobs/txt/resume-matcher-e2e-backend-eng.txt'));
    expect(fields.title).toBeUndefined();
    expect(fields.description).toMatch(/^We are looking for a Senior Backend Engineer/);
  });

  it('skips a URL slug above the title', () => {
    const fields = plainTextPosting(read('jobs/txt/flint-ien-registered-nurse-emergency-room-austin-tx.md'));
    expect(fields.title).toBe('IEN - Registered Nurse Emergency Room');
  });

  it('reads title and organization from TOML front matter and leaves the front matter out', () => {
    const fields = plainTextPosting(
      read(
        'jobs/txt/throneless-boulder-valley-womens-health-center_marketing-and-communications-coordinator.md',
      ),
    );
    expect(fields).toMatchObject({
      title: 'Marketing & Communications Coordinator',
      company: "Boulder Valley Women's Health Center",
    });
    expect(fields.description).toMatch(/^The Marketing & Communications Coordinator will support/);
  });

  it('reads a "Company:" line', () => {
    expect(plainTextPosting('Line Cook\n\nCompany: Harbor Diner\n\nCook breakfast.').company).toBe(
      'Harbor Diner',
    );
  });
});
