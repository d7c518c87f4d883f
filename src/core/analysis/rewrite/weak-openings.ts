import { capitalize, conjugate, lookupVerb, type Tense, verb, verbOfGerund } from './action-verbs';
import { convertGerunds, startsWithGerund } from './gerunds';
import { bare, determiners, firstPhrase, listAdjectives, peopleNouns } from './phrase-words';

/**
 * Rewrites of weak bullet openings ("Responsible for", "Helped with", "Worked on"...) into an action verb that
 * fits the rest of the bullet, keeping the grammar right and never claiming more than the bullet says:
 * "Helped develop" becomes "Co-developed", not "Developed"; "Assisted with" becomes "Supported".
 */

type Opening =
  | 'duty'
  | 'help'
  | 'support'
  | 'worked-on'
  | 'contribute'
  | 'handle'
  | 'worked-with'
  | 'worked-as';

const openings: readonly (readonly [RegExp, Opening])[] = [
  [
    /^(?:(?:i )?(?:was|were|am|is) )?(?:primarily |solely |directly |also |fully )?(?:responsible for|in charge of|tasked with)\b:?\s*/i,
    'duty',
  ],
  [
    /^(?:my |main |key |primary |daily )?(?:duties|responsibilities) (?:included|include|involved):?\s*/i,
    'duty',
  ],
  [/^(?:helped|helps|help) (?!desk\b)(?:to )?(?=\S)/i, 'help'],
  [/^(?:assisted|assists|assist) (?:with|in)\s+/i, 'support'],
  [/^(?:worked|works|work) on\s+/i, 'worked-on'],
  [/^(?:(?:was|were) )?involved in\s+/i, 'contribute'],
  [/^(?:participated|participates|participate) in\s+/i, 'contribute'],
  [/^(?:handled|handles|handle)\s+/i, 'handle'],
  [/^(?:worked|works|work) (?=(?:closely |directly )?with\s)/i, 'worked-with'],
  [/^(?:worked|works|work) as (?=an? )/i, 'worked-as'],
];

/** The verb a task noun calls for: "Responsible for the team" -> "Supervised the team". */
const verbOfNoun = new Map<string, string>();
for (const [base, nouns] of [
  [
    'supervise',
    'team teams staff employees crew personnel volunteers interns associates workers agents cashiers servers technicians nurses aides trainees',
  ],
  ['provide', 'care service services support assistance guidance instruction advice coverage treatment'],
  ['prepare', 'report reports reporting documentation paperwork statements proposals'],
  ['maintain', 'records files logs'],
  [
    'conduct',
    'inspections audits assessments evaluations reviews interviews research analysis investigations testing tests',
  ],
  ['perform', 'maintenance repairs installation installations entry filing duties tasks cleaning procedures'],
  ['lead', 'training orientation onboarding workshops sessions seminars classes'],
] as const) {
  for (const noun of nouns.split(' ')) verbOfNoun.set(noun, base);
}
const handledNouns = new Map<string, string>();
for (const [base, nouns] of [
  [
    'resolve',
    'complaints issues disputes escalations inquiries concerns problems questions requests tickets',
  ],
  [
    'process',
    'transactions payments cash orders returns claims invoices deposits bookings reservations shipments refunds exchanges applications paperwork mail',
  ],
  ['answer', 'calls phones phone'],
] as const) {
  for (const noun of nouns.split(' ')) handledNouns.set(noun, base);
}

/** Verbs that take "co-" ("Helped develop" -> "Co-developed"): shared credit, said plainly. */
const coVerbs = new Set(
  'develop design create write author lead manage organize found host facilitate teach plan chair coordinate edit produce present sponsor launch'.split(
    ' ',
  ),
);

/** Words that read as nouns after "Helped" ("Helped staff members..."), though they are verbs too. */
const nounish = new Set(
  'staff service services partner market book chart record report contract model program target budget stock type post count present ship check customer client'.split(
    ' ',
  ),
);

/** The stronger opening for a bullet body, or null when it has no weak opening or no safe rewrite. */
export function rewriteWeakOpening(body: string, tense: Tense = 'past'): string | null {
  for (const [pattern, kind] of openings) {
    const match = pattern.exec(body);
    if (!match) continue;
    const rest = body.slice(match[0].length);
    if (!/^[\p{L}\p{N}$]/u.test(rest)) return null;
    const rewritten = rewriteRest(kind, rest, tense);
    return rewritten ? capitalize(rewritten) : null;
  }
  return null;
}

function inTense(base: string, tense: Tense): string {
  return conjugate(verb(base), tense);
}

function rewriteRest(kind: Opening, rest: string, tense: Tense): string | null {
  switch (kind) {
    case 'duty':
      return startsWithGerund(rest)
        ? convertGerunds(rest, tense)
        : `${inTense(nounVerb(rest), tense)} ${rest}`;
    case 'help':
      return rewriteHelped(rest, tense);
    case 'support':
      return startsWithGerund(rest)
        ? `${inTense('contribute', tense)} to ${rest}`
        : `${inTense('support', tense)} ${rest}`;
    case 'worked-on':
      return startsWithGerund(rest)
        ? convertGerunds(rest, tense)
        : `${inTense('contribute', tense)} to ${rest}`;
    case 'contribute':
      return isEventNoun(rest) ? null : `${inTense('contribute', tense)} to ${rest}`;
    case 'handle':
      return `${inTense(handledNouns.get(firstPhrase(rest).at(-1) ?? '') ?? 'manage', tense)} ${rest}`;
    case 'worked-with':
      return isPeople(rest.replace(/^(?:closely |directly )?with\s+/i, ''))
        ? `${inTense('collaborate', tense)} ${rest}`
        : null;
    case 'worked-as':
      return `${inTense('serve', tense)} as ${rest}`;
  }
}

