import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { toJsonResume } from '@core/export/to-json-resume';
import type { ResumeDocument } from '@shared/resume-document';
import { sampleDocuments } from '@test/builders/export-documents';
import { describe, expect, it } from 'vitest';
import { fromJsonResume } from './from-json-resume';
import { readJsonResume } from './read-json-resume';

const sample = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../../test/fixtures/json-resume/full-sample.json'), 'utf8'),
);

/** The fields of each JSON Resume list that the builder holds (issue 18: name, contact, sections). */
const builderFields: Record<string, string[]> = {
  work: ['name', 'position', 'location', 'startDate', 'endDate', 'summary', 'highlights'],
  volunteer: ['organization', 'position', 'startDate', 'endDate', 'summary', 'highlights'],
  education: ['institution', 'studyType', 'area', 'startDate', 'endDate', 'score', 'courses'],
  skills: ['name', 'keywords'],
  projects: ['name', 'entity', 'description', 'highlights', 'startDate', 'endDate'],
  certificates: ['name', 'issuer', 'date'],
  awards: ['title', 'awarder', 'date', 'summary'],
  publications: ['name', 'publisher', 'releaseDate', 'summary'],
  languages: ['language', 'fluency'],
  interests: ['name', 'keywords'],
  references: ['name', 'reference'],
};

const pick = (item: Record<string, unknown>, fields: string[]) =>
  Object.fromEntries(
    fields.filter((field) => item[field] !== undefined).map((field) => [field, item[field]]),
  );

/** What the builder holds of a JSON Resume. */
// biome-ignore lint/suspicious/noExplicitAny: a JSON file, walked by the test as written.
function builderHeld(resume: Record<string, any>) {
  const { name, label, email, phone, url, summary, location } = resume.basics;
  return {
    basics: {
      ...pick({ name, label, email, phone, url, summary, location }, [
        'name',
        'label',
        'email',
        'phone',
        'url',
        'summary',
        'location',
      ]),
      profiles: resume.basics.profiles.map((profile: Record<string, unknown>) =>
        pick(profile, ['network', 'url']),
      ),
    },
    ...Object.fromEntries(
      Object.entries(builderFields).map(([key, fields]) => [
        key,
        (resume[key] ?? []).map((item: Record<string, unknown>) => pick(item, fields)),
      ]),
    ),
  };
}

describe('JSON Resume round trips', () => {
  it('JSON Resume → document → JSON Resume keeps every field the builder holds', () => {
    const read = readJsonResume(JSON.stringify(sample));
    if (!read.ok) throw new Error(read.message);
    const written = JSON.parse(JSON.stringify(toJsonResume(read.document)));
    expect(builderHeld(written)).toEqual(builderHeld(sample));
    // Every list keeps its length, and the written file reads again.
    for (const key of Object.keys(builderFields)) expect(written[key], key).toHaveLength(sample[key].length);
    expect(readJsonResume(JSON.stringify(written)).ok).toBe(true);
  });

  it('document → JSON Resume → document gives back the same document', () => {
    const read = readJsonResume(JSON.stringify(sample));
    if (!read.ok) throw new Error(read.message);
    const again = readJsonResume(JSON.stringify(toJsonResume(read.document)));
    if (!again.ok) throw new Error(again.message);
    expect(again.document).toEqual(read.document);
  });

  it('keeps headings, order and two sections of one kind through the outline in meta', () => {
    const document: ResumeDocument = {
      basics: { name: 'Ana Ortiz', profiles: [] },
      sections: [
        { type: 'header', heading: '', line: -1, isEdited: false, items: [] },
        {
          type: 'skills',
          heading: 'Core Skills',
          line: -1,
          isEdited: false,
          items: [{ kind: 'skills', label: 'Tools', skills: ['Excel', 'SAP'], separator: ', ', line: -1 }],
        },
        ...['Work History', 'Internships'].map((heading, at) => ({
          type: 'experience' as const,
          heading,
          line: -1,
          isEdited: false,
          items: [
            {
              kind: 'entry' as const,
              title: `Role ${at}`,
              organisation: `Company ${at}`,
              headerLines: [{ text: `Role ${at} | Company ${at}`, line: -1 }],
              lines: [{ kind: 'line' as const, text: `Did thing ${at}`, isBullet: true, line: -1 }],
            },
          ],
        })),
      ],
    };
    expect(fromJsonResume(JSON.parse(JSON.stringify(toJsonResume(document))))).toEqual(document);
  });

  it('keeps, for uploaded resumes, the person and every entry, bullet and skill JSON Resume has a place for', () => {
    for (const [name, document] of sampleDocuments()) {
      const json = toJsonResume(document);
      const again = fromJsonResume(JSON.parse(JSON.stringify(json)));
      const { basics } = again;
      expect(basics, name).toEqual({ ...document.basics, profiles: basics.profiles });
      expect(basics.profiles.map((profile) => profile.url).sort(), name).toEqual(
        document.basics.profiles.map((profile) => profile.url).sort(),
      );
      // Each section written (the outline) comes back with its type, heading and entries' fields and bullets.
      const written = document.sections.filter(
        (section) =>
          section.type === 'header' ||
          json.meta.vitae.sections.some((part) => part.heading === section.heading && part.key !== 'header'),
      );
      expect(
        again.sections.map((section) => `${section.type}:${section.heading}`),
        name,
      ).toEqual(written.map((section) => `${section.type}:${section.heading}`));
      const entries = (sections: ResumeDocument['sections']) =>
        sections.flatMap((section) =>
          section.items.flatMap((item) =>
            item.kind === 'entry'
              ? [
                  {
                    title: item.title,
                    organisation: item.organisation,
                    location: item.location,
                    start: item.dates?.start,
                    end: item.dates?.isCurrent ? undefined : item.dates?.end,
                    bullets: item.lines.filter((line) => line.isBullet).map((line) => line.text.trim()),
                  },
                ]
              : [],
          ),
        );
      const experience = (sections: ResumeDocument['sections']) =>
        sections.filter((section) => section.type === 'experience' || section.type === 'projects');
      expect(entries(experience(written)).length, name).toBeGreaterThan(1);
      expect(entries(experience(again.sections)), name).toEqual(entries(experience(written)));
      const skills = (sections: ResumeDocument['sections']) =>
        sections.flatMap((section) =>
          section.type === 'skills'
            ? section.items.flatMap((item) =>
                item.kind === 'skills' ? item.skills.map((skill) => skill.trim()) : [],
              )
            : [],
        );
      expect(skills(again.sections), name).toEqual(skills(written));
    }
  });
});
