import { execFile } from 'node:child_process';
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { headingIn, printedRangeIn } from '../headings';
import { type JsonResume, type ResumePart, resumeParts, type ZooLayout } from '../layout';

/**
 * A resume written in Markdown and put through pandoc, as many developers keep theirs: pandoc's default LaTeX
 * template (xelatex, so Chinese and accents print) and its default Word document. Headings are the
 * language's; each role is a level-3 heading "Role, Company" with its dates and place in italics beneath.
 */

const run = promisify(execFile);

/** Markdown's special characters escaped in a text field. */
const escaped = (text: string) => text.replace(/([\\`*_{}[\]<>#+!|~$])/gu, '\\$1');
const joined = (parts: (string | undefined)[], separator: string) => parts.filter(Boolean).join(separator);

function entry(
  title: string,
  organisation: string | undefined,
  below: string,
  paragraph?: string,
  bullets: string[] = [],
) {
  return [
    `### ${escaped(joined([title, organisation], ', '))}`,
    '',
    ...(below ? [`*${escaped(below)}*`, ''] : []),
    ...(paragraph ? [escaped(paragraph), ''] : []),
    ...bullets.map((bullet) => `- ${escaped(bullet)}`),
    '',
  ];
}

function partMarkdown(resume: JsonResume, part: ResumePart): string[] {
  const language = resume.meta?.language ?? 'en';
  const range = (start?: string, end?: string) => printedRangeIn(language, start, end);
  const list = (items: string[]) => (items.length ? [...items.map((item) => `- ${escaped(item)}`), ''] : []);
  switch (part) {
    case 'summary':
      return resume.basics.summary ? [escaped(resume.basics.summary), ''] : [];
    case 'work':
      return (resume.work ?? []).flatMap((job) =>
        entry(
          job.position,
          job.name,
          joined([range(job.startDate, job.endDate), job.location], ' · '),
          job.summary,
          job.highlights,
        ),
      );
    case 'volunteer':
      return (resume.volunteer ?? []).flatMap((role) =>
        entry(
          role.position,
          role.organization,
          range(role.startDate, role.endDate),
          role.summary,
          role.highlights,
        ),
      );
    case 'education':
      return (resume.education ?? []).flatMap((school) =>
        entry(
          joined([school.studyType, school.area], ' '),
          school.institution,
          range(school.startDate, school.endDate),
          joined([school.score && `GPA ${school.score}`, school.courses?.join(', ')], '. '),
        ),
      );
    case 'projects':
      return (resume.projects ?? []).flatMap((project) =>
        entry(
          project.name,
          undefined,
          range(project.startDate, project.endDate),
          project.description,
          project.highlights,
        ),
      );
    case 'skills':
      return list(
        (resume.skills ?? []).map((group) => `${group.name}: ${(group.keywords ?? []).join(', ')}`),
      );
    case 'certificates':
      return list(
        (resume.certificates ?? []).map((item) =>
          joined([item.name, item.issuer, item.date?.slice(0, 4)], ', '),
        ),
      );
    case 'awards':
      return list(
        (resume.awards ?? []).map((item) => joined([item.title, item.awarder, item.date?.slice(0, 4)], ', ')),
      );
    case 'publications':
      return list(
        (resume.publications ?? []).map((item) =>
          joined([item.name, item.publisher, item.releaseDate?.slice(0, 4)], ', '),
        ),
      );
    case 'languages':
      return list((resume.languages ?? []).map((item) => joined([item.language, item.fluency], ': ')));
    case 'interests':
      return list(
        (resume.interests ?? []).map((item) => joined([item.name, item.keywords?.join(', ')], ': ')),
      );
    case 'references':
      return list((resume.references ?? []).map((item) => joined([item.name, item.reference], ': ')));
  }
}

export function resumeMarkdown(resume: JsonResume): string {
  const { basics } = resume;
  const language = resume.meta?.language ?? 'en';
  const place = joined(
    [basics.location?.city, basics.location?.region ?? basics.location?.countryCode],
    ', ',
  );
  const contact = joined(
    [basics.email, basics.phone, place, ...(basics.profiles ?? []).map((p) => p.url)],
    ' | ',
  );
  const body = resumeParts.flatMap((part) => {
    const lines = partMarkdown(resume, part);
    return lines.length ? [`## ${headingIn(language, part)}`, '', ...lines] : [];
  });
  return [
    `# ${escaped(basics.name)}`,
    '',
    ...(basics.label ? [escaped(basics.label), ''] : []),
    escaped(contact),
    '',
    ...body,
  ].join('\n');
}

/** pandoc's variables for the LaTeX template: Latin Modern, and a Chinese font for Chinese. */
const latexVariables = (language: string) => [
  '-V',
  'geometry:margin=0.8in',
  ...(language === 'zh' ? ['-V', 'CJKmainfont=Noto Serif CJK SC'] : []),
];

function pandocLayout(format: 'pdf' | 'docx'): ZooLayout {
  return {
    id: `pandoc-${format}`,
    family: 'pandoc',
    licence: 'pandoc: GPL-2.0-or-later (its output is the author’s)',
    needs: [
      { command: 'pandoc', debianPackage: 'pandoc' },
      ...(format === 'pdf' ? [{ command: 'xelatex', debianPackage: 'texlive-xetex' }] : []),
    ],
    heading: (part, language) => headingIn(language, part),
    async render(resume, dir, name) {
      const work = join(dir, '.work');
      await mkdir(work, { recursive: true });
      const source = join(work, `${name}.md`);
      await writeFile(source, resumeMarkdown(resume));
      const target = join(work, `${name}.${format}`);
      const language = resume.meta?.language ?? 'en';
      const options = format === 'pdf' ? ['--pdf-engine=xelatex', ...latexVariables(language)] : [];
      await run('pandoc', [source, '-f', 'markdown', '-o', target, ...options], { timeout: 120_000 });
      const path = join(dir, `${name}.${format}`);
      await copyFile(target, path);
      return path;
    },
  };
}

export const pandocLayouts: ZooLayout[] = [pandocLayout('pdf'), pandocLayout('docx')];
