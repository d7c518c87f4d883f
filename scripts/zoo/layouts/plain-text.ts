import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fromJsonResume, sectionOfKey } from '@core/json-resume/from-json-resume';
import { renderText } from '@core/resume/render-text';
import { headingIn, printedRangeIn } from '../headings';
import { type JsonResume, type ResumePart, resumeParts, type ZooLayout } from '../layout';

/**
 * Plain text as people upload it: our own text export; a resume pasted from a word processor (capital
 * headings, the company and dates on the line under the role, "•" and a tab before each bullet); and a job
 * site's text export whose headings run on at the end of the line before them ("… (Certificate Course)
 * Education Details").
 */

interface Style {
  heading: (text: string) => string;
  /** The lines of an entry: its header lines, then its paragraph and bullets. */
  entry: (header: EntryHeader, paragraph: string | undefined, bullets: string[]) => string[];
}

interface EntryHeader {
  title: string;
  organisation?: string;
  location?: string;
  dates: string;
}

const joined = (parts: (string | undefined)[], separator: string) => parts.filter(Boolean).join(separator);

const pasted: Style = {
  heading: (text) => text.toLocaleUpperCase(),
  entry: (header, paragraph, bullets) => [
    header.title,
    joined([joined([header.organisation, header.location], ', '), header.dates], ' | '),
    ...(paragraph ? [paragraph] : []),
    ...bullets.map((bullet) => `•\t${bullet}`),
  ],
};

const runOn: Style = {
  heading: (text) => text,
  entry: (header, paragraph, bullets) => [
    `${joined([header.title, header.organisation, header.location], ', ')} (${header.dates})`,
    ...(paragraph ? [paragraph] : []),
    ...bullets.map((bullet) => `- ${bullet}`),
  ],
};

/** The lines of one part, without its heading. */
function partLines(resume: JsonResume, part: ResumePart, style: Style): string[] {
  const language = resume.meta?.language ?? 'en';
  const range = (start?: string, end?: string) => printedRangeIn(language, start, end);
  switch (part) {
    case 'summary':
      return [resume.basics.summary ?? ''];
    case 'work':
      return (resume.work ?? []).flatMap((job) =>
        style.entry(
          {
            title: job.position,
            organisation: job.name,
            location: job.location,
            dates: range(job.startDate, job.endDate),
          },
          job.summary,
          job.highlights ?? [],
        ),
      );
    case 'volunteer':
      return (resume.volunteer ?? []).flatMap((role) =>
        style.entry(
          {
            title: role.position,
            organisation: role.organization,
            dates: range(role.startDate, role.endDate),
          },
          role.summary,
          role.highlights ?? [],
        ),
      );
    case 'education':
      return (resume.education ?? []).flatMap((school) => [
        ...style.entry(
          {
            title: joined([school.studyType, school.area], ' '),
            organisation: school.institution,
            dates: range(school.startDate, school.endDate),
          },
          undefined,
          [],
        ),
        ...(school.score ? [`GPA: ${school.score}`] : []),
        ...(school.courses?.length ? [school.courses.join(', ')] : []),
      ]);
    case 'projects':
      return (resume.projects ?? []).flatMap((project) =>
        style.entry(
          { title: project.name, dates: range(project.startDate, project.endDate) },
          project.description,
          project.highlights ?? [],
        ),
      );
    case 'skills':
      return (resume.skills ?? []).map((group) => `${group.name}: ${(group.keywords ?? []).join(', ')}`);
    case 'certificates':
      return (resume.certificates ?? []).map((item) =>
        joined([item.name, item.issuer, item.date?.slice(0, 4)], ', '),
      );
    case 'awards':
      return (resume.awards ?? []).map((item) =>
        joined([item.title, item.awarder, item.date?.slice(0, 4)], ', '),
      );
    case 'publications':
      return (resume.publications ?? []).map((item) =>
        joined([item.name, item.publisher, item.releaseDate?.slice(0, 4)], ', '),
      );
    case 'languages':
      return (resume.languages ?? []).map((item) => joined([item.language, item.fluency], ': '));
    case 'interests':
      return (resume.interests ?? []).map((item) => joined([item.name, item.keywords?.join(', ')], ': '));
    case 'references':
      return (resume.references ?? []).map((item) => joined([item.name, item.reference], ': '));
  }
}

/** The name and contact lines. */
function headerLines(resume: JsonResume): string[] {
  const { basics } = resume;
  const place = joined(
    [basics.location?.city, basics.location?.region ?? basics.location?.countryCode],
    ', ',
  );
  return [
    basics.name,
    ...(basics.label ? [basics.label] : []),
    joined([basics.email, basics.phone, place], ' | '),
    ...(basics.profiles ?? []).map((profile) => profile.url),
  ];
}

/** Each part with its heading, as blocks of lines. */
function blocks(resume: JsonResume, style: Style): { heading: string; lines: string[] }[] {
  const language = resume.meta?.language ?? 'en';
  return resumeParts
    .map((part) => ({
      heading: style.heading(headingIn(language, part)),
      lines: partLines(resume, part, style),
    }))
    .filter((block) => block.lines.some(Boolean));
}

function textLayout(
  id: string,
  render: (resume: JsonResume) => string,
  heading: ZooLayout['heading'],
): ZooLayout {
  return {
    id,
    family: 'plain-text',
    licence: 'our own',
    needs: [],
    heading,
    async render(resume, dir, name) {
      const path = join(dir, `${name}.txt`);
      await writeFile(path, render(resume));
      return path;
    },
  };
}

const pastedText = (resume: JsonResume) =>
  [
    ...headerLines(resume),
    ...blocks(resume, pasted).flatMap((block) => ['', block.heading, ...block.lines]),
  ].join('\n');

/** Every heading after the header runs on at the end of the line before it. */
function runOnText(resume: JsonResume): string {
  const lines = headerLines(resume);
  for (const block of blocks(resume, runOn)) {
    lines.push(`${lines.pop() ?? ''} ${block.heading}`, ...block.lines);
  }
  return lines.join('\n');
}

export const plainTextLayouts: ZooLayout[] = [
  textLayout(
    'text-export',
    (resume) => renderText(fromJsonResume(resume)),
    (part) => sectionOfKey[part].heading,
  ),
  textLayout('text-pasted', pastedText, (part, language) => headingIn(language, part).toLocaleUpperCase()),
  textLayout('text-run-on', runOnText, (part, language) => headingIn(language, part)),
];
