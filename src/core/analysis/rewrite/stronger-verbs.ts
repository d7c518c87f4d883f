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

/**
 * Other verbs that keep the meaning of a plain one for the objects resumes give it, as a second choice to
 * `strongerOf`: "Built dashboards" -> "Developed dashboards", "Prepared statements" -> "Compiled statements".
 */
const alternativeOf: Record<string, string> = {
  build: 'develop',
  develop: 'build',
  create: 'develop',
  design: 'devise',
  lead: 'head',
  manage: 'direct',
  improve: 'enhance',
  increase: 'raise',
  reduce: 'lower',
  use: 'apply',
  utilize: 'apply',
  provide: 'deliver',
  deliver: 'provide',
  train: 'instruct',
  mentor: 'guide',
  coach: 'mentor',
  write: 'develop',
  author: 'write',
  fix: 'correct',
  conduct: 'perform',
  perform: 'conduct',
  coordinate: 'organize',
  organize: 'coordinate',
  answer: 'address',
  check: 'review',
  start: 'initiate',
  launch: 'introduce',
  identify: 'pinpoint',
  run: 'lead',
  analyze: 'examine',
  analyse: 'examine',
  prepare: 'compile',
  compile: 'prepare',
  present: 'deliver',
  define: 'establish',
  partner: 'collaborate',
  collaborate: 'partner',
  hold: 'run',
  generate: 'produce',
  produce: 'generate',
  grow: 'expand',
  expand: 'grow',
  achieve: 'attain',
  monitor: 'track',
  track: 'monitor',
  review: 'assess',
  assess: 'evaluate',
  evaluate: 'assess',
  recruit: 'hire',
  hire: 'recruit',
  redesign: 'rebuild',
  establish: 'create',
  document: 'record',
  resolve: 'fix',
  direct: 'lead',
  oversee: 'manage',
  supervise: 'oversee',
  plan: 'organize',
  implement: 'introduce',
  streamline: 'simplify',
  simplify: 'streamline',
  cut: 'reduce',
  lower: 'reduce',
  boost: 'increase',
  raise: 'increase',
  strengthen: 'improve',
  enhance: 'improve',
  educate: 'teach',
  instruct: 'teach',
  guide: 'mentor',
  post: 'share',
  share: 'post',
  tutor: 'coach',
  chair: 'head',
};

/** The verb words of a body that may be swapped: the first, and those that open the items of its list. */
function listVerbAt(words: readonly string[], index: number): boolean {
  if (index === 0) return true;
  const previous = words[index - 1] ?? '';
  return /^(?:and|&)$/iu.test(previous) || /;$/u.test(previous) || (/,$/u.test(previous) && index <= 8);
}

/** Which verbs `alternateVerbs` words otherwise: the first, the next one of its list, or both. */
export type VerbSwap = 'first' | 'later' | 'both';

/**
 * Another wording of the bullet's verbs, each swapped for another verb of the same meaning and form: its
 * first verb ("Built dashboards" -> "Developed dashboards"), the next verb of its list ("Designed, ran and
 * analyzed" -> "Designed, led and analyzed"), or both. Null unless each verb asked for can be swapped.
 */
export function alternateVerbs(body: string, swap: VerbSwap = 'both'): string | null {
  const words = body.replace(/^successfully\s+/i, '').split(' ');
  const wanted = swap === 'both' ? 2 : 1;
  let firstForm: string | undefined;
  let swapped = 0;
  for (let index = 0; index < Math.min(words.length, 14) && swapped < wanted; index++) {
    if (!listVerbAt(words, index)) continue;
    const word = words[index] ?? '';
    const known = lookupVerb(bare(word));
    if (index === 0) {
      if (!known || known.form === 'gerund') return null;
      firstForm = known.form;
      if (swap === 'later') continue;
    }
    const other = known && known.form !== 'gerund' ? alternativeOf[known.verb.base] : undefined;
    // "Use of", "Coordinated with doctors": a noun, or a verb whose preposition the other would not take.
    const next = (words[index + 1] ?? '').toLowerCase();
    const takesWith = known && /^(?:partner|collaborate)$/u.test(known.verb.base);
    if (!known || !other || next === 'of' || (next === 'with' && !takesWith)) {
      if (index === 0) return null;
      continue;
    }
    // A later word must be a verb in the first one's form with something after it ("and maintain 12
    // dashboards"), not a noun that looks like one ("research and design.").
    if (index > 0 && (known.form !== firstForm || !next || /[,.;:]$/u.test(word))) continue;
    const form = verb(other)[known.form];
    const suffix = word.match(/[^\p{L}\p{N}]*$/u)?.[0] ?? '';
    words[index] = (/^\p{Lu}/u.test(word) ? capitalize(form) : form) + suffix;
    swapped++;
  }
  return swapped === wanted ? words.join(' ') : null;
}
