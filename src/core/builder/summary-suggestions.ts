import type { BuilderData, BuilderExperience, CareerStage, TransitionType } from './builder-data';

/** The summary's soft limit (platform spec §9): every suggestion fits in it. */
export const SUMMARY_SOFT_LIMIT = 400;

/** "2021-03" as a count of months (year × 12 + month − 1); undefined for ''. */
function monthIndex(month: string): number | undefined {
  const [year, number] = month.split('-').map(Number);
  return year && number ? year * 12 + number - 1 : undefined;
}

const todayIndex = (today: Date) => today.getFullYear() * 12 + today.getMonth();

/**
 * Whole years of experience in the entries' dates (platform spec §9, for the summary suggestions): the months
 * covered by at least one role, counted once however many roles overlap (intervals merged), a gap between roles
 * not counted. A role runs from its start month through its end month, both included; a current one through
 * today's month, as does one ending after today. Entries without a start, or ending before they start, are
 * left out; one with a start and neither an end nor the current flag counts its start month. 0 when none.
 */
export function yearsOfExperience(experience: BuilderExperience[], today: Date): number {
  const now = todayIndex(today);
  const spans = experience.flatMap((entry) => {
    const start = monthIndex(entry.startDate);
    if (start === undefined || start > now) return [];
    const end = entry.current ? now : Math.min(monthIndex(entry.endDate) ?? start, now);
    return end < start ? [] : [[start, end + 1] as const];
  });
  spans.sort((a, b) => a[0] - b[0]);
  let months = 0;
  let reached = Number.NEGATIVE_INFINITY;
  for (const [start, end] of spans) {
    const from = Math.max(start, reached);
    if (end > from) months += end - from;
    reached = Math.max(reached, end);
  }
  return Math.floor(months / 12);
}

/**
 * The visitor's current role: the job title of the first entry marked current, else that of the entry that
 * ended last, else ''. Entries without a title are passed over.
 */
export function currentRole(experience: BuilderExperience[]): string {
  const titled = experience.filter((entry) => entry.jobTitle.trim() !== '');
  const current = titled.find((entry) => entry.current);
  if (current) return current.jobTitle.trim();
  const ended = titled
    .filter((entry) => entry.endDate !== '')
    .sort((a, b) => (monthIndex(b.endDate) ?? 0) - (monthIndex(a.endDate) ?? 0));
  return ended[0]?.jobTitle.trim() ?? '';
}

/** What a template is filled with; '' or 0 where the visitor has not said. */
interface SummaryContext {
  role: string;
  years: number;
  target: string;
  industry: string;
}

type Template = (context: SummaryContext) => string;

/** "a Product Manager", "an Engineering Manager", "an HR Partner", "a UX Designer". */
export function withArticle(phrase: string): string {
  // An acronym is read letter by letter ("an HR…", "a UX…"); a word by its first sound ("a University…").
  const isVowelSound = /^[A-Z]{2}/u.test(phrase)
    ? /^[AEFHILMNORSX]/u.test(phrase)
    : /^(?:[aeio]|u(?!ni|s[aeu]))/iu.test(phrase);
  return `${isVowelSound ? 'an' : 'a'} ${phrase}`;
}

const experienceOf = ({ years }: SummaryContext) =>
  years >= 1 ? `${years} ${years === 1 ? 'year' : 'years'} of experience` : '';
/** " with 6 years of experience", or '' when the dates give none (never "0 years"). */
const withYears = (context: SummaryContext) =>
  experienceOf(context) ? ` with ${experienceOf(context)}` : '';
/** " in the healthcare industry", or '' without an industry ("Healthcare industry" is not said twice). */
const inIndustry = ({ industry }: SummaryContext) =>
  industry ? ` in the ${industry.replace(/\s+industry$/iu, '')} industry` : '';
const roleOr = (context: SummaryContext, fallback: string) => context.role || fallback;
/** The words after a lead, followed by a comma when there are any ("Analyst with 6 years…, leading"). */
const clause = (words: string) => (words ? `${words},` : '');