const peopleHeads = new Set(
  'secretary vp ceo cfo cto executives leadership management board committee department departments agencies organizations partners stakeholders vendors suppliers officials community communities families schools faculty physicians doctors pharmacists cast parents'.split(
    ' ',
  ),
);
/** Machines and documents whose names end like roles ("servers", "spreadsheets"). */
const thingsLikePeople = new Set(
  'servers computers routers printers containers scanners compilers browsers headers filters clusters folders registers parameters layers answers numbers orders papers letters'.split(
    ' ',
  ),
);

/** Whether "worked with X" names people or organisations: then it is collaboration, not a tool. */
function isPeople(rest: string): boolean {
  return firstPhrase(rest).some(
    (word) =>
      peopleNouns.has(word) ||
      peopleHeads.has(word) ||
      (/(?:er|or|ist|ian)s?$/.test(word) && !thingsLikePeople.has(word)),
  );
}

/** "Participated in meetings" says nothing stronger reworded: leave events alone. */
function isEventNoun(rest: string): boolean {
  const head = firstPhrase(rest).at(-1) ?? '';
  return /^(?:meetings?|conferences?|workshops?|seminars?|sessions?|webinars?|classes|courses?|events?|trainings?)$/.test(
    head,
  );
}

function nounVerb(rest: string): string {
  const phrase = firstPhrase(rest);
  return verbOfNoun.get(phrase.at(-1) ?? '') ?? verbOfNoun.get(phrase[0] ?? '') ?? 'manage';
}

/**
 * "Helped develop X" -> "Co-developed X"; "Helped achieve X" -> "Contributed to achieving X";
 * "Helped with X" -> "Supported X"; "Helped customers find X" -> "Enabled customers to find X".
 */
function rewriteHelped(rest: string, tense: Tense): string | null {
  const withMatch = /^with\s+/i.exec(rest);
  if (withMatch) return rewriteRest('support', rest.slice(withMatch[0].length), tense);
  const [first = '', ...others] = rest.split(/\s+/u);
  const known = lookupVerb(bare(first));
  if (known?.form === 'base' && !nounish.has(known.verb.base)) {
    const tail = others.join(' ');
    if (coVerbs.has(known.verb.base)) return `Co-${conjugate(known.verb, tense)} ${tail}`.trimEnd();
    return `${inTense('contribute', tense)} to ${known.verb.gerund} ${tail}`.trimEnd();
  }
  // The object runs until a preposition or punctuation ("Supported X with..."), or a verb ("Enabled X to find").
  // Who was helped runs at least to its first people noun: in "the internal audit team complete", "audit"
  // belongs to the team and "complete" is the verb.
  const words = rest.split(/\s+/u);
  const group = words
    .slice(0, 6)
    .findIndex((word) => peopleNouns.has(bare(word)) || peopleHeads.has(bare(word)));
  for (let index = 1; index <= 5 && index < words.length; index++) {
    const word = bare(words[index] ?? '');
    if (index <= group && !/[,.;]$/u.test(words[index - 1] ?? '')) continue;
    if (
      /^(?:with|in|on|during|for|through|at|across|by)$/.test(word) ||
      /[,.;]$/u.test(words[index - 1] ?? '')
    )
      break;
    const target = word === 'to' ? bare(words[index + 1] ?? '') : word;
    const previous = bare(words[index - 1] ?? '');
    const afterDeterminer = determiners.has(previous) || listAdjectives.has(previous);
    if (lookupVerb(target)?.form === 'base' && !nounish.has(target) && !afterDeterminer) {
      const object = words.slice(0, index).join(' ');
      const tail = words.slice(word === 'to' ? index + 1 : index).join(' ');
      return `${inTense('enable', tense)} ${object} to ${tail}`;
    }
  }
  return `${inTense('support', tense)} ${rest}`;
}

const dutyOfGerund =
  /^(?:(?:i )?(?:was|were|am|is) )?(?:primarily |solely |directly |also |fully )?(?:responsible for|in charge of|tasked with):?\s+(\p{L}+ing)\s+(\S.*)$/iu;

/**
 * A duty said as a task managed, the other rewrite of "Responsible for <doing> X": "Responsible for scheduling
 * the night shift" -> "Managed the scheduling of the night shift". Only for one task: a list of them
 * ("receiving deliveries and following procedures") would need each of its verbs turned.
 */
export function dutyAsTask(body: string, tense: Tense = 'past'): string | null {
  const match = dutyOfGerund.exec(body);
  if (!match) return null;
  const [, gerund = '', rest = ''] = match;
  if (!startsWithGerund(`${gerund} ${rest}`) || /(?:,|\band|\bor)\s+\p{L}+ing\b/iu.test(rest)) return null;
  if (verbOfGerund(gerund)?.base === 'manage') return null;
  return capitalize(`${inTense('manage', tense)} the ${gerund.toLowerCase()} of ${rest}`);
}
