import type { DetectedSection } from '@shared/resume';
import { splitSections } from '../../ingest/sections';
import { splitMarker } from './bullets';
import { mentionsSkill } from './skill-line';

/** Core spec §7: with no skills section, skills go at the end under this heading, joined by bullets. */
export const SKILLS_HEADING = 'SKILLS';
export const SKILLS_JOINER = ' • ';

const languageTitle = /language|sprach|idioma|langue|línguas|语言/iu;

/** The skills section to extend: one titled "...skills...", else one that is no spoken-languages list. */
function targetSection(sections: DetectedSection[]): DetectedSection | undefined {
  const skills = sections.filter((section, index) => {
    if (section.type !== 'skills') return false;
    // A section whose last line is also the next heading's line ("...lawEducation") cannot grow safely.
    const next = sections[index + 1];
    return !next || next.startLine > section.endLine;
  });
  return (
    skills.find((section) => /skill|kenntnis|habilidad|compétence|competenc/iu.test(section.title)) ??
    skills.find((section) => !languageTitle.test(section.title)) ??
    skills[0]
  );
}

type Layout = 'own-style' | 'extend-line';

/**
 * The section's lines with the skills added: in its own style (one per marked line, a separated list line
 * extended, "Label: a, b" lines followed by "Additional: ..."), or, as `extend-line`, the last line extended.
 */
function extendSection(text: string, section: DetectedSection, skills: string[], layout: Layout): string {
  const lines = text.split('\n');
  let last = section.endLine;
  while (last > section.startLine && !lines[last]?.trim()) last--;
  const raw = lines[last] ?? '';
  const indent = /^\s*/u.exec(raw)?.[0] ?? '';
  const line = raw.trim();
  const { marker, body } = splitMarker(line);
  const markerPrefix = line.slice(0, line.length - body.length);
  const isHeadingOnly =
    last === section.startLine && section.title !== '' && line.length <= section.title.length + 1;
  const labelled = /^[^,:•|]{1,40}:\s*\S/u.test(body) && last !== section.startLine;
  const separator = /\s[•|·]\s/u.exec(body)?.[0] ?? (body.includes(',') ? ', ' : undefined);
  const insert = (...added: string[]) => lines.splice(last + 1, 0, ...added);
  if (isHeadingOnly) insert(skills.join(', '));
  else if (layout === 'extend-line' || (separator && !labelled)) {
    const join = separator ?? ', ';
    const stop = /\.\s*$/u.test(raw) ? '.' : '';
    lines[last] = `${raw.replace(/[.;]?\s*$/u, '')}${join}${skills.join(join)}${stop}`;
  } else if (marker && !separator) insert(...skills.map((skill) => `${indent}${markerPrefix}${skill}`));
  else if (labelled) insert(`${indent}${markerPrefix}Additional: ${skills.join(', ')}`);
  else insert(`${indent}${skills.join(', ')}`);
  return lines.join('\n');
}

/** Section types and titles in order: what adding skills must not change. */
function outline(sections: readonly DetectedSection[]): string {
  return sections.map((section) => `${section.type}:${section.title}`).join('|');
}

/**
 * The text with the skills added to its skills section, in the section's own style, skipping those it names
 * already (case-insensitive). Without a skills section, they go at the end under "SKILLS", joined by " • ".
 */
export function appendSkills(text: string, skills: readonly string[]): string {
  const wanted = uniqueSkills(skills);
  if (wanted.length === 0) return text;
  const sections = splitSections(text);
  const lines = text.split('\n');
  const skillsText = sections
    .filter((section) => section.type === 'skills')
    .map((section) => lines.slice(section.startLine, section.endLine + 1).join('\n'))
    .join('\n');
  const missing = wanted.filter((skill) => !mentionsSkill(skillsText, skill));
  if (missing.length === 0) return text;
  const section = targetSection(sections);
  if (section) {
    // A new short line can make the next heading look like a list item: keep the layout that parses the same.
    for (const layout of ['own-style', 'extend-line'] as const) {
      const extended = extendSection(text, section, missing, layout);
      if (outline(splitSections(extended)) === outline(sections)) return extended;
    }
  }
  return `${text.replace(/\s+$/u, '')}\n\n${SKILLS_HEADING}\n${missing.join(SKILLS_JOINER)}`;
}

function uniqueSkills(skills: readonly string[]): string[] {
  const unique: string[] = [];
  for (const skill of skills) {
    const clean = skill.trim().replace(/\s+/gu, ' ');
    if (clean && !unique.some((known) => known.toLowerCase() === clean.toLowerCase())) unique.push(clean);
  }
  return unique;
}
