import { renderText } from '@core/resume/render-text';
import type { DateRange, DocumentSection, Entry, ResumeDocument } from '@shared/resume-document';
import { wordsOf, type ZooEntry, type ZooTruth } from '../scripts/zoo/truth';

/**
 * How well the reader's document of one zoo file agrees with the file's truth (scripts/zoo/truth.ts).
 * - sections: the truth's sections and the document's (header apart) aligned in order, a pair agreeing on type
 *   and printed heading (case and punctuation aside); counted right/total on both sides (2·pairs / (truth + found)).
 * - entries: per section type, truth and document entries paired in order (the pairing agreeing on most fields);
 *   title and organisation agree when their words agree (connectives such as "in", "of", "de" aside), dates when
 *   the parsed start, end and "present" agree. Each field: right / truth values.
 * - bullets: a highlight is whole when one line of the document has exactly its words.
 * - contact: name, e-mail, phone (its digits) and each profile URL found in the document's basics.
 * - words lost: the truth's words the document's text does not hold (counted with repeats).
 */
export interface Tally {
  right: number;
  total: number;
}

export interface ZooScore {
  sections: Tally;
  title: Tally;
  organisation: Tally;
  dates: Tally;
  bullets: Tally;
  contact: Tally;
  words: Tally;
  misses: string[];
}

export const scoreKeys = [
  'sections',
  'title',
  'organisation',
  'dates',
  'bullets',
  'contact',
  'words',
] as const;

const connectives = new Set([
  'in',
  'of',
  'at',
  'and',
  'en',
  'de',
  'y',
  'und',
  'et',
  'des',
  'du',
  'la',
  'der',
  'für',
]);
const contentWords = (text: string | undefined) =>
  [...new Set(wordsOf(text ?? '').filter((word) => !connectives.has(word)))].sort().join(' ');
const sameWords = (a: string | undefined, b: string | undefined) => contentWords(a) === contentWords(b);
const folded = (text: string) => wordsOf(text).join(' ');

function sameDates(truth: ZooEntry, found: DateRange | undefined): boolean {
  if (!truth.start && !truth.end) return true;
  if (!found) return false;
  const sameMonth = (a?: { year: number; month?: number }, b?: { year: number; month?: number }) =>
    a === undefined ? b === undefined : a.year === b?.year && (a.month === undefined || a.month === b.month);
  return (
    sameMonth(truth.start, found.start) &&
    truth.isCurrent === found.isCurrent &&
    (truth.isCurrent || sameMonth(truth.end, found.end))
  );
}

type Field = 'title' | 'organisation' | 'dates';
const agrees = (truth: ZooEntry, found: Entry, field: Field): boolean =>
  field === 'dates'
    ? sameDates(truth, found.dates)
    : field === 'title'
      ? sameWords(truth.title, found.title)
      : sameWords(truth.organisation, found.organisation);
const fieldsOf = (truth: ZooEntry): Field[] => [
  'title',
  ...(truth.organisation ? (['organisation'] as const) : []),
  ...(truth.start || truth.end ? (['dates'] as const) : []),
];

/** The pairing in order of two lists with the most `weight` (0: no pair), by dynamic programming. */
function alignInOrder<A, B>(a: A[], b: B[], weight: (x: A, y: B) => number): [A, B][] {
  const width = b.length + 1;
  const best = new Array<number>((a.length + 1) * width).fill(0);
  const at = (i: number, j: number) => best[i * width + j] ?? 0;
  const pairWeight = (i: number, j: number) => weight(a[i] as A, b[j] as B);
  for (let i = a.length - 1; i >= 0; i -= 1)
    for (let j = b.length - 1; j >= 0; j -= 1) {
      const pair = pairWeight(i, j);
      best[i * width + j] = Math.max(at(i + 1, j), at(i, j + 1), pair > 0 ? pair + at(i + 1, j + 1) : 0);
    }
  const pairs: [A, B][] = [];
  let [i, j] = [0, 0];
  while (i < a.length && j < b.length) {
    const pair = pairWeight(i, j);
    if (pair > 0 && at(i, j) === pair + at(i + 1, j + 1)) {
      pairs.push([a[i] as A, b[j] as B]);
      [i, j] = [i + 1, j + 1];
    } else if (at(i, j) === at(i + 1, j)) i += 1;
    else j += 1;
  }
  return pairs;
}

function scoreSections(truth: ZooTruth, found: DocumentSection[], misses: string[]): Tally {
  const key = (type: string, heading: string) => `${type}:${folded(heading)}`;
  const truthKeys = truth.sections.map((section) => key(section.type, section.heading));
  const foundKeys = found.map((section) => key(section.type, section.heading));
  const pairs = alignInOrder(truthKeys, foundKeys, (a, b) => (a === b ? 1 : 0));
  if (pairs.length < truthKeys.length || pairs.length < foundKeys.length)
    misses.push(`sections: truth [${truthKeys.join(', ')}] found [${foundKeys.join(', ')}]`);
  return { right: pairs.length * 2, total: truthKeys.length + foundKeys.length };
}

