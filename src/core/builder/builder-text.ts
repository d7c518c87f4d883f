import { printedDate } from '@core/json-resume/from-json-resume';
import type { BuilderData, BuilderEducation, BuilderExperience } from './builder-data';
import {
  builderProfileNetworks,
  builderSkillLabels,
  educationLines,
  experienceDates,
} from './builder-document';
import { keptEducation, keptExperience } from './kept-entries';

/** The text export's bullet mark, as the plain-text rendering of the other exports writes it. */
const BULLET = '• ';

/** "Mar 2021 - Present": the text export writes the range with a plain hyphen, as spec §9's layout shows it. */
const datesText = (entry: BuilderExperience) => experienceDates(entry)?.text.replace(' – ', ' - ');

const graduationText = (entry: BuilderEducation) => {
  const [year, month] = entry.graduationDate.split('-').map(Number);
  return year && month ? printedDate({ year, month }) : undefined;
};

const present = (parts: (string | undefined)[]) => parts.map((part) => part?.trim() ?? '').filter(Boolean);

function experienceBlock(entry: BuilderExperience): string[] {
  const where = present([entry.company, entry.location]).join(' | ');
  return [
    entry.jobTitle,
    ...(where ? [where] : []),
    ...present([datesText(entry)]),
    ...entry.achievements.map((text) => `${BULLET}${text}`),
  ];
}

function educationBlock(entry: BuilderEducation): string[] {
  const where = present([entry.institution, entry.location]).join(' | ');
  return [
    entry.degree,
    ...(where ? [where] : []),
    ...present([graduationText(entry)]),
    ...educationLines(entry),
  ];
}

/** Blocks (entries) of a section, a blank line between them. */
const joinedBlocks = (blocks: string[][]) => blocks.flatMap((block, at) => (at > 0 ? ['', ...block] : block));

/**
 * The builder's ATS-friendly text export (platform spec §9, "Text export layout"): the name, the contact line
 * ("email | phone | location", those given), the links on one line ("LinkedIn: … | GitHub: …", those given),
 * then PROFESSIONAL SUMMARY, EXPERIENCE (per kept role: title; "Company | Location"; "Mar 2021 - Present";
 * "• achievement" lines), EDUCATION (per kept degree: degree; "Institution | Location"; graduation month; GPA,
 * honors and coursework lines) and SKILLS ("Technical: a, b", "Soft Skills: …", "Languages: …",
 * "Certifications: …"), each section only when it has content, a blank line between sections and between the
 * entries of one. Ends with a line break. Built locally: the builder makes no server call (spec §7).
 */
export function builderText(data: BuilderData): string {
  const { contact } = data;
  const top = [
    ...present([contact.fullName]),
    ...[present([contact.email, contact.phone, contact.location]).join(' | ')].filter(Boolean),
    ...[
      builderProfileNetworks
        .flatMap(([field, network]) =>
          contact[field].trim() ? [`${network}: ${contact[field].trim()}`] : [],
        )
        .join(' | '),
    ].filter(Boolean),
  ];
  const skills = (
    [
      [builderSkillLabels.technical, data.skills.technical],
      [builderSkillLabels.soft, data.skills.soft],
      [builderSkillLabels.languages, data.skills.languages],
      ['Certifications', data.skills.certifications],
    ] as const
  ).flatMap(([label, list]) => {
    const items = present(list);
    return items.length > 0 ? [`${label}: ${items.join(', ')}`] : [];
  });
  const summary = present(data.summary.text.split('\n'));
  const sections: [string, string[]][] = [
    ['PROFESSIONAL SUMMARY', summary],
    ['EXPERIENCE', joinedBlocks(keptExperience(data.experience).map(experienceBlock))],
    ['EDUCATION', joinedBlocks(keptEducation(data.education).map(educationBlock))],
    ['SKILLS', skills],
  ];
  const blocks = [
    ...(top.length > 0 ? [top] : []),
    ...sections.flatMap(([heading, lines]) => (lines.length > 0 ? [[heading, ...lines]] : [])),
  ];
  return blocks.length > 0 ? `${blocks.map((block) => block.join('\n')).join('\n\n')}\n` : '';
}

/** Characters no file name may hold on Windows, macOS or Linux, and control characters. */
const UNSAFE_FILE_CHARACTERS = /[/\\:*?"<>|\p{Cc}]/gu;

/**
 * The text export's file name (platform spec §9): the full name, characters not allowed in file names dropped,
 * runs of whitespace as one underscore, then "_resume.txt" ("Jane Q Doe" -> "Jane_Q_Doe_resume.txt");
 * "resume.txt" for a blank name.
 */
export function builderTextFileName(fullName: string): string {
  const name = fullName.replace(UNSAFE_FILE_CHARACTERS, ' ').trim().replace(/\s+/gu, '_');
  return name ? `${name}_resume.txt` : 'resume.txt';
}
