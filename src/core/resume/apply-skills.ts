import type {
  DocumentLine,
  DocumentSection,
  ResumeDocument,
  SectionItem,
  SkillGroup,
} from '@shared/resume-document';
import { mentionsSkill } from '../analysis/rewrite/skill-line';
import { skillNamed } from '../analysis/taxonomy/taxonomy';
import type { SkillCategory } from '../analysis/types';

/** Core spec §7: with no skills section, skills go at the end under this heading, joined by bullets. */
export const SKILLS_HEADING = 'SKILLS';
export const SKILLS_JOINER = ' • ';
/** The label of a group the optimizer adds beside labelled groups none of which fits the skill. */
export const NEW_GROUP_LABEL = 'Skills';

/** Adds each skill (once, whatever its case) to the document, in place (see `addSkill`); how many it took. */
export function addSkills(document: ResumeDocument, skills: readonly string[]): number {
  const unique = uniqueSkills(skills);
  for (const skill of unique) addSkill(document, skill);
  return unique.length;
}

function uniqueSkills(skills: readonly string[]): string[] {
  const unique: string[] = [];
  for (const skill of skills) {
    const clean = skill.trim().replace(/\s+/gu, ' ');
    if (clean && !unique.some((known) => known.toLowerCase() === clean.toLowerCase())) unique.push(clean);
  }
  return unique;
}

const skillsHeading = /skill|competenc|expertise|proficienc|kenntnis|fähigkeit|habilidad|compétence/iu;
const languagesHeading = /language|sprach|idioma|langue|línguas|语言/iu;
/** A label that names no kind of skill: the group for any skill. */
const generalLabel =
  /^(?:(?:technical|core|key|general|other|additional|professional|relevant|hard|main)\s+)?(?:skills?|competenc(?:y|ies)|expertise|proficienc(?:y|ies)|strengths|general|other|additional)$/iu;

/** The kinds of skill a group's label names ("Frameworks and tools": framework, tool). */
const labelWords: readonly [SkillCategory, RegExp][] = [
  ['programming', /\b(?:programming|languages?|coding|scripting)\b/iu],
  ['framework', /\b(?:frameworks?|librar(?:y|ies)|stacks?)\b/iu],
  ['tool', /\b(?:tools?|software|technolog(?:y|ies)|systems?|applications?|platforms?|office|apps?)\b/iu],
  ['cloud-devops', /\b(?:cloud|devops|infrastructure|platforms?|deployment|ops)\b/iu],
  ['data', /\b(?:data|databases?|analytics|storage|bi|query)\b/iu],
  ['method', /\b(?:methods?|methodolog(?:y|ies)|practices?|process(?:es)?|approaches?)\b/iu],
  ['certification', /\b(?:certifications?|certificates?|licen[cs]es?)\b/iu],
  ['soft', /\b(?:soft|interpersonal|personal|people|communication)\b/iu],
  ['language', /\b(?:languages?|spoken)\b/iu],
];

/** Categories whose skills are listed together when a resume has no list of the skill's own category. */
const kin: Partial<Record<SkillCategory, SkillCategory[]>> = {
  'cloud-devops': ['tool'],
  tool: ['cloud-devops'],
};

/** The category of a listed skill: "AWS (EKS, EC2)" and "Airflow (basic)" are AWS and Airflow. */
function categoryOf(listed: string): SkillCategory | undefined {
  const base = listed.replace(/\([^)]*\)/gu, ' ').trim();
  return (skillNamed(base) ?? skillNamed(listed))?.category;
}

/**
 * How well a group fits a skill of this category: how many of its skills share the category, one more when its
 * label names the category too. A label alone counts (a little) only when none of its skills is known: a
 * "Languages" group of spoken languages does not take Python.
 */
function groupFit(group: SkillGroup, category: SkillCategory): number {
  const categories = group.skills.map(categoryOf);
  const same = categories.filter((known) => known === category).length;
  const named = labelWords.some(([kind, words]) => kind === category && words.test(group.label ?? ''));
  if (same > 0) return same + (named ? 1 : 0);
  return named && categories.every((known) => known === undefined) ? 0.5 : 0;
}

interface GroupAt {
  group: SkillGroup;
  section: DocumentSection;
}

function groupsOf(sections: readonly DocumentSection[]): GroupAt[] {
  return sections.flatMap((section) =>
    section.items.flatMap((item) => (item.kind === 'skills' ? [{ group: item, section }] : [])),
  );
}

/** Whether a skills section of the document lists the skill already (any case, as a whole word or phrase). */
function isListed(document: ResumeDocument, skill: string): boolean {
  return document.sections
    .filter((section) => section.type === 'skills')
    .some((section) =>
      section.items.some((item) =>
        mentionsSkill(
          item.kind === 'skills'
            ? `${item.label ?? ''}: ${item.skills.join(', ')}`
            : item.kind === 'line'
              ? item.text
              : item.lines.map((line) => line.text).join('\n'),
          skill,
        ),
      ),
    );
}

