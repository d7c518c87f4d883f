import { capitalize, conjugate, isActionVerb, lookupVerb, type Tense } from './action-verbs';
import { bare } from './phrase-words';

/** Verbs of a result clause: what the action changed ("…, cutting setup time", "…, saving 6 hours"). */
const resultVerbs = new Set(
  'cut reduce lower decrease eliminate replace save raise increase boost lift improve grow accelerate generate'.split(
    ' ',
  ),
);

/** "-ing" words that open no task of their own: "…, including sepsis", "…, using Python". */
const notTasks = new Set(
  'including using following according regarding involving concerning excluding pending during incorporating featuring spanning covering'.split(
    ' ',
  ),
);

/**
 * The bullet told result first: "Wrote a script to seed test data, cutting setup time from 30 to 5 minutes"
 * -> "Cut setup time from 30 to 5 minutes by writing a script to seed test data"; "Wrote a caching layer that
 * cut read load by 55%" -> "Cut read load by 55% through writing a caching layer"; a task that is no result
 * goes first with "while": "Chair the PLC, leading data meetings" -> "Lead data meetings while chairing the
 * PLC". Only for an action with
 * one verb followed by one result clause (", <result verb>ing …" or "that <result verb> …") that ends the
 * bullet; the action's other words stay as written. Null for any other shape: "and scheduled jobs" may be a verb or a noun, so an action
 * with a second verb is left alone.
 */
export function resultFirst(body: string, tense: Tense): string | null {
  const text = body.trim();
  const clause = /^([^,;]+), (\p{L}+ing) ([^,;]+?)(\.?)$/u.exec(text);
  const relative = clause ? null : /^([^,;]+?) that (\p{L}+) ([^,;]+?)(\.?)$/u.exec(text);
  const match = clause ?? relative;
  if (!match) return null;
  const [, action = '', resultWord = '', result = '', stop = ''] = match;
  const resultVerb = lookupVerb(resultWord.toLowerCase());
  // "…, cutting load by 55%"; "…a cache that cut load by 55%" (the thing built did it, by its builder);
  // "Chair the PLC, leading data meetings": another task done at the same time, "while".
  const forms = clause ? ['gerund'] : ['past', 'third'];
  if (!resultVerb || !forms.includes(resultVerb.form) || notTasks.has(resultWord.toLowerCase())) return null;
  const isResult = resultVerbs.has(resultVerb.verb.base);
  if (!isResult && !clause) return null;
  const [lead = '', ...rest] = action.split(' ');
  const leadVerb = lookupVerb(bare(lead));
  if (!leadVerb || leadVerb.form === 'gerund' || rest.length < 2 || !/^\p{Lu}/u.test(lead)) return null;
  // A second verb in the action ("Added three endpoints and wrote tests") would need its own -ing.
  if (rest.some((word, at) => /^(?:and|&)$/iu.test(rest[at - 1] ?? '') && isActionVerb(bare(word))))
    return null;
  const joiner = !isResult ? 'while' : /\bby\b/iu.test(result) ? 'through' : 'by';
  const leadRest = rest.join(' ');
  return `${capitalize(conjugate(resultVerb.verb, tense))} ${result} ${joiner} ${leadVerb.verb.gerund} ${leadRest}${stop}`;
}
