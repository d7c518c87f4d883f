import type { SectionItem, SkillGroup } from '@shared/resume-document';
import { lineItem } from './entries';
import type { TextUnit } from './wrapped-lines';

/** "Languages: Python, Go": a label of at most this many words before a colon. */
const MAX_LABEL_WORDS = 5;
/** A line without separators of at most this many words is one skill ("Project Management"). */
const MAX_SKILL_WORDS = 5;

/** Separators of a skills list, strongest first; commas inside parentheses do not count. */
const separators: readonly { pattern: RegExp; written: (match: string) => string }[] = [
  { pattern: /\s*\|\s*/gu, written: () => ' | ' },
  { pattern: /\s*[•▪●◦]\s*/gu, written: (match) => ` ${match.trim()} ` },
  { pattern: /\s+·\s+|·/gu, written: () => ' · ' },
  { pattern: /\s*;\s*/gu, written: () => '; ' },
  { pattern: /\s*,\s*/gu, written: () => ', ' },
  { pattern: /\t+|\s{3,}/gu, written: () => '   ' },
];

/** The text with what is inside parentheses blanked, so separators there are not seen. */
function outsideParentheses(text: string): string {
  let depth = 0;
  return [...text]
    .map((char) => {
      if (char === '(' || char === '[') depth++;
      const blank = depth > 0;
      if ((char === ')' || char === ']') && depth > 0) depth--;
      return blank ? '\u0000' : char;
    })
    .join('');
}

/** The list's skills and its separator; one skill and "" when the text has no separator. */
export function splitSkills(text: string): { skills: string[]; separator: string } {
  const visible = outsideParentheses(text);
  for (const { pattern, written } of separators) {
    const matches = [...visible.matchAll(pattern)];
    if (matches.length === 0) continue;
    const skills: string[] = [];
    let start = 0;
    for (const match of matches) {
      skills.push(text.slice(start, match.index).trim());
      start = (match.index ?? 0) + match[0].length;
    }
    skills.push(text.slice(start).trim());
    const kept = skills.filter(Boolean);
    if (kept.length > 1) return { skills: kept, separator: written(matches[0]?.[0] ?? '') };
  }
  return { skills: [text.trim()], separator: '' };
}

/** "Label: rest" with a short label, else no label. */
function labelOf(text: string): { label?: string; rest: string } {
  const match = /^([^:|•,;()]{1,40}?)\s*[:：]\s*(.*)$/u.exec(text);
  const label = match?.[1]?.trim();
  if (!match || !label || label.split(/\s+/u).length > MAX_LABEL_WORDS || /https?$|www$/iu.test(label))
    return { rest: text };
  return { label, rest: match[2] ?? '' };
}

const spanOf = (units: readonly TextUnit[]) => {
  const first = units[0]?.parts[0]?.line ?? -1;
  const last = units.at(-1)?.parts.at(-1)?.line ?? -1;
  return { line: first, ...(first >= 0 && last > first ? { lineCount: last - first + 1 } : {}) };
};

/**
 * The items of a skills section, one group a printed list:
 * - "Label: a, b, c" is a group with its label; the list is split at "|", "•", "·", ";", "," or a wide gap,
 *   the strongest one printed, never inside parentheses ("SQL (Snowflake, PostgreSQL)" is one skill);
 * - "a • b • c" and "a | b" are a group without a label;
 * - lines of one skill each ("Python" / "Go" / "Docker", bullets or not) make one group, printed one a line
 *   (separator "\n"), under the label of a "Label:" line right above them;
 * - a line that reads as a sentence (more than a few words and no separator) stays a line, and so does a
 *   numbered item ("1. Python"), with its number.
 */
export function buildSkillGroups(units: readonly TextUnit[]): SectionItem[] {
  const items: SectionItem[] = [];
  let run: { units: TextUnit[]; skills: string[]; label?: string } | undefined;
  const closeRun = () => {
    if (run && run.skills.length > 0) {
      items.push({
        kind: 'skills',
        ...(run.label ? { label: run.label } : {}),
        skills: run.skills,
        separator: '\n',
        ...spanOf(run.units),
      } satisfies SkillGroup);
    } else if (run) {
      // A label line with nothing under it: a line of its own.
      for (const unit of run.units) items.push(lineItem(unit));
    }
    run = undefined;
  };
  for (const unit of units) {
    // A numbered item ("1. Python") stays a line, its number with it.
    if (unit.marker) {
      closeRun();
      items.push(lineItem(unit));
      continue;
    }
    const { label, rest } = labelOf(unit.text);
    if (label !== undefined && rest === '') {
      closeRun();
      run = { units: [unit], skills: [], label };
      continue;
    }
    const { skills, separator } = splitSkills(rest);
    if (separator === '' && !label) {
      const words = rest.split(/\s+/u).filter(Boolean).length;
      if (words <= MAX_SKILL_WORDS && !/[.!?]$/u.test(rest)) {
        run ??= { units: [], skills: [] };
        run.units.push(unit);
        run.skills.push(rest.trim());
        continue;
      }
      closeRun();
      items.push(lineItem(unit));
      continue;
    }
    // A list under a "Label:" line of its own takes that label.
    const labelAbove = !label && run?.label !== undefined && run.skills.length === 0 ? run : undefined;
    if (!labelAbove) closeRun();
    run = undefined;
    items.push({
      kind: 'skills',
      ...(label ? { label } : labelAbove?.label ? { label: labelAbove.label } : {}),
      skills,
      separator: separator || ', ',
      ...spanOf(labelAbove ? [...labelAbove.units, unit] : [unit]),
    } satisfies SkillGroup);
  }
  closeRun();
  return items;
}
