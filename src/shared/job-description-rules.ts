/**
 * What the workflow asks of a job description and its addresses before it is saved or analysed (issue 15).
 * Plain functions with no dependency, so the browser and the server (zod, in api/job-descriptions.ts) apply
 * the very same rule.
 */

/** Core spec §9 says a description is "ready" past 50 characters; fewer is refused. */
export const JOB_DESCRIPTION_MIN_CHARS = 50;
/** "Reads as text": at least this many words ... */
export const JOB_DESCRIPTION_MIN_WORDS = 8;
/** ... of which at least this many are different ("Nurse nurse nurse …" is not a description). */
export const JOB_DESCRIPTION_MIN_DISTINCT_WORDS = 5;

/** Han and kana are written without spaces: there each character counts as a word. */
const unspacedLetter = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const letterRun = /\p{L}+/gu;

/** The words of a text as the rule counts them: runs of letters, each Han or kana character a word. */
export function descriptionWords(text: string): string[] {
  const found: string[] = [];
  for (const run of text.match(letterRun) ?? []) {
    if (!unspacedLetter.test(run)) {
      found.push(run.toLowerCase());
      continue;
    }
    // A run mixing scripts ("Java開発") is split into its spaced part and one word per unspaced character.
    let spaced = '';
    for (const letter of run) {
      if (unspacedLetter.test(letter)) {
        if (spaced) found.push(spaced.toLowerCase());
        spaced = '';
        found.push(letter);
      } else spaced += letter;
    }
    if (spaced) found.push(spaced.toLowerCase());
  }
  return found;
}

/**
 * Whether a description says enough to be analysed: at least 50 characters once trimmed, and at least one
 * sentence's worth of text, read simply as 8 words or more (runs of letters; numbers and punctuation do not
 * count) of which 5 or more differ. "Nurse", "Senior Engineer – London – £60k – hybrid!!!!!!!!!!!!!!!!!!!!"
 * and a pasted link are refused; "Care for patients on a busy ward and keep their records." is not.
 */
export function isAnalysableDescription(text: string): boolean {
  const trimmed = text.trim();
  if (trimmed.length < JOB_DESCRIPTION_MIN_CHARS) return false;
  const words = descriptionWords(trimmed.replace(/\b(?:https?:\/\/|www\.)\S+/gi, ' '));
  return (
    words.length >= JOB_DESCRIPTION_MIN_WORDS && new Set(words).size >= JOB_DESCRIPTION_MIN_DISTINCT_WORDS
  );
}

/**
 * A full web address as the job panel's URL fields and the server accept it: http:// or https://, then a
 * host. "not a url", "example.com" (no scheme) and "ftp://…" are refused.
 */
export function isWebAddress(value: string): boolean {
  const trimmed = value.trim();
  if (!/^https?:\/\//i.test(trimmed)) return false;
  try {
    const url = new URL(trimmed);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
