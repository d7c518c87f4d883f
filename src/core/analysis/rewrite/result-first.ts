import { wordList } from '../knowledge/word-lists';
import { capitalize, conjugate, isActionVerb, lookupVerb, type Tense, verb } from './action-verbs';
import { bare, determiners, firstPhrase, looksPlural } from './phrase-words';

/** Verbs of a result clause: what the action changed ("…, cutting setup time", "…, saving 6 hours"). */
const resultVerbs = wordList('result-verb');

/** "-ing" words that open no task of their own: "…, including sepsis", "…, using Python". */
const notTasks = wordList('not-a-task');

/**
 * What a figure did in a clause of its own ("…; infection rate fell from 2.1 to 0.6"), and the verb that says
 * the bullet's owner did it ("Reduced the infection rate from 2.1 to 0.6").
 */
const changeOf = new Map([
  ['rose', 'raise'],
  ['increased', 'raise'],
  ['climbed', 'raise'],
  ['jumped', 'raise'],
  ['fell', 'reduce'],
  ['dropped', 'reduce'],
  ['decreased', 'reduce'],
  ['declined', 'reduce'],
  ['improved', 'improve'],
  ['grew', 'grow'],
  ['doubled', 'double'],
  ['tripled', 'triple'],
]);

/**
 * The action as an "-ing" phrase ("leading the NetSuite rollout"): its lead verb, and a second verb after "and"
 * when that verb is an irregular past in the lead verb's form ("and wrote JUnit tests" -> "and writing JUnit
 * tests"; "and scheduled jobs" may be a noun, so a regular one leaves the action alone). Null for any other
 * action: no verb leading, a gerund, fewer than two words after the verb, or another verb in a list.
 */
function actionAsGerund(action: string): string | null {
  const [lead = '', ...rest] = action.split(' ');
  const leadVerb = lookupVerb(bare(lead));
  if (!leadVerb || leadVerb.form === 'gerund' || rest.length < 2 || !/^\p{Lu}/u.test(lead)) return null;
  const words = [...rest];
  for (const [at, word] of rest.entries()) {
    const previous = rest[at - 1] ?? '';
    const opensItem = /^(?:and|&)$/iu.test(previous) || (/,$/u.test(previous) && at <= 8);
    if (!opensItem || !isActionVerb(bare(word))) continue;
    const other = lookupVerb(bare(word));
    const irregular =
      other?.form === 'past' &&
      leadVerb.form === 'past' &&
      !/ed$/u.test(other.verb.past) &&
      other.verb.past !== other.verb.base;
    if (!other || !irregular || !/^(?:and|&)$/iu.test(previous)) return null;
    words[at] = other.verb.gerund;
  }
  return `${leadVerb.verb.gerund} ${words.join(' ')}`;
}

/**
 * The bullet told result first: "Wrote a script to seed test data, cutting setup time from 30 to 5 minutes"
 * -> "Cut setup time from 30 to 5 minutes by writing a script to seed test data"; "Wrote a caching layer that
 * cut read load by 55%" -> "Cut read load by 55% through writing a caching layer"; a task that is no result
 * goes first with "while": "Chair the PLC, leading data meetings" -> "Lead data meetings while chairing the
 * PLC". A result in a clause of its own, after a semicolon, says what a figure did; the rewrite says the
 * owner did it, in the past as the clause does: "Introduced a PBIS system; office referrals fell by 45%" ->
 * "Reduced office referrals by 45% through introducing a PBIS system"; a clause of its own led by a past verb
 * and holding a figure is what the action achieved: "Wrote SQL for cohort analysis; identified a churn segment
 * worth $1.1M" -> "Identified a churn segment worth $1.1M by writing SQL for cohort analysis". Only for an
 * action with one verb (or a
 * second irregular past after "and") followed by one result clause that ends the bullet; the action's other
 * words stay as written. Null for any other shape.
 */
export function resultFirst(body: string, tense: Tense): string | null {
  return resultClauseFirst(body, tense) ?? figureClauseFirst(body) ?? pastClauseFirst(body);
}

function resultClauseFirst(body: string, tense: Tense): string | null {
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
  const doing = actionAsGerund(action);
  if (!doing) return null;
  const joiner = !isResult ? 'while' : /\bby\b/iu.test(result) ? 'through' : 'by';
  return `${capitalize(conjugate(resultVerb.verb, tense))} ${result} ${joiner} ${doing}${stop}`;
}

/**
 * "Redesigned the curriculum; share of students scoring proficient rose from 61% to 78%" -> "Raised the share
 * of students scoring proficient from 61% to 78% by redesigning the curriculum". The clause's subject is a
 * noun phrase (it opens with no past verb: "helped shorten the close" is another shape) and its rest holds a figure.
 * A singular subject without a determiner takes "the".
 */
function figureClauseFirst(body: string): string | null {
  const match =
    /^([^;]+); (\p{Ll}[^;]*?) (rose|increased|climbed|jumped|fell|dropped|decreased|declined|improved|grew|doubled|tripled) ([^;]*\d[^;]*?)(\.?)$/u.exec(
      body.trim(),
    );
  if (!match) return null;
  const [, action = '', subject = '', change = '', result = '', stop = ''] = match;
  const subjectWords = subject.split(' ');
  const opening = bare(subjectWords[0] ?? '');
  const openingVerb = lookupVerb(opening);
  if (subjectWords.length > 12 || openingVerb?.form === 'past' || /^(?:i|we|they|he|she|it)$/u.test(opening))
    return null;
  const doing = actionAsGerund(action);
  const base = changeOf.get(change);
  if (!doing || !base) return null;
  const head = firstPhrase(subject).at(-1) ?? '';
  const article = determiners.has(opening) || looksPlural(head) ? '' : 'the ';
  const joiner = /\bby\b/iu.test(result) ? 'through' : 'by';
  return `${capitalize(verb(base).past)} ${article}${subject} ${result} ${joiner} ${doing}${stop}`;
}

/**
 * "Own 9 of 14 steps in the close; helped shorten the close from 10 to 6 days" -> "Helped shorten the close from
 * 10 to 6 days by owning 9 of 14 steps in the close": the second clause is led by a past verb (not a noun:
 * "audit finished with zero entries" is another shape) and holds a figure.
 */
function pastClauseFirst(body: string): string | null {
  const match = /^([^;]+); (\p{Ll}[^;]*\d[^;]*?)(\.?)$/u.exec(body.trim());
  if (!match) return null;
  const [, action = '', clause = '', stop = ''] = match;
  const first = bare(clause.split(' ')[0] ?? '');
  const known = lookupVerb(first);
  const isPast = known ? known.form === 'past' : isActionVerb(first) && first.endsWith('ed');
  const doing = isPast ? actionAsGerund(action) : null;
  if (!doing) return null;
  return `${capitalize(clause)} ${/\bby\b/iu.test(clause) ? 'through' : 'by'} ${doing}${stop}`;
}
