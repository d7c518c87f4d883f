import impliedTable from '../knowledge/implied-skills.json' with { type: 'json' };
import { readTable } from '../knowledge/read-table';
import { allSkills } from './taxonomy';

/**
 * Skills a resume shows by naming a more specific one (knowledge/implied-skills.json): Amazon EC2 shows AWS,
 * Django shows Python, Tableau shows data visualization. Only what the specific skill cannot be used without;
 * never the other way round (knowing Python shows nothing about Django).
 */
const curated: readonly (readonly [string, ...string[]])[] = readTable(impliedTable, 'implied-skills.json', [
  'skill',
  'shows',
  'reason',
]).map(({ skill, shows }) => [skill, ...shows.split('|')]);

let implied: Map<string, readonly string[]> | undefined;

/** What each skill shows, followed through ("Next.js" shows React, and so JavaScript), built on first use. */
function impliedIndex(): Map<string, readonly string[]> {
  if (implied) return implied;
  const direct = new Map<string, string[]>(curated.map(([skill, ...shown]) => [skill, shown]));
  // Every named service of a cloud shows the cloud: Amazon S3, AWS Lambda -> AWS.
  for (const { name } of allSkills()) {
    const platform = /^(Amazon|AWS) /.test(name)
      ? 'AWS'
      : /^Azure /.test(name)
        ? 'Microsoft Azure'
        : undefined;
    if (platform) direct.set(name, [...new Set([platform, ...(direct.get(name) ?? [])])]);
  }
  const follow = (skill: string, seen: Set<string>): string[] => {
    for (const next of direct.get(skill) ?? []) {
      if (seen.has(next)) continue;
      seen.add(next);
      follow(next, seen);
    }
    return [...seen];
  };
  implied = new Map([...direct.keys()].map((skill) => [skill, follow(skill, new Set())]));
  return implied;
}

/** The broader skills a named skill shows: "Amazon EC2" -> ["AWS"]; "Next.js" -> ["React", "JavaScript"]. */
export function impliedSkills(name: string): readonly string[] {
  return impliedIndex().get(name) ?? [];
}

/** Every name the curated list uses, for the test that keeps it in step with the taxonomy. */
export const curatedImplicationNames = [...new Set(curated.flat())];
