/**
 * The claims audit of `bench:analysis`: every term an analysis calls missing (a skill or a keyword the resume
 * "does not mention") looked for in the resume by a plain matcher of its own, which shares no code with the
 * engine: case and accents folded, punctuation read as a space, a word's plural "s" ignored, and the term's
 * words also glued ("e-mail" is "email"); a one-letter name counts only standing alone as written. A missing term the resume states this way is a contradicted claim.
 */

/** Folded words, each without a plural "s" (only on words longer than three letters: "AWS", "ads" stay). */
function plainWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}#+]+/u)
    .filter(Boolean)
    .map((word) => (word.length > 3 && word.endsWith('s') ? word.slice(0, -1) : word));
}

/** Whether the resume text states the term in so many words (see the file's comment). */
export function plainlyStates(resumeText: string, term: string, words = plainWords(resumeText)): boolean {
  // A one-letter name ("R", "C") is a word only standing alone as written: "R&D" holds no R.
  if (/^\p{L}$/u.test(term.trim()))
    return new RegExp(`(?:^|[\\s,;(])${term.trim()}(?=[\\s,;)]|$)`, 'mu').test(resumeText);
  const termWords = plainWords(term);
  if (termWords.length === 0) return false;
  const glued = termWords.join('');
  for (let at = 0; at < words.length; at++) {
    if (termWords.every((word, offset) => words[at + offset] === word)) return true;
    if (words[at] === glued) return true;
  }
  return false;
}

export interface ClaimsTally {
  claims: number;
  contradicted: number;
  /** A few contradicted claims, "term" in file, for the tuning half's misses. */
  examples: string[];
}

export function auditClaims(resumeText: string, missingTerms: readonly string[], tally: ClaimsTally): void {
  const words = plainWords(resumeText);
  for (const term of missingTerms) {
    tally.claims++;
    if (plainlyStates(resumeText, term, words)) {
      tally.contradicted++;
      if (tally.examples.length < 20) tally.examples.push(term);
    }
  }
}
