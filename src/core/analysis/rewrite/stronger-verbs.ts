import { capitalize, lookupVerb, type Tense, verb } from './action-verbs';
import { bare } from './phrase-words';
import { rewriteWeakOpening } from './weak-openings';

/**
 * A stronger verb for a plain one, chosen to keep the meaning for any object the verb takes in a resume:
 * "Managed the budget" -> "Oversaw the budget", "Wrote unit tests" -> "Authored unit tests".
 */
const strongerOf: Record<string, string> = {
  lead: 'direct',
  manage: 'oversee',
  improve: 'strengthen',
  increase: 'boost',
  reduce: 'cut',
  use: 'leverage',
  utilize: 'leverage',
  provide: 'deliver',
  train: 'coach',
  mentor: 'coach',
  write: 'author',
  fix: 'resolve',
  conduct: 'lead',
  coordinate: 'orchestrate',
  organize: 'orchestrate',
  create: 'design',
  answer: 'field',
  greet: 'welcome',
  check: 'verify',
  get: 'secure',
  run: 'lead',
  start: 'launch',
  find: 'identify',
  show: 'demonstrate',
};

/**
 * The bullet with a stronger opening: a weak opening rewritten, else its first verb swapped for a stronger
 * one in the same form, with "Successfully" dropped (the result says it). Null when nothing is stronger.
 */
export function strengthenVerb(body: string, tense: Tense): string | null {
  const weak = rewriteWeakOpening(body, tense);
  if (weak) return weak;
  const text = body.replace(/^successfully\s+/i, '');
  const [first = '', ...rest] = text.split(' ');
  const known = lookupVerb(bare(first));
  const stronger = known ? strongerOf[known.verb.base] : undefined;
  // "Use of cloud services" is a noun; "coordinated with doctors" would not read "orchestrated with".
  if (known && stronger && !/^(?:of|with)$/i.test(rest[0] ?? '')) {
    const swapped = verb(stronger)[known.form];
    return capitalize([swapped + first.slice(bare(first).length), ...rest].join(' '));
  }
  if (/^collaborat(?:ed|e|es|ing) with\b/i.test(text)) {
    const form = lookupVerb(bare(first))?.form ?? 'past';
    return capitalize([verb('partner')[form], ...rest].join(' '));
  }
  return text === body ? null : capitalize(text);
}
