import { inflectionBase } from '../taxonomy/find-paraphrases';
import { singular } from '../taxonomy/tokenize';
import { isStopword } from '../text/stopwords';

/** The words of a skill's name may stand this far apart (first to last) and still say it. */
const MAX_SPAN = 5;

/**
 * Whether a line says the words of a two- or three-word skill close together in one clause, without naming
 * it: "Conducted security audits and enforced compliance" for Security compliance, "Prepare business
 * activity reports" for Business reporting. The name's last word may come inflected ("reports" for reporting,
 * but "production" is no product); the others as written, but for the plural ("accounting" is no account).
 * Not across a comma, a bracket or a sentence end.
 */
export function saysSkillNearby(line: string, name: string): boolean {
  const words = name
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word && !isStopword(word));
  if (words.length < 2 || words.length > 3) return false;
  const head = inflectionBase(words.at(-1) as string);
  const modifiers = words.slice(0, -1).map(singular);
  for (const clause of line.toLowerCase().split(/[,;:.!?()[\]]/u)) {
    const written = clause.match(/[\p{L}\p{N}]+/gu) ?? [];
    const positions = [
      ...modifiers.map((modifier) =>
        written.flatMap((word, at) => (singular(word) === modifier ? [at] : [])),
      ),
      written.flatMap((word, at) => (inflectionBase(word) === head ? [at] : [])),
    ];
    if (positions.some((list) => list.length === 0)) continue;
    const all = positions.flat();
    for (const from of all) {
      if (positions.every((list) => list.some((at) => at >= from && at - from <= MAX_SPAN))) return true;
    }
  }
  return false;
}
