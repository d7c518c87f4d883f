import { sameNoun, sameWord } from '../taxonomy/find-paraphrases';
import { isStopword } from '../text/stopwords';
import { words } from '../text/words';

/** The words of a skill's name may stand this far apart (first to last) and still say it. */
const MAX_SPAN = 5;

/**
 * Whether a line says the words of a two- or three-word skill close together, in order, in one clause,
 * without naming it: "Conducted security audits and enforced compliance" for Security compliance, "Prepare
 * business activity reports" for Business reporting. The name's last word may come inflected ("reports" for
 * reporting, but "production" is no product); the others as written, but for the plural ("accounting" is no
 * account). Not across a comma, a bracket or a sentence end.
 * Looser than a paraphrase (find-paraphrases.ts), which counts as having the skill: a conjunction may stand
 * between the words, because here the visitor is only asked whether the line shows the skill.
 */
export function saysSkillNearby(line: string, name: string): boolean {
  const nameWords = words(name).filter((word) => !isStopword(word));
  if (nameWords.length < 2 || nameWords.length > 3) return false;
  const head = nameWords.at(-1) as string;
  const modifiers = nameWords.slice(0, -1);
  for (const clause of line.toLowerCase().split(/[,;:.!?()[\]]/u)) {
    const written = words(clause);
    for (let at = 0; at < written.length; at++) {
      if (!sameWord(written[at] as string, head)) continue;
      if (modifiersBefore(written, modifiers, at)) return true;
    }
  }
  return false;
}

/** Whether the modifiers stand in order before the head at `headAt`, the first no more than MAX_SPAN away. */
function modifiersBefore(written: readonly string[], modifiers: readonly string[], headAt: number): boolean {
  let next = headAt;
  for (const modifier of [...modifiers].reverse()) {
    let found = -1;
    for (let at = next - 1; at >= headAt - MAX_SPAN && at >= 0; at--) {
      if (sameNoun(written[at] as string, modifier)) {
        found = at;
        break;
      }
    }
    if (found < 0) return false;
    next = found;
  }
  return true;
}
