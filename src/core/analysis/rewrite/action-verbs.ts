import { readTable } from '../knowledge/read-table';
import verbTable from '../knowledge/verbs.json' with { type: 'json' };
import { wordList } from '../knowledge/word-lists';
/**
 * The action verbs resume bullets start with, and their forms. Rewrites must conjugate correctly
 * ("Responsible for managing" -> "Managed"), so every verb carries its base, past, gerund and third-person form.
 */

export interface VerbForms {
  base: string;
  past: string;
  gerund: string;
  third: string;
}

export type Tense = 'past' | 'present';

/**
 * The verbs of knowledge/verbs.json: `action` verbs resume bullets start with, `other` verbs rewrites meet
 * (irregular pasts, what a figure did: "rose", "fell"), and `spelling` rows that only say a verb doubles its
 * final consonant. Irregular pasts and doubled consonants are data; the rest follows the regular rules.
 */
const rows = readTable(verbTable, 'verbs.json', ['verb', 'past', 'doubles', 'kind', 'reason']);
const irregularPast = new Map(rows.filter((row) => row.past).map((row) => [row.verb, row.past]));
/** Verbs whose final consonant doubles before -ed / -ing (stress on the last syllable). */
const doubling = new Set(rows.filter((row) => row.doubles === 'yes').map((row) => row.verb));
const knownBases = rows.filter((row) => row.kind !== 'spelling').map((row) => row.verb);

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
for (const base of knownBases) {
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
const edAdjectives = wordList('ed-adjective');

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
