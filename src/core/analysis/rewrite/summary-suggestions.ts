import type { DetectedSection } from '@shared/resume';
import { splitMarker } from './bullets';
import { type Candidate, impactScale } from './ranking';
import { roleOfTitle } from './role-title';
import { type SuggestContext, stemsOf } from './suggest-input';

/** Words of a title that say rank, not the role: "Senior", "Lead" (but see `namesTitle`). */
const rankWords = new Set(
  'senior junior lead principal staff sr jr head chief associate assistant'.split(' '),
);
/** Marks of level, gender or place: never the role, wherever they stand ("Engineer II", "(m/w/d)"). */
const formWords = new Set('i ii iii iv m w d f x all gender remote hybrid'.split(' '));

/** A summary to add, or a summary that does not name the target title led by it. */
export function summarySuggestions(context: SuggestContext): Candidate[] {
  const { sections } = context.input.resume;
  const summary = sections.find((section) => section.type === 'summary');
  if (!summary) return [missingSummary(context)];
  const title = roleOfTitle(context.input.jobTitle);
  if (!title || namesTitle(summary.content.join(' '), title)) return [];
  const at = firstTextLine(context.lines, summary);
  const original = at === undefined ? undefined : context.lines[at]?.trim();
  if (!original || original.split(/\s+/u).length < 4) return [];
  const { body } = splitMarker(original);
  const replacement = `${original.slice(0, original.length - body.length)}${title} — ${body}`;
  return [
    {
      title: 'Name the target role in your summary',
      description: `Your summary does not mention "${title}". Recruiters and applicant tracking systems look for the job title in the first lines.`,
      priority: 'medium',
      impact: impactScale.titleInSummary,
      type: 'summary',
      suggestion: `If the role fits your experience, lead your summary with it: "${replacement}"`,
      original,
      replacement,
      order: 0,
    },
  ];
}

/** Whether the text names the role of a title, rank words aside ("Senior Software Engineer" ~ "software engineer"). */
export function namesTitle(text: string, title: string): boolean {
  const words = (
    title
      .replace(/\([^)]*\)/gu, ' ')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).filter((word) => !formWords.has(word));
  // A rank word is the role itself when last after others: "Sales Associate", "Medical Assistant".
  const roleWords = words.every((word) => rankWords.has(word))
    ? []
    : words.filter((word, at) => at === words.length - 1 || !rankWords.has(word));
  const roleStems = stemsOf(roleWords.join(' '));
  if (roleStems.length === 0) return true;
  const stems = new Set(stemsOf(text));
  return roleStems.every((stem) => stems.has(stem));
}

/** The first line of a section's text: the heading line when the text follows it ("Summary: ..."). */
function firstTextLine(lines: string[], section: DetectedSection): number | undefined {
  const first = section.content[0];
  if (!first) return undefined;
  for (let index = section.startLine; index <= section.endLine; index++) {
    const line = lines[index]?.trim() ?? '';
    if (line === first) return index;
    if (index === section.startLine && section.title && line !== section.title && line.endsWith(first))
      return undefined;
  }
  return undefined;
}

function missingSummary(context: SuggestContext): Candidate {
  const title = roleOfTitle(context.input.jobTitle) ?? '[Your target title]';
  const skills = skillsShown(context.input.resume.sections);
  const skilled = skills.length > 0 ? ` Skilled in ${joinList(skills)}.` : ' Skilled in [your top skills].';
  const text = `${title} with [N] years of experience.${skilled} [Your strongest result, with its figure.]`;
  return {
    title: 'Add a professional summary',
    description:
      'Your resume has no summary. Two or three lines at the top that name the role you want and your strongest skills tell a recruiter in seconds why you fit.',
    priority: 'high',
    impact: impactScale.missingSummary,
    type: 'summary',
    suggestion: `Add a "Summary" section under your contact details, for example: "${text}" Fill in the brackets and keep only what is true.`,
    order: 0,
  };
}

/** The first few skills of the skills sections, as the resume lists them. */
function skillsShown(sections: readonly DetectedSection[]): string[] {
  const found: string[] = [];
  for (const section of sections) {
    if (section.type !== 'skills' || /language|sprach|idioma|langue/iu.test(section.title)) continue;
    for (const line of section.content) {
      const items = splitMarker(line)
        .body.replace(/^[^:]{1,30}:\s*/u, '')
        .split(/\s*(?:,|;|•|·|\|)\s*/u);
      if (items.length < 2) continue;
      for (const item of items) {
        const clean = item.trim().replace(/[.]$/u, '');
        const words = clean.split(/\s+/u).length;
        if (!clean || words > 4 || !/\p{L}/u.test(clean)) continue;
        if (!found.some((known) => known.toLowerCase() === clean.toLowerCase())) found.push(clean);
        if (found.length >= 3) return found;
      }
    }
  }
  return found;
}

function joinList(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