/** Two templates per career stage (spec §9), worded for that stage's scope. */
const stageTemplates: Record<CareerStage, Template[]> = {
  entry: [
    (c) =>
      `Motivated ${roleOr(c, 'early-career professional')}${clause(withYears(c))} eager to build on a strong foundation ` +
      `of coursework and hands-on projects. ${c.target ? `Seeking ${c.target} opportunities` : 'Seeking an entry-level opportunity'}` +
      `${inIndustry(c)} to contribute fresh ideas, learn quickly and grow with a collaborative team.`,
    (c) =>
      `Detail-oriented ${roleOr(c, 'professional')}${clause(withYears(c))} known for reliability, clear communication ` +
      `and a drive to learn. Ready to bring that energy to ${c.target ? withArticle(`${c.target} role`) : 'a first full-time role'}${inIndustry(c)}.`,
  ],
  mid: [
    (c) =>
      `Results-driven ${roleOr(c, 'professional')}${withYears(c) || ' with a proven track record'}${inIndustry(c)}, ` +
      'delivering measurable improvements to processes, products and teams. ' +
      (c.target
        ? `Seeking to bring this expertise to ${withArticle(`${c.target} role`)}.`
        : 'Combines hands-on execution with cross-functional collaboration.'),
    (c) =>
      `${c.role ? `Experienced ${c.role}` : 'Experienced professional'}${withYears(c)}${inIndustry(c)} who turns goals ` +
      'into results through ownership, sound judgment and clear communication. ' +
      (c.target
        ? `Ready to take the next step as ${withArticle(c.target)}.`
        : 'Ready to take on greater scope and impact.'),
  ],
  senior: [
    (c) =>
      `Seasoned ${roleOr(c, 'professional')}${clause(withYears(c) + inIndustry(c))} leading teams, shaping strategy and ` +
      'delivering results at scale. ' +
      (c.target
        ? `Ready to drive growth as ${withArticle(c.target)}.`
        : 'Ready to drive growth and build high-performing organizations.'),
    (c) =>
      `Strategic leader and ${roleOr(c, 'senior professional')}${clause(withYears(c) + inIndustry(c))} known for building ` +
      'high-performing teams, guiding organizations through change and turning vision into lasting results.' +
      (c.target ? ` Seeking to contribute as ${withArticle(c.target)}.` : ''),
  ],
  changer: [
    (c) =>
      `${c.role ? `${c.role}${withYears(c)}` : `Professional${withYears(c) || ' with a varied background'}`} bringing ` +
      'transferable strengths in problem solving, communication and delivery to ' +
      `${c.target ? `a new career as ${withArticle(c.target)}` : 'a new career path'}${inIndustry(c)}.`,
    (c) =>
      `Adaptable ${roleOr(c, 'professional')}${withYears(c)} making a deliberate career change` +
      `${c.target ? ` into ${c.target} work` : ''}${inIndustry(c)}. Learns new domains quickly and applies proven ` +
      'skills from day one.',
  ],
};

/** For a career changer, templates per transition type (spec §9), shown before the stage's own. */
const transitionTemplates: Record<TransitionType, Template[]> = {
  'same-field': [
    (c) =>
      `${roleOr(c, 'Professional')}${clause(withYears(c) + inIndustry(c))} now moving into ` +
      `${c.target ? withArticle(`${c.target} role`) : 'a new role'} in the same field, bringing deep domain ` +
      'knowledge and a record of results.',
  ],
  'industry-switch': [
    (c) =>
      `${roleOr(c, 'Professional')}${clause(withYears(c))} now bringing proven skills to ` +
      `${c.industry ? `the ${c.industry.replace(/\s+industry$/iu, '')} industry` : 'a new industry'}` +
      `${c.target ? ` as ${withArticle(c.target)}` : ''}. Combines a fresh outside perspective with a record ` +
      'of delivering results.',
    (c) =>
      `Versatile ${roleOr(c, 'professional')} whose experience transfers across industries, with strengths in ` +
      `stakeholder communication, analysis and execution. Eager to apply them${inIndustry(c) || ' in a new industry'}.`,
  ],
  'role-change': [
    (c) =>
      `${roleOr(c, 'Professional')}${withYears(c)} transitioning into ` +
      `${c.target ? withArticle(`${c.target} role`) : 'a new role'}${inIndustry(c)}, building on transferable ` +
      'strengths in collaboration, problem solving and getting results.',
    (c) => {
      const past = c.role ? withArticle(c.role) : 'a hands-on professional';
      const background = experienceOf(c) ? `${experienceOf(c)} as ${past}` : `a background as ${past}`;
      return (
        `${c.target ? `Aspiring ${c.target}` : 'Career changer'} with ${background} and a track record of ` +
        'learning fast and delivering results.'
      );
    },
  ],
  'academic-to-industry': [
    (c) =>
      `${roleOr(c, 'Academic researcher')}${clause(experienceOf(c) ? ` with ${experienceOf(c)} in research and teaching` : '')}` +
      ` moving into ${c.target ? withArticle(`${c.target} role`) : 'industry'}${inIndustry(c)}. Brings rigorous ` +
      'analysis, clear communication of complex ideas and the ability to master new domains quickly.',
    (c) =>
      `Researcher turned ${c.target || 'industry professional'}, applying data-driven methods, independent ` +
      `project management and persuasive writing${inIndustry(c) || ' to practical business problems'}.`,
  ],
};

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Suggested summaries for the summary step (platform spec §9): two templates for the visitor's career stage,
 * and for a career changer first those of their transition type, filled with the years of experience
 * (`yearsOfExperience` on `today`), the current role (`currentRole`), the target role and the target industry.
 * A value the visitor has not given is worded around (no years, "professional" for a role, no industry clause),
 * so every suggestion reads as a sentence; each fits the 400-character soft limit (one that a very long role or
 * industry would push past it is left out).
 */
export function summarySuggestions(data: BuilderData, today: Date): string[] {
  const { profile, experience } = data;
  const context: SummaryContext = {
    role: currentRole(experience),
    years: yearsOfExperience(experience, today),
    target: profile.targetRole.trim(),
    industry: profile.targetIndustry.trim(),
  };
  const templates = [
    ...(profile.careerStage === 'changer' ? transitionTemplates[profile.transitionType] : []),
    ...stageTemplates[profile.careerStage],
  ];
  return templates
    .map((template) => capitalized(template(context).replace(/\s+/gu, ' ').trim()))
    .filter((summary) => summary.length <= SUMMARY_SOFT_LIMIT);
}
