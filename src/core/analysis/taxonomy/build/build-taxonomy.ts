import type { Skill } from '../../types';
import { curatedGuards, curatedSkills, excludedNames } from '../curated-skills';
import type { Guard } from '../guard';
import { englishWords } from './english-words';
import { escoSkills } from './esco-skills';
import { mergeSkills } from './merge-skills';
import { onetSkills } from './onet-skills';

/** The raw texts of the public data sets the taxonomy is built from. */
export interface TaxonomySources {
  onetTechnologySkills: string;
  onetOccupations: string;
  escoSkills: string;
}

/** What `skills.json` holds: the skills, and the guards of names that are also everyday words. */
export interface TaxonomyData {
  skills: Skill[];
  guards: Record<string, Guard>;
}

/** Builds the taxonomy from the curated list and the data sets; the same sources always give the same result. */
export function buildTaxonomy(sources: TaxonomySources): TaxonomyData & { conflicts: string[] } {
  const english = englishWords([sources.escoSkills, sources.onetOccupations]);
  return mergeSkills({
    curated: curatedSkills,
    generated: [onetSkills(sources.onetTechnologySkills, english), escoSkills(sources.escoSkills)],
    excluded: excludedNames,
    curatedGuards,
    english,
  });
}

const lineWidth = 110;

/** A JSON array of strings on one line when it fits, else one string a line (the project's formatter style). */
function arrayText(values: readonly string[], indent: string, suffix: string): string {
  const oneLine = `[${values.map((value) => JSON.stringify(value)).join(', ')}]`;
  if (indent.length + oneLine.length + suffix.length <= lineWidth) return oneLine;
  const inner = `${indent}  `;
  return `[\n${values.map((value) => `${inner}${JSON.stringify(value)}`).join(',\n')}\n${indent}]`;
}

function skillText(skill: Skill, isLast: boolean): string {
  const comma = isLast ? '' : ',';
  const name = `"name": ${JSON.stringify(skill.name)}`;
  const category = `"category": ${JSON.stringify(skill.category)}`;
  const oneLine = `    { ${name}, ${category}, "aliases": ${arrayText(skill.aliases, '', '')} }${comma}`;
  if (oneLine.length <= lineWidth && !oneLine.includes('\n')) return oneLine;
  const aliases = `"aliases": ${arrayText(skill.aliases, '      ', '"aliases": '.padEnd(11))}`;
  return `    {\n      ${name},\n      ${category},\n      ${aliases}\n    }${comma}`;
}

/** The JSON text of the taxonomy, laid out as the project's formatter (Biome) lays out JSON. */
export function serializeTaxonomy(data: TaxonomyData): string {
  const skills = data.skills
    .map((skill, index) => skillText(skill, index === data.skills.length - 1))
    .join('\n');
  const guards = Object.entries(data.guards)
    .map(([surface, guard]) => `    ${JSON.stringify(surface)}: ${JSON.stringify(guard)}`)
    .join(',\n');
  return `{\n  "skills": [\n${skills}\n  ],\n  "guards": {\n${guards}\n  }\n}\n`;
}
