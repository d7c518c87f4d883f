import type { SkillCategory } from '../types';
import type { Token } from './tokenize';

/**
 * Last words of the name of an organisation or a law: "Program Management Office", "Federal Information
 * Security Management Act", "Agricultural Research Service". A team is not among them ("our Data Science team"
 * says what the job is about), nor a plan ("write the Marketing Plan" is marketing work).
 */
const nameHeads = new Set(
  `office unit department division directorate branch agency administration bureau ministry authority commission
  council committee board trust institute foundation association society act center centre service services`.split(
    /\s+/,
  ),
);
/**
 * Small words inside a name: "Genomics and Bioinformatics Research Unit", "The Office of Personnel
 * Management". After the skill's words only "and" goes on with the name: "Data Analysis for the Program
 * Management Office" is a duty and an office.
 */
const connectors = new Set(['and', 'of', 'the']);
const connectorsAfter = new Set(['and']);
/** Product names may end in such words ("SQL Server Integration Services"): the rule is for fields of work. */
const productCategories = new Set<SkillCategory>(['programming', 'framework', 'tool', 'cloud-devops']);

const isCapitalised = (line: string, token: Token) => /^\p{Lu}/u.test(line.slice(token.start, token.end));
/** Words of one name stand apart by spaces only, or are glued by "&" or a hyphen ("R&D"). */
const joinsName = (token: Token) => /^(\s+|&|\s*[-\u2010-\u2015]\s*)$/.test(token.before);

/**
 * The proper name of an organisation or law around a skill's words (tokens `start` to `end`, exclusive), as
 * character offsets in the line; undefined when the words are no part of such a name. The name is the run of
 * capitalised words around the match ("Federal Information Security Management Act"); it must be longer than
 * the match and end in a word such as Office or Act ("Microsoft Office" alone is the product).
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
  const inName = (index: number, smallWords: ReadonlySet<string>) => {
    const token = tokens[index];
    return token !== undefined && (isCapitalised(line, token) || smallWords.has(token.norm));
  };
  let first = match.start;
  while (first > 0 && joinsName(tokens[first] as Token) && inName(first - 1, connectors)) first--;
  let last = match.end - 1;
  while (
    last + 1 < tokens.length &&
    joinsName(tokens[last + 1] as Token) &&
    inName(last + 1, connectorsAfter)
  )
    last++;
  while (last >= match.end && connectors.has((tokens[last] as Token).norm)) last--;
  const isLonger = first < match.start || last >= match.end;
  if (!isLonger || !nameHeads.has((tokens[last] as Token).norm)) return undefined;
  return { start: (tokens[first] as Token).start, end: (tokens[last] as Token).end };
}