/** The skills section general skills go to: one titled "…Skills…", else one that is no spoken-languages list. */
function mainSkillsSection(document: ResumeDocument): DocumentSection | undefined {
  const skills = document.sections.filter((section) => section.type === 'skills');
  return (
    skills.find((section) => skillsHeading.test(section.heading)) ??
    skills.find((section) => !languagesHeading.test(section.heading)) ??
    skills[0]
  );
}

/** "SKILLS" where the document's headings are in capitals (or it has none), else "Skills". */
function newSectionHeading(document: ResumeDocument): string {
  const headings = document.sections
    .filter((section) => section.type !== 'header')
    .map((section) => section.heading.trim())
    .filter((heading) => /\p{L}/u.test(heading));
  const inCapitals = headings.every((heading) => heading === heading.toUpperCase());
  return inCapitals ? SKILLS_HEADING : 'Skills';
}

/** A section of one skill per line ("• Typing", "• Filing"): a new skill is one more such line. */
function oneSkillLines(section: DocumentSection): DocumentLine | undefined {
  const lines = section.items.filter((item): item is DocumentLine => item.kind === 'line');
  if (lines.length === 0 || lines.length !== section.items.length) return undefined;
  const isShort = (line: DocumentLine) =>
    line.text.trim().split(/\s+/u).length <= 4 && !/[,;|•:]/u.test(line.text);
  return lines.every(isShort) ? lines.at(-1) : undefined;
}

/** A list whose known skills are all spoken languages ("English, Spanish (fluent)"), whatever its label. */
function isSpokenLanguages(group: SkillGroup): boolean {
  const known = group.skills.map(categoryOf).filter((category) => category !== undefined);
  return known.length > 0 && known.every((category) => category === 'language');
}

/**
 * The general list of a skills section: of its unlabelled groups and those labelled "Skills", "Other"… that are
 * no spoken-languages list, the one listing the most known skills (the last of equals).
 */
function generalGroup(groups: readonly SkillGroup[]): SkillGroup | undefined {
  let best: { group: SkillGroup; known: number } | undefined;
  for (const group of groups) {
    if (group.label?.trim() && !generalLabel.test(group.label.trim())) continue;
    if (isSpokenLanguages(group)) continue;
    const known = group.skills.filter((listed) => categoryOf(listed) !== undefined).length;
    if (!best || known >= best.known) best = { group, known };
  }
  return best?.group;
}

/** The number after a numbered line's ("3." gives "4."), so a numbered list goes on. */
function nextNumber(line: DocumentLine): { marker?: string } {
  const numbered = /^(\(?)(\d{1,8})([.)])$/u.exec(line.marker ?? '');
  return numbered ? { marker: `${numbered[1]}${Number(numbered[2]) + 1}${numbered[3]}` } : {};
}

/**
 * Adds a skill the skills sections do not list yet, into the list it belongs to:
 * 1. the group whose skills share its category in the taxonomy (a framework joins the group holding frameworks,
 *    a tool the tools group), or whose label names that category when its skills are unknown; failing that,
 *    the group of a kin category (a cloud service joins the tools, a tool the cloud services);
 * 2. else the general skills group of the main skills section (unlabelled, or labelled "Skills", "Other"…;
 *    never a spoken-languages list; of several, the one listing the most known skills);
 * 3. else a new line of that section: one more line where it lists one skill a line, else a new group, labelled
 *    "Skills" beside labelled groups;
 * 4. else a new skills section at the end ("SKILLS" in a document of capital headings, as core spec §7 says,
 *    else "Skills"), its list joined by " • ".
 */
export function addSkill(document: ResumeDocument, skill: string): void {
  if (isListed(document, skill)) return;
  const category = categoryOf(skill);
  const groups = groupsOf(document.sections.filter((section) => section.type === 'skills'));
  // Its own category first; then a kin one (a cloud service beside the tools that run it).
  for (const kind of category ? [category, ...(kin[category] ?? [])] : []) {
    let best: { at: GroupAt; score: number } | undefined;
    for (const at of groups) {
      const score = groupFit(at.group, kind);
      if (score > 0 && (!best || score > best.score)) best = { at, score };
    }
    if (best) return void best.at.group.skills.push(skill);
  }
  const section = mainSkillsSection(document);
  if (!section) {
    document.sections.push({
      type: 'skills',
      heading: newSectionHeading(document),
      line: -1,
      isEdited: false,
      items: [{ kind: 'skills', skills: [skill], separator: SKILLS_JOINER, line: -1 }],
    });
    return;
  }
  const own = groupsOf([section]).map((at) => at.group);
  const general = generalGroup(own);
  if (general) return void general.skills.push(skill);
  const perLine = oneSkillLines(section);
  const added: SectionItem = perLine
    ? { kind: 'line', text: skill, isBullet: perLine.isBullet, ...nextNumber(perLine), line: -1 }
    : {
        kind: 'skills',
        ...(own.length > 0 ? { label: NEW_GROUP_LABEL } : {}),
        skills: [skill],
        separator: own[0]?.separator ?? ', ',
        line: -1,
      };
  section.items.push(added);
}
