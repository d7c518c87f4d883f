import type { Skill, SkillCategory } from '../../types';
import type { Guard } from '../guard';
import { phraseKey, tokenize } from '../tokenize';

/** Categories whose one-word names are product names, which may collide with everyday words. */
const technical = new Set<SkillCategory>(['programming', 'framework', 'tool', 'cloud-devops', 'data']);

export interface MergeInput {
  curated: readonly Skill[];
  /** Generated skills, most trusted source first. */
  generated: readonly (readonly Skill[])[];
  excluded: readonly string[];
  curatedGuards: ReadonlyMap<string, Guard>;
  english: Set<string>;
}

export interface MergedTaxonomy {
  skills: Skill[];
  guards: Record<string, Guard>;
  /** Curated names or aliases that collide with another curated skill: a mistake to fix in the list. */
  conflicts: string[];
}

/**
 * The guard a generated surface needs: short all-capital acronyms that are also words ("REST", "SOAP") must be
 * written in capitals; a one-word product named like an everyday word needs a technical neighbour.
 */
function automaticGuard(
  surface: string,
  category: SkillCategory,
  english: Set<string>,
  isCurated: boolean,
): Guard | undefined {
  if (tokenize(surface).length !== 1) return undefined;
  const letters = surface.replace(/[^\p{L}]/gu, '');
  const isCapitals = letters.length > 0 && letters === letters.toUpperCase();
  if (isCurated) {
    const isAmbiguous = surface.length <= 2 || english.has(surface.toLowerCase());
    return isCapitals && surface.length <= 4 && isAmbiguous ? 'exact-case' : undefined;
  }
  // A generated one-word product needs a technical neighbour unless its spelling is unlike any word
  // ("ArcMap", "S3"); "Quicken", "ETC", "Act!" and "@Risk" all read as words.
  const isDistinctive = /\p{Ll}\p{Lu}|\d/u.test(surface);
  return technical.has(category) && !isDistinctive ? 'exact-case+context' : undefined;
}

/**
 * Merges the curated list with the generated ones: each normalised name or alias belongs to one skill only
 * (the first to claim it: curated, then the sources in order), and the result is sorted by name.
 */
export function mergeSkills(input: MergeInput): MergedTaxonomy {
  const owner = new Map<string, string>();
  const excluded = new Set(input.excluded.map(phraseKey));
  const skills: Skill[] = [];
  const guards = new Map<string, Guard>();
  const conflicts: string[] = [];
  const byName = new Map<string, Skill & { aliases: string[] }>();
  // "Oracle Java" for Java: a generated skill already known by its name lends the longer forms of that name.
  const addLongerForms = (skill: Skill, nameKey: string) => {
    const known = byName.get(owner.get(nameKey) ?? '');
    if (!known) return;
    for (const alias of skill.aliases) {
      const key = phraseKey(alias);
      if (owner.has(key) || excluded.has(key) || !` ${key} `.includes(` ${nameKey} `)) continue;
      owner.set(key, known.name);
      known.aliases.push(alias);
    }
  };
  const add = (skill: Skill, isCurated: boolean) => {
    const nameKey = phraseKey(skill.name);
    const keys = [skill.name, ...skill.aliases].map(phraseKey);
    // A generated skill sharing any spelling with a known one is that one again, or too close to it to keep.
    const isKnown = isCurated ? owner.has(nameKey) : keys.some((key) => owner.has(key) || excluded.has(key));
    // A generated name of one letter ("J") is any initial; only curated ones ("C", "R") are skills.
    if (!isCurated && nameKey.length === 1) return;
    if (!nameKey || isKnown) {
      if (isCurated) conflicts.push(skill.name);
      else addLongerForms(skill, nameKey);
      return;
    }
    const aliases: string[] = [];
    owner.set(nameKey, skill.name);
    for (const alias of skill.aliases) {
      const key = phraseKey(alias);
      if (!key || (!isCurated && excluded.has(key))) continue;
      if (owner.has(key)) {
        if (isCurated && owner.get(key) !== skill.name) conflicts.push(`${alias} (${skill.name})`);
        continue;
      }
      owner.set(key, skill.name);
      aliases.push(alias);
    }
    for (const surface of [skill.name, ...aliases]) {
      const curatedGuard = input.curatedGuards.get(surface);
      const guard = isCurated
        ? curatedGuard
        : (curatedGuard ?? automaticGuard(surface, skill.category, input.english, false));
      const allCapsGuard = isCurated ? automaticGuard(surface, 'soft', input.english, true) : undefined;
      if (guard ?? allCapsGuard) guards.set(surface, (guard ?? allCapsGuard) as Guard);
    }
    const merged = { name: skill.name, category: skill.category, aliases };
    byName.set(skill.name, merged);
    skills.push(merged);
  };
  for (const skill of input.curated) add(skill, true);
  for (const source of input.generated) for (const skill of source) add(skill, false);
  skills.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  // fromEntries defines each surface as an own property, whatever it is ("constructor", "__proto__").
  const sortedGuards = Object.fromEntries([...guards].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return { skills, guards: sortedGuards, conflicts };
}
