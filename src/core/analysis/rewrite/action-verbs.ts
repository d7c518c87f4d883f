/**
 * The action verbs resume bullets start with, and their forms. Rewrites must conjugate correctly
 * ("Responsible for managing" -> "Managed"), so every verb carries its base, past, gerund and third-person form;
 * irregular pasts and doubled final consonants are data, the rest follows the regular English rules.
 */

export interface VerbForms {
  base: string;
  past: string;
  gerund: string;
  third: string;
}

export type Tense = 'past' | 'present';

const bases = `
  access accelerate accomplish add achieve acquire adapt address adjust administer advance advise advocate align allocate
  analyze analyse answer apply appraise approve arrange assemble assess assign assist attain attend audit author
  automate balance bathe bill book boost brief budget build calculate catalog champion chair chart check clarify
  clean close coach code collaborate collect comfort communicate compile complete compose compute conceive conduct
  configure consolidate construct consult contract contribute control convert cook coordinate correct counsel count
  create cultivate curate customize cut debug decrease define delegate deliver demonstrate deploy deposit design
  detect determine develop devise diagnose direct discover dispatch distribute document draft drive edit educate
  eliminate enable encourage engage engineer enhance ensure enter establish estimate evaluate examine execute expand
  expedite explain facilitate feed field file finalize fix follow forecast formulate foster found gather generate greet
  grow guide handle head help hire host identify implement improve increase influence inform initiate innovate
  inspect install instruct integrate interact interview introduce investigate invoice issue launch lead learn leverage locate lecture
  liaise lift litigate load lower maintain manage map market maximize measure mediate mentor merge migrate
  minimize model moderate modernize monitor motivate move navigate negotiate nurture observe obtain onboard open operate
  optimize orchestrate order organize outline oversee overhaul own pack paint participate partner pay perform pilot
  pinpoint pioneer plan post prepare present preserve prevent prioritize process procure produce program promote propose
  protect provide publish purchase pursue qualify reach return raise rebuild receive recommend reconcile record recruit
  redesign reduce refactor refine register regulate rehabilitate reinforce remodel renovate repair replace report
  represent research resolve respond restore restructure retain review revamp revise run safeguard save schedule
  screen secure select sell serve service set settle shape share ship shorten show simplify solve sort source spearhead specify
  sponsor staff standardize start steer stock streamline strengthen structure submit summarize supervise supply support
  survey sustain target teach test track train transfer transform translate transport treat triage troubleshoot
  try tutor type unify update upgrade use utilize validate verify volunteer weld welcome win wire work write`;

const irregularPast = new Map([
  ['build', 'built'],
  ['rebuild', 'rebuilt'],
  ['lead', 'led'],
  ['write', 'wrote'],
  ['run', 'ran'],
  ['set', 'set'],
  ['teach', 'taught'],
  ['sell', 'sold'],
  ['buy', 'bought'],
  ['bring', 'brought'],
  ['keep', 'kept'],
  ['meet', 'met'],
  ['hold', 'held'],
  ['give', 'gave'],
  ['take', 'took'],
  ['drive', 'drove'],
  ['speak', 'spoke'],
  ['oversee', 'oversaw'],
  ['undertake', 'undertook'],
  ['understand', 'understood'],
  ['find', 'found'],
  ['pay', 'paid'],
  ['feed', 'fed'],
  ['grow', 'grew'],
  ['draw', 'drew'],
  ['win', 'won'],
  ['cut', 'cut'],
  ['forecast', 'forecast'],
  ['make', 'made'],
  ['spend', 'spent'],
  ['send', 'sent'],
  ['seek', 'sought'],
  ['deal', 'dealt'],
  ['put', 'put'],
  ['get', 'got'],
  ['do', 'did'],
  ['see', 'saw'],
  // What a figure did in a result clause ("…; error rate fell from 9% to 2%"): read as verbs, never written.
  ['rise', 'rose'],
  ['fall', 'fell'],
]);

/** Verbs whose final consonant doubles before -ed / -ing (stress on the last syllable). */
const doubling = new Set(
  'plan run set ship stop shop chat program control commit admit submit refer transfer occur begin win get put cut patrol compel excel equip map scan skip swap trim wrap drop plot log tag top spot star bid quit split let shut permit omit upset incur confer defer prefer deter format'.split(
    ' ',
  ),
);

