import type { SkillCategory } from '../types';
import type { Token } from './tokenize';

/**
 * Last words of the name of an organisation, a law or a document: "Program Management Office", "Federal
 * Information Security Management Act", "Agricultural Research Service", "R&D Strategic Plan". A team is not
 * among them: "our Data Science team" does say what the job is about.
 */
const nameHeads = new Set(
  `office unit department division directorate branch agency administration bureau ministry authority commission
  council committee board trust institute foundation association society act plan center centre service services`.split(
    /\s+/,
  ),
);
/** Small words inside a name: "Genomics and Bioinformatics Research Unit", "Office of Personnel Management". */
const connectors = new Set(['and', 'of', 'for', 'the']);
/** Product names may end in such words ("SQL Server Integration Services"): the rule is for fields of work. */
const productCategories = new Set<SkillCategory>(['programming', 'framework', 'tool', 'cloud-devops']);

const isCapitalised = (line: string, token: Token) => /^\p{Lu}/u.test(line.slice(token.start, token.end));
/** Words of one name stand apart by spaces only, or are glued by "&" or a hyphen ("R&D"). */
const joinsName = (token: Token) => /^(\s+|&|\s*[-\u2010-\u2015]\s*)$/.test(token.before);

/**
 * The proper name of an organisation, law or document around the words `start`..`end` (exclusive) of a line,
 * a skill's name, as character offsets; undefined when the words are no part of such a name. The name is the
 * run of capitalised words around the match ("Federal Information Security Management Act"); it must be
 * longer than the match and end in a word such as Office, Act or Plan ("Microsoft Office" alone is the product).
 */
export function properNameAround(
  line: string,
  tokens: readonly Token[],
  match: { start: number; end: number; category: SkillCategory },
): { start: number; end: number } | undefined {
  if (productCategories.has(match.category)) return undefined;
  for (let index = match.start; index < match.end; index++) {
    const token = tokens[index] as Token;
    if (!isCapitalised(line, token) && !connectors.has(token.norm)) return undefined;
  }
  const inName = (index: number) => {
    const token = tokens[index];
    return token !== undefined && (isCapitalised(line, token) || connectors.has(token.norm));
  };
  let first = match.start;
  while (first > 0 && joinsName(tokens[first] as Token) && inName(first - 1)) first--;
  let last = match.end - 1;
  while (last + 1 < tokens.length && joinsName(tokens[last + 1] as Token) && inName(last + 1)) last++;
  while (last >= match.end && connectors.has((tokens[last] as Token).norm)) last--;
  const isLonger = first < match.start || last >= match.end;
  if (!isLonger || !nameHeads.has((tokens[last] as Token).norm)) return undefined;
  return { start: (tokens[first] as Token).start, end: (tokens[last] as Token).end };
}
