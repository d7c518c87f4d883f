import type { ResumeDocument } from '@shared/resume-document';

/**
 * Entries of the resume document against the hand-made labels of `bench/labels/entries.json` (see its README):
 * `resumes[path].entries[] = { section, title, organisation, location, dates }`, section being experience,
 * education or projects, any field null when the resume does not print it.
 *
 * Matching: per section type, labelled and found entries are paired in order (the pairing that agrees on the
 * most fields, a pair agreeing on none is no pair). Fields compare case- and whitespace-insensitively, every
 * dash as "-" with no space around it.
 * Per field: recall = labelled values (non-null) whose paired entry has the same value / labelled values;
 * precision = found values (non-empty) whose paired label has the same value / found values, a found entry of
 * no pair counting as wrong.
 */

export const entryFields = ['title', 'organisation', 'dates'] as const;
export type EntryField = (typeof entryFields)[number];
export const entrySectionTypes = ['experience', 'education', 'projects'] as const;

export interface LabelledEntry {
  section: string;
  title: string | null;
  organisation: string | null;
  location: string | null;
  dates: string | null;
}

type Values = Record<EntryField, string>;

export interface FieldCounts {
  /** Labelled values, and how many of them were found right. */
  labelled: number;
  recalled: number;
  /** Values we found, and how many of them are right. */
  found: number;
  correct: number;
}

export interface EntryScore {
  fields: Record<EntryField, FieldCounts>;
  /** Labelled entries, found entries, and pairs. */
  labelledEntries: number;
  foundEntries: number;
  pairs: number;
  /** Each labelled field value we got wrong or missed, for `--misses`. */
  misses: { section: string; field: EntryField; labelled: string; found: string }[];
}

/** Case, whitespace and dashes folded: "Jan 2019 – Present" = "jan 2019-present". */
export function foldField(value: string | null | undefined): string {
  return (value ?? '')
    .normalize('NFKC')
    .replace(/[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D-]/gu, '-')
    .replace(/\s*-\s*/gu, '-')
    .replace(/\s+/gu, ' ')
    .trim()
    .toLowerCase();
}

const labelValues = (entry: LabelledEntry): Values => ({
  title: foldField(entry.title),
  organisation: foldField(entry.organisation),
  dates: foldField(entry.dates),
});

/** The entries of a document's sections of one type, in order, as folded values. */
function foundValues(document: ResumeDocument, type: string): Values[] {
  return document.sections
    .filter((section) => section.type === type)
    .flatMap((section) => section.items)
    .flatMap((item) =>
      item.kind === 'entry'
        ? [
            {
              title: foldField(item.title),
              organisation: foldField(item.organisation),
              dates: foldField(item.dates?.text),
            },
          ]
        : [],
    );
}

const agreement = (a: Values, b: Values) =>
  entryFields.filter((field) => a[field] !== '' && a[field] === b[field]).length;

/** Pairs (label index, found index) in order, agreeing on the most fields (longest common subsequence). */
function pairInOrder(labelled: readonly Values[], found: readonly Values[]): [number, number][] {
  const rows = labelled.length;
  const columns = found.length;
  const best = Array.from({ length: rows + 1 }, () => new Array<number>(columns + 1).fill(0));
  for (let i = rows - 1; i >= 0; i--) {
    for (let j = columns - 1; j >= 0; j--) {
      const agree = agreement(labelled[i] as Values, found[j] as Values);
      const row = best[i] as number[];
      row[j] = Math.max(
        (best[i + 1] as number[])[j] as number,
        row[j + 1] as number,
        agree > 0 ? agree + ((best[i + 1] as number[])[j + 1] as number) : 0,
      );
    }
  }
  const pairs: [number, number][] = [];
  let i = 0;
  let j = 0;
  while (i < rows && j < columns) {
    const agree = agreement(labelled[i] as Values, found[j] as Values);
    const here = (best[i] as number[])[j] as number;
    if (agree > 0 && here === agree + ((best[i + 1] as number[])[j + 1] as number)) {
      pairs.push([i, j]);
      i++;
      j++;
    } else if (here === (best[i + 1] as number[])[j]) i++;
    else j++;
  }
  return pairs;
}

export function scoreEntries(labels: readonly LabelledEntry[], document: ResumeDocument): EntryScore {
  const fields = Object.fromEntries(
    entryFields.map((field) => [field, { labelled: 0, recalled: 0, found: 0, correct: 0 }]),
  ) as Record<EntryField, FieldCounts>;
  const score: EntryScore = { fields, labelledEntries: 0, foundEntries: 0, pairs: 0, misses: [] };
  for (const type of entrySectionTypes) {
    const labelled = labels.filter((entry) => entry.section === type).map(labelValues);
    const found = foundValues(document, type);
    const pairs = pairInOrder(labelled, found);
    const labelOf = new Map(pairs.map(([i, j]) => [j, i]));
    const foundOf = new Map(pairs);
    score.labelledEntries += labelled.length;
    score.foundEntries += found.length;
    score.pairs += pairs.length;
    for (const field of entryFields) {
      const counts = fields[field];
      labelled.forEach((values, i) => {
        if (values[field] === '') return;
        counts.labelled++;
        const j = foundOf.get(i);
        const got = j === undefined ? '' : (found[j] as Values)[field];
        if (got === values[field]) counts.recalled++;
        else score.misses.push({ section: type, field, labelled: values[field], found: got || '(none)' });
      });
      found.forEach((values, j) => {
        if (values[field] === '') return;
        counts.found++;
        const i = labelOf.get(j);
        if (i !== undefined && (labelled[i] as Values)[field] === values[field]) counts.correct++;
      });
    }
  }
  return score;
}
