import { stemmer } from 'stemmer';
import { skillNamed } from './taxonomy';
import { foldCase, tokenize } from './tokenize';

/** Words that carry no skill of their own in a label ("Strong communication skills", "Knowledge of IFRS"). */
const ignored = new Set(
  `a an and or of in on the for with to by skill skills experience knowledge ability abilities proficiency
  proficient expertise understanding familiarity strong good excellent basic working`.split(/\s+/),
);

/** British and American spellings meet before stemming ("organisation" = "organization"). */
const americanize = (word: string) =>
  word
    .replace(/is(ation|ational|e|ed|es|ing)$/, 'iz$1')
    .replace(/our$/, 'or')
    .replace(/ogue$/, 'og');

/** The stemmed content words of a skill name or label, parentheses dropped. */
function stems(text: string): Set<string> {
  const words = tokenize(text.replace(/\([^)]*\)/g, ' ')).map((token) => foldCase(token.norm));
  return new Set(words.filter((word) => !ignored.has(word)).map((word) => stemmer(americanize(word))));
}

/** Whether the smaller set lies inside the larger one and makes at least half of it. */
function covers(found: Set<string>, label: Set<string>): boolean {
  const [small, large] = found.size <= label.size ? [found, label] : [label, found];
  if (small.size === 0 || small.size * 2 < large.size) return false;
  return [...small].every((stem) => large.has(stem));
}

/**
 * Whether a skill the engine found counts as a free-form label of the ground truth. The rule:
 * - when the label is itself a name or alias in the taxonomy, it matches only that skill ("NLP" = Natural
 *   language processing; but "SQL Server" is not "SQL": they are two skills);
 * - otherwise the stemmed content words of one (the skill's name or any alias) lie inside the other's and make
 *   at least half of them: "Communication" matches "English communication", "Python" matches "Python
 *   scripting", "Excel" (alias of Microsoft Excel) matches "Excel macros"; "Plumbing" does not match
 *   "NVQ Level 3 plumbing" (a qualification, of which plumbing is a quarter).
 * Filler words ("skills", "experience", "knowledge of") are ignored, and British spellings equal American ones.
 */
export function labelMatches(found: string, label: string): boolean {
  const foundSkill = skillNamed(found);
  const labelSkill = skillNamed(label);
  if (foundSkill && labelSkill) return foundSkill === labelSkill;
  const labelStems = stems(label);
  const surfaces = foundSkill ? [foundSkill.name, ...foundSkill.aliases] : [found];
  return surfaces.some((surface) => covers(stems(surface), labelStems));
}