function scoreEntries(truth: ZooTruth, document: ResumeDocument, score: ZooScore): void {
  for (const type of ['experience', 'education', 'projects'] as const) {
    const expected = truth.entries.filter((entry) => entry.section === type);
    const found = document.sections
      .filter((section) => section.type === type)
      .flatMap((section) => section.items.filter((item): item is Entry => item.kind === 'entry'));
    const weight = (a: ZooEntry, b: Entry) => fieldsOf(a).filter((field) => agrees(a, b, field)).length;
    const paired = new Map(alignInOrder(expected, found, weight));
    for (const entry of expected)
      for (const field of fieldsOf(entry)) {
        score[field].total += 1;
        const match = paired.get(entry);
        if (match && agrees(entry, match, field)) score[field].right += 1;
        else
          score.misses.push(
            `${type} ${field}: "${field === 'dates' ? JSON.stringify([entry.start, entry.end, entry.isCurrent]) : entry[field]}" found "${match ? (field === 'dates' ? (match.dates?.text ?? '') : (match[field] ?? '')) : '(no entry)'}"`,
          );
      }
  }
}

function documentLines(document: ResumeDocument): Set<string> {
  const lines = new Set<string>();
  for (const section of document.sections)
    for (const item of section.items) {
      if (item.kind === 'line') lines.add(folded(item.text));
      if (item.kind === 'entry') for (const line of item.lines) lines.add(folded(line.text));
    }
  return lines;
}

function scoreContact(truth: ZooTruth, document: ResumeDocument, misses: string[]): Tally {
  const { basics } = document;
  const digits = (text?: string) => (text ?? '').replace(/\D/gu, '');
  const url = (text: string) =>
    text
      .toLowerCase()
      .replace(/^https?:\/\/(www\.)?/u, '')
      .replace(/\/$/u, '');
  const checks: [string, boolean][] = [
    ['name', folded(basics.name ?? '') === folded(truth.contact.name)],
    ...(truth.contact.email
      ? [['email', basics.email?.toLowerCase() === truth.contact.email.toLowerCase()] as [string, boolean]]
      : []),
    ...(truth.contact.phone
      ? [['phone', digits(basics.phone) === digits(truth.contact.phone)] as [string, boolean]]
      : []),
    ...truth.contact.urls.map((link): [string, boolean] => [
      link,
      basics.profiles.some((profile) => url(profile.url) === url(link)),
    ]),
  ];
  for (const [field, right] of checks)
    if (!right) misses.push(`contact ${field}: found ${JSON.stringify(basics)}`);
  return { right: checks.filter(([, right]) => right).length, total: checks.length };
}

function scoreWords(truth: ZooTruth, document: ResumeDocument, misses: string[]): Tally {
  const found = new Map<string, number>();
  for (const word of wordsOf(renderText(document))) found.set(word, (found.get(word) ?? 0) + 1);
  const lost: string[] = [];
  for (const word of truth.words) {
    const left = found.get(word) ?? 0;
    if (left > 0) found.set(word, left - 1);
    else lost.push(word);
  }
  if (lost.length > 0) misses.push(`words lost: ${lost.slice(0, 20).join(' ')}`);
  return { right: truth.words.length - lost.length, total: truth.words.length };
}

export function scoreZooFile(truth: ZooTruth, document: ResumeDocument): ZooScore {
  const score: ZooScore = {
    sections: { right: 0, total: 0 },
    title: { right: 0, total: 0 },
    organisation: { right: 0, total: 0 },
    dates: { right: 0, total: 0 },
    bullets: { right: 0, total: 0 },
    contact: { right: 0, total: 0 },
    words: { right: 0, total: 0 },
    misses: [],
  };
  score.sections = scoreSections(
    truth,
    document.sections.filter((section) => section.type !== 'header'),
    score.misses,
  );
  scoreEntries(truth, document, score);
  const lines = documentLines(document);
  for (const bullet of truth.bullets) {
    score.bullets.total += 1;
    if (lines.has(folded(bullet))) score.bullets.right += 1;
    else score.misses.push(`bullet not whole: "${bullet}"`);
  }
  score.contact = scoreContact(truth, document, score.misses);
  score.words = scoreWords(truth, document, score.misses);
  return score;
}

/** Tallies added up (a layout's files, a family's layouts). */
export function addScores(scores: ZooScore[]): ZooScore {
  const sum = (key: (typeof scoreKeys)[number]): Tally => ({
    right: scores.reduce((total, score) => total + score[key].right, 0),
    total: scores.reduce((total, score) => total + score[key].total, 0),
  });
  return {
    sections: sum('sections'),
    title: sum('title'),
    organisation: sum('organisation'),
    dates: sum('dates'),
    bullets: sum('bullets'),
    contact: sum('contact'),
    words: sum('words'),
    misses: scores.flatMap((score) => score.misses),
  };
}

/** A tally as a percentage ("–" for nothing to count). */
export const percent = (tally: Tally) =>
  tally.total === 0 ? '–' : `${((100 * tally.right) / tally.total).toFixed(1)}`;