const extraVerbs = [...irregularPast.keys()];

function regularPast(base: string): string {
  if (base.endsWith('e')) return `${base}d`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ied`;
  if (doubling.has(base)) return `${base}${base.at(-1)}ed`;
  return `${base}ed`;
}

function gerundOf(base: string): string {
  if (base.endsWith('ie')) return `${base.slice(0, -2)}ying`;
  if (/(?:ee|ye|oe)$/.test(base)) return `${base}ing`;
  if (base.endsWith('e')) return `${base.slice(0, -1)}ing`;
  if (doubling.has(base)) return `${base}${base.at(-1)}ing`;
  return `${base}ing`;
}

function thirdOf(base: string): string {
  if (/(?:s|sh|ch|x|z|o)$/.test(base)) return `${base}es`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ies`;
  return `${base}s`;
}

function formsOf(base: string): VerbForms {
  return {
    base,
    past: irregularPast.get(base) ?? regularPast(base),
    gerund: gerundOf(base),
    third: thirdOf(base),
  };
}

const allVerbs = new Map<string, VerbForms>();
/** Any form (base, past, gerund, third person), lower-case -> its verb. Built once at module load. */
const byForm = new Map<string, { verb: VerbForms; form: keyof VerbForms }>();
for (const base of [...bases.trim().split(/\s+/), ...extraVerbs]) {
  if (allVerbs.has(base)) continue;
  const verb = formsOf(base);
  allVerbs.set(base, verb);
  for (const form of ['gerund', 'third', 'base', 'past'] as const) byForm.set(verb[form], { verb, form });
}

/** The verb and form of a word ("managing" -> manage, gerund), or undefined when it is not a known verb. */
export function lookupVerb(word: string): { verb: VerbForms; form: keyof VerbForms } | undefined {
  return byForm.get(word.toLowerCase());
}

/** The forms of a known verb by its base ("lead"). */
export function verb(base: string): VerbForms {
  return allVerbs.get(base) ?? formsOf(base);
}

/** A verb in the tense a bullet list uses: past ("Managed") or the present base form resumes use ("Manage"). */
export function conjugate(forms: VerbForms, tense: Tense): string {
  return tense === 'past' ? forms.past : forms.base;
}

/**
 * The verb of an "-ing" word, also for verbs outside the list: "supplying" -> supply/supplied,
 * "negotiating" -> past "negotiated" (stem + ed restores the dropped e). Undefined when the word is no gerund.
 */
export function verbOfGerund(word: string): VerbForms | undefined {
  const lower = word.toLowerCase();
  const known = byForm.get(lower);
  if (known?.form === 'gerund') return known.verb;
  if (!/^[a-z]{2,}ing$/.test(lower) || lower.length < 6) return undefined;
  const stem = lower.slice(0, -3);
  if (!/[aeiouy]/.test(stem)) return undefined;
  const past = /[^aeiou]y$/.test(stem)
    ? `${stem.slice(0, -1)}ied`
    : stem.endsWith('e')
      ? `${stem}d`
      : `${stem}ed`;
  // Without the list the base form is unknown ("manag"+"e"?), so the present falls back to the past.
  return { base: past, past, gerund: lower, third: past };
}

/** Adjectives and titles that end in -ed but never start an achievement line. */
const edAdjectives = new Set(
  'experienced seasoned skilled talented dedicated motivated qualified certified licensed registered detailed united limited advanced based related required interested accomplished'.split(
    ' ',
  ),
);

/** Whether a word reads as a past-tense or present action verb: a known verb, or an unknown "-ed" word. */
export function isActionVerb(word: string): boolean {
  const lower = word.toLowerCase();
  const known = byForm.get(lower);
  if (known) return known.form !== 'gerund' || lower.length > 4;
  return /^[a-z]{3,}ed$/.test(lower) && !edAdjectives.has(lower);
}

/** The tense of a word when it is a known verb form: past, present (base or third person), or undefined. */
export function tenseOf(word: string): Tense | undefined {
  const lower = word.toLowerCase();
  const known = byForm.get(lower);
  if (known?.form === 'past') return 'past';
  if (known?.form === 'base' || known?.form === 'third') return 'present';
  if (!known && /^[a-z]{3,}ed$/.test(lower) && !edAdjectives.has(lower)) return 'past';
  return undefined;
}

/** "managed" -> "Managed". */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
