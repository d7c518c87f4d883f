/** Small word classes the rewrites need to read a bullet's first phrase, without a full parser. */

export const determiners = new Set(
  'a an the all any each every our their his her its my this that these those both new existing several multiple various numerous many some'.split(
    ' ',
  ),
);

/** Words that end a noun phrase: prepositions, conjunctions, relative pronouns. */
export const phraseEnders = new Set(
  'of for to with in on at by from into onto across through via using during within while and or but that which who whose when where including such as per than after before under over between among around toward towards'.split(
    ' ',
  ),
);

/** Adjectives that can stand before "and": in "new and returning customers", "returning" is no verb. */
export const listAdjectives = new Set(
  'new old existing current former prospective potential future internal external young elderly senior junior local remote regular daily weekly monthly annual small large key public private'.split(
    ' ',
  ),
);

/** People a bullet can lead, train or serve: their count is worth a number. */
export const peopleNouns = new Set(
  'team teams staff employees crew personnel volunteers interns associates workers agents representatives cashiers servers technicians nurses aides assistants students trainees supervisors managers contractors engineers developers designers analysts members hires people patients customers clients residents children families tenants guests users visitors subscribers participants learners apprentices reports colleagues cooks'.split(
    ' ',
  ),
);

/** The word without surrounding punctuation, lower-case. */
export function bare(word: string): string {
  return word.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
}

/**
 * Whether a word looks like a plural count noun ("projects", "invoices"): ends in -s but not -ss/-us/-is
 * (process, status, analysis), -ics (logistics) or -ous, and is no verb in third person we know of.
 */
export function looksPlural(word: string): boolean {
  const lower = bare(word);
  if (peopleNouns.has(lower) && lower !== 'staff' && lower !== 'personnel' && lower !== 'team') {
    return lower.endsWith('s') || lower === 'people' || lower === 'children';
  }
  return /^[a-z][a-z-]{2,}s$/.test(lower) && !/(?:ss|us|is|ics|ous|ness)$/.test(lower);
}

/** The words of the first noun phrase of a text: up to the first preposition, conjunction or punctuation. */
export function firstPhrase(text: string): string[] {
  const phrase: string[] = [];
  for (const token of text.split(/\s+/u)) {
    const word = bare(token);
    if (!word || phraseEnders.has(word)) break;
    phrase.push(word);
    if (/[,.;:()]$/u.test(token)) break;
  }
  return phrase;
}
