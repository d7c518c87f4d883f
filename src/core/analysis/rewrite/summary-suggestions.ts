import type { DetectedSection } from '@shared/resume';
import { stemsOf } from '../text/stem';
import { words } from '../text/words';
import { splitMarker } from './bullets';
import { passesChecks } from './check-rewrite';
import { type Candidate, impactScale } from './ranking';
import { roleOfTitle } from './role-title';
import type { SuggestContext } from './suggest-input';

/** Words of a title that say rank, not the role: "Senior", "Lead" (but see `namesTitle`). */
const rankWords = new Set(
  'senior junior lead principal staff sr jr head chief associate assistant'.split(' '),
);
/** Marks of level, gender or place: never the role, wherever they stand ("Engineer II", "(m/w/d)"). */
const formWords = new Set('i ii iii iv m w d f x all gender remote hybrid'.split(' '));

/**
 * A summary to add, or a summary that does not name the target role: the role goes in as the one sought
 * ("… Seeking a Staff Nurse role."), at the end of the summary's last line, never as a title held and never in
 * front of the summary. The line is rewritten only when it is whole (a sentence of its own that ends one) and
 * the rewrite passes the checks; otherwise the same advice comes without a rewrite.
 */
export function summarySuggestions(context: SuggestContext): Candidate[] {
  const { sections } = context.input.resume;
  const summary = sections.find((section) => section.type === 'summary');
  if (!summary) return [missingSummary(context)];
  const target = roleSought(context);
  if (!target || namesTitle(summary.content.join(' '), target.role)) return [];
  const sought = seekingSentence(target);
  const advice: Candidate = {
    title: 'Name the target role in your summary',
    description: `Your summary does not mention "${target.role}". Recruiters and applicant tracking systems look for the job title in the first lines.`,
    priority: 'medium',
    impact: impactScale.titleInSummary,
    type: 'summary',
    suggestion: `If the role fits your experience, end your summary with the role you are applying for: "${sought}" Name it as the role you seek, not as a title you held.`,
    order: 0,
  };
  const original = wholeLastLine(context.lines, summary);
  if (!original) return [advice];
  const replacement = `${original} ${sought}`;
  if (!passesChecks({ original, replacement, resumeText: context.input.resume.text })) return [advice];
  const { order: _order, ...withoutRewrite } = advice;
  return [
    {
      ...advice,
      suggestion: `If the role fits your experience, end your summary with the role you are applying for: "${replacement}"`,
      original,
      replacement,
      withoutRewrite,
    },
  ];
}

/**
 * The role of a posting's title, as a summary would name it, and the team or field after its comma apart:
 * "Data Analyst, Growth" is the role "Data Analyst" in "Growth" (see roleOfTitle for the rest).
 */
export function targetRole(jobTitle: string): { role: string; field?: string } | undefined {
  const title = roleOfTitle(jobTitle);
  if (!title) return undefined;
  const comma = title.indexOf(', ');
  if (comma < 0) return { role: title };
  const role = title.slice(0, comma).trim();
  const field = title.slice(comma + 2).trim();
  return field ? { role, field } : { role };
}

/** "Seeking a Staff Nurse role.", "Seeking an Accountant role.", "Seeking a Data Analyst role in Growth." */
export function seekingSentence({ role, field }: { role: string; field?: string }): string {
  return `Seeking ${articleFor(role)} ${role} role${field ? ` in ${field}` : ''}.`;
}

/** "a" or "an", by the sound of the first word: "an Accountant", "a University Lecturer", "an RN". */
function articleFor(phrase: string): 'a' | 'an' {
  const first = phrase.split(/[\s/-]+/u)[0] ?? '';
  if (/^\p{Lu}{2,}$/u.test(first)) return /^[AEFHILMNORSX]/u.test(first) ? 'an' : 'a';
  if (/^(?:uni|use|usu|uti|eu|one|once)/iu.test(first)) return 'a';
  if (/^(?:hour|honest|honou?r|heir)/iu.test(first)) return 'an';
  return /^[aeiou]/iu.test(first) ? 'an' : 'a';
}

/**
 * The last line of the summary when it is whole: a sentence of its own (the first line of the summary, or one
 * after a line that ends a sentence) that ends one. A line a PDF wrapped mid-sentence is no such line.
 */
function wholeLastLine(lines: string[], section: DetectedSection): string | undefined {
  const content = section.content.map((line) => line.trim()).filter(Boolean);
  const last = content.at(-1);
  if (!last || last.split(/\s+/u).length < 4) return undefined;
  const previous = content.at(-2);
  if (previous !== undefined && !/[.!?]$/u.test(previous)) return undefined;
  if (!/^\p{Lu}/u.test(splitMarker(last).body) || !/[.!?]$/u.test(last)) return undefined;
  // A whole line of the resume, not the text after a heading on its line ("Summary: …").
  for (let index = section.endLine; index >= section.startLine; index--)
    if (lines[index]?.trim() === last) return last;
  return undefined;
}

/** Whether the text names the role of a title, rank words aside ("Senior Software Engineer" ~ "software engineer"). */
export function namesTitle(text: string, title: string): boolean {
  const titleWords = words(title.replace(/\([^)]*\)/gu, ' ')).filter((word) => !formWords.has(word));
  // A rank word is the role itself when last after others: "Sales Associate", "Medical Assistant".
  const roleWords = titleWords.every((word) => rankWords.has(word))
    ? []
    : titleWords.filter((word, at) => at === titleWords.length - 1 || !rankWords.has(word));
  const roleStems = stemsOf(roleWords.join(' '));
  if (roleStems.length === 0) return true;
  const stems = new Set(stemsOf(text));
  return roleStems.every((stem) => stems.has(stem));
}

/** The posting's role as the one to seek, when the match puts it within reach (see `roleWithinReach`). */
const roleSought = (context: SuggestContext) =>
  context.input.roleWithinReach === false ? undefined : targetRole(context.input.jobTitle);

/** Advice: a summary to write, with placeholders for what only the visitor knows and the role sought. */
function missingSummary(context: SuggestContext): Candidate {
  const target = roleSought(context);
  const skills = skillsShown(context.input.resume.sections);
  const skilled = skills.length > 0 ? ` Skilled in ${joinList(skills)}.` : ' Skilled in [your top skills].';
  const sought = target ? ` ${seekingSentence(target)}` : '';
  const text = `[Your role] with [N] years of experience.${skilled} [Your strongest result, with its figure.]${sought}`;
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
