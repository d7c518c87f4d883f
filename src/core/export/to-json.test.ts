import { sampleDocument, sampleDocuments } from '@test/builders/export-documents';
import { describe, expect, it } from 'vitest';
import { defaultExportOptions } from './export-options';
import { renderJson } from './to-json';
import { toJsonResume } from './to-json-resume';

const now = new Date('2026-03-01T12:00:00Z');
/** JSON Resume's date pattern (schema v1.0.0, `iso8601`). */
const iso8601 = /^([1-2][0-9]{3}-[0-1][0-9]-[0-3][0-9]|[1-2][0-9]{3}-[0-1][0-9]|[1-2][0-9]{3})$/u;

describe('renderJson', () => {
  it('holds the contact details, the sections in order and the metadata', () => {
    for (const [name, document] of sampleDocuments()) {
      const exported = JSON.parse(renderJson(document, defaultExportOptions, now));
      expect(Object.keys(exported), name).toEqual(['metadata', 'contact', 'sections', 'jsonResume']);
      expect(exported.contact, name).toEqual(document.basics);
      expect(
        exported.sections.map((section: { type: string }) => section.type),
        name,
      ).toEqual(document.sections.map((section) => section.type));
      expect(exported.metadata, name).toMatchObject({
        creator: 'Vitae',
        language: 'en',
        exportedAt: now.toISOString(),
      });
      // Where each item came from in the upload stays in Vitae.
      expect(JSON.stringify(exported.sections), name).not.toMatch(/"line":|"lineCount":|"isEdited":/u);
    }
  });

  it('leaves the metadata out when not asked for', () => {
    const exported = JSON.parse(
      renderJson(sampleDocument('teacher'), { ...defaultExportOptions, includeMetadata: false }, now),
    );
    expect(Object.keys(exported)).toEqual(['contact', 'sections', 'jsonResume']);
  });
});

describe('toJsonResume', () => {
  it('maps the person, roles, degrees, projects and skills to JSON Resume', () => {
    const resume = toJsonResume(sampleDocument('software-engineer'));
    expect(resume.basics).toMatchObject({
      name: 'Daniel Okafor',
      email: 'daniel.okafor@example.com',
      location: { city: 'Austin', region: 'TX' },
      profiles: [
        expect.objectContaining({ network: 'LinkedIn' }),
        expect.objectContaining({ network: 'GitHub' }),
      ],
    });
    expect(resume.basics.summary).toMatch(/^Backend software engineer/u);
    expect(resume.work.map((role) => [role.position, role.name, role.startDate, role.endDate])).toEqual([
      ['Senior Backend Engineer', 'Brightwave Analytics', '2022-03', undefined],
      ['Software Engineer', 'Corvid Logistics', '2019-06', '2022-02'],
      ['Junior Software Developer', 'Pinecrest Health Systems', '2018-07', '2019-05'],
    ]);
    expect(resume.work[0]?.highlights).toHaveLength(5);
    expect(resume.education).toEqual([
      {
        institution: 'University of Texas at Dallas',
        studyType: 'B.S.',
        area: 'Computer Science',
        startDate: '2014',
        endDate: '2018',
      },
    ]);
    expect(resume.projects.map((project) => project.name)).toHaveLength(2);
    expect(resume.skills[0]).toEqual({
      name: 'Languages',
      keywords: ['Python', 'Go', 'TypeScript', 'SQL', 'Bash'],
    });
  });

  it('writes every date as JSON Resume dates them', () => {
    for (const [name, document] of sampleDocuments()) {
      const resume = toJsonResume(document);
      const dated = [
        ...resume.work,
        ...resume.education,
        ...resume.projects,
        ...resume.certificates,
        ...resume.volunteer,
      ];
      for (const item of dated)
        for (const key of ['startDate', 'endDate', 'date'])
          if (item[key] !== undefined) expect(item[key], name).toMatch(iso8601);
    }
  });
});
