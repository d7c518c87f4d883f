import curatedSkillsTable from '../knowledge/curated-skills.json' with { type: 'json' };
import excludedSkills from '../knowledge/excluded-skills.json' with { type: 'json' };
import { readTable } from '../knowledge/read-table';
import skillGuards from '../knowledge/skill-guards.json' with { type: 'json' };
import { type Skill, type SkillCategory, skillCategories } from '../types';
import type { Guard } from './guard';

const categories = new Set<string>(skillCategories);
const guardKinds = new Set<string>(['exact-case', 'exact-case+context', 'context']);

/**
 * The backbone of the taxonomy (knowledge/curated-skills.json): the skills that matter most across fields, with their
 * usual spellings, each row with its source and reason. The builder merges O*NET and ESCO around these; a
 * curated row always wins over a generated one.
 */
export const curatedSkills: readonly Skill[] = readTable(curatedSkillsTable, 'curated-skills.json', [
  'name',
  'category',
  'aliases',
  'source',
  'reason',
]).map(({ name, category, aliases }) => {
  if (!categories.has(category))
    throw new Error(`curated-skills.json: ${name} has an unknown category ${category}`);
  return { name, category: category as SkillCategory, aliases: aliases ? aliases.split('|') : [] };
});

/**
 * Names that are also everyday words (knowledge/skill-guards.json): how sure the finder must be (guard.ts).
 * Keys are exact spellings.
 */
export const curatedGuards: ReadonlyMap<string, Guard> = new Map(
  readTable(skillGuards, 'skill-guards.json', ['surface', 'guard', 'reason']).map(({ surface, guard }) => {
    if (!guardKinds.has(guard))
      throw new Error(`skill-guards.json: ${surface} has an unknown guard ${guard}`);
    return [surface, guard as Guard];
  }),
);

/** Names the public data sets carry that read as skills but are not one (knowledge/excluded-skills.json). */
export const excludedNames: readonly string[] = readTable(excludedSkills, 'excluded-skills.json', [
  'name',
  'reason',
]).map(({ name }) => name);
