import { stem } from '../text/stem';
import { isActionVerb, isGenericWord, isStopword } from '../text/stopwords';
import { canonicalStem } from '../text/synonyms';
import { wordSpans } from '../text/words';
import type { KeywordTerm, PostingBlock, TextLine } from '../types';
import { everydayKey } from './build-everyday-words';
import { isEverydayWord } from './everyday-words';
import { type Places, placesOf } from './places';

/** A text read once for matching: per line (0-based), the canonical stems of its words and word groups. */
export interface StemmedLines {
  /** Per line, the canonical stem of each word ("managing" -> "manag", "customer" -> "client"). */
  words: readonly ReadonlySet<string>[];
  /** Per line, "a b" and "a b c" for adjacent words ("patient care"): stopwords skipped, punctuation breaks. */
  phrases: readonly ReadonlySet<string>[];
}

/** How much a term weighs where the posting says it: requirements most, company and benefits text hardly. */
const blockWeight: Record<PostingBlock, number> = {
  required: 3,
  responsibilities: 2,
  preferred: 1.5,
  title: 1.2,
  other: 0.8,
  about: 0.1,
  benefits: 0.05,
  hiring: 0.05,
  comment: 0,
};
/** A term only ever said in company or benefits text is not a keyword. */
const MIN_BLOCK_WEIGHT = 0.2;
/** Requirements, duties and nice-to-haves: where a name ("Tableau", "Epic") asks something of the reader. */
const ASKING_BLOCK_WEIGHT = blockWeight.preferred;
const DEFAULT_LIMIT = 25;
/** A phrase names one thing where its words alone name several: it weighs more. */
const phraseBoost = [1, 1, 1.3, 1.5];

interface Token {
  word: string;
  /**
   * Canonical stem: what matching compares. A hyphenated compound ("cutting-edge") is one token whose key
   * holds the stems of its parts ("cut edg"): it matches the compound or the same words written apart,
   * never one of its parts alone.
   */
  key: string;
  start: number;
  end: number;
  /** Not a stopword, not a number: can be (part of) a keyword. */
  isContent: boolean;
  /** Punctuation separates it from the word before: no phrase spans the two. */
  breaksBefore: boolean;
  /** Too vague to be a keyword alone (see `isGenericWord`). */
  isGeneric: boolean;
  /**
   * Common in everyday English, rare in the language of work: no keyword alone (see everyday-words.ts), unless
   * it is a word of this job (see `jobWordsOf`).
   */
  isEveryday: boolean;
  /**
   * Used here as no noun a resume could show: a verb before "a", "the", "our"… ("building a team", "play a
   * key role"), or the reader's own after "your" ("share your thoughts and views"). No keyword alone here.
   */
  isNotTermHere: boolean;
}

/** Calendar words: a date is no keyword ("graduating between December 2025 and June 2026"). */
const calendarWords = new Set(
  'january february march april june july august september october november december sept'.split(' '),
);
/** Words that open a noun phrase: the word just before one is a verb (or a preposition), not a noun. */
const determiners = new Set('a an the our your their its his her my this these those'.split(' '));
const hyphenBetween = /^[-‐‑]$/;
const hasHyphen = /\p{L}[-‐‑]\p{L}/u;
/** Hyphens join a compound only between words of letters: "cutting-edge", "customer-facing". */
const lettersOnly = /^[\p{L}']+$/u;

/** Web and e-mail addresses, "Login.gov": no keyword comes from them. */
const webAddress =
  /\b(?:https?:\/\/|www\.)\S+|[\w.+-]+@[\w-]+\.[\w.]+|\b[\w-]+\.(?:gov|com|org|net|io|edu|co\.uk)\b/g;
const mayHoldAddress = /@|\/\/|www\.|\.(?:gov|com|org|net|io|edu|co\.uk)\b/;
const phraseBreak = /[,.;:!?()[\]{}|/\\•·–—"“”]|\s-\s/;

interface CompoundSpan {
  word: string;
  start: number;
  end: number;
  /** The words of a hyphenated compound; undefined for a plain word. */
  parts?: string[];
}

/** Word spans, hyphenated compounds joined into one span with their parts ("cutting-edge": cutting, edge). */
function compoundSpans(line: string): CompoundSpan[] {
  const spans: CompoundSpan[] = wordSpans(line);
  if (!hasHyphen.test(line)) return spans;
  const joined: CompoundSpan[] = [];
  for (const span of spans) {
    const last = joined.at(-1);
    if (
      last &&
      span.start - last.end === 1 &&
      hyphenBetween.test(line.slice(last.end, span.start)) &&
      lettersOnly.test(span.word) &&
      lettersOnly.test(last.parts?.at(-1) ?? last.word)
    ) {
      last.parts = [...(last.parts ?? [last.word]), span.word];
      last.word = last.parts.join('-');
      last.end = span.end;
    } else joined.push({ word: span.word, start: span.start, end: span.end });
  }
  return joined;
}

/**
 * The tokens of a line. `forTerms`: also read which words can stand alone as a keyword (everyday words,
 * verb uses, the reader's own), which only the extraction needs; `jobWords` are never everyday.
 */
function tokenize(line: string, forTerms = false, jobWords?: ReadonlySet<string>): Token[] {
  const clean = mayHoldAddress.test(line)
    ? line.replace(webAddress, (found) => ' '.repeat(found.length))
    : line;
  let previousEnd = 0;
  const tokens = compoundSpans(clean).map((span): Token => {
    const separator = clean.slice(previousEnd, span.start);
    previousEnd = span.end;
    const { parts } = span;
    return {
      word: span.word,
      key: parts ? parts.map((part) => canonicalStem(stem(part))).join(' ') : canonicalStem(stem(span.word)),
      start: span.start,
      end: span.end,
      isContent: !isStopword(span.word) && !/\d/.test(span.word) && !calendarWords.has(span.word),
      breaksBefore:
        separator.length > 1 || (separator !== ' ' && separator !== '-')
          ? phraseBreak.test(separator)
          : false,
      // A compound is as vague as its parts: "full-time", "well-being" are; "cutting-edge" is not.
      isGeneric: parts
        ? parts.every((part) => isStopword(part) || isGenericWord(part))
        : isGenericWord(span.word),
      isEveryday: forTerms && !parts && isEverydayWord(span.word) && !jobWords?.has(everydayKey(span.word)),
      isNotTermHere: false,
    };
  });
  if (forTerms) markNotTerms(clean, tokens);
  return tokens;
}

/** Marks words used as a verb before a determiner, and the reader's own words after "your". */
function markNotTerms(line: string, tokens: Token[]): void {
  let afterYour = false;
  tokens.forEach((token, index) => {
    const next = tokens[index + 1];
    if (next && determiners.has(next.word) && line.slice(token.end, next.start) === ' ')
      token.isNotTermHere = true;
    if (token.breaksBefore) afterYour = false;
    if (afterYour && (token.isContent || token.word === 'and' || token.word === 'or'))
      token.isNotTermHere = true;
    else afterYour = token.word === 'your';
  });
}

/**
 * Per line of `text`, the canonical stems of its words and of adjacent pairs and triples, so a term is
 * checked against a resume without reading it again: each line is stemmed once.
 */
export function stemLines(text: string): StemmedLines {
  const words: Set<string>[] = [];
  const phrases: Set<string>[] = [];
  for (const line of text.split('\n')) {
    const lineWords = new Set<string>();
    const linePhrases = new Set<string>();
    let run: string[] = [];
    for (const token of tokenize(line)) {
      if (token.breaksBefore) run = [];
      if (!token.isContent) continue;
      // A compound's key is its parts' stems: a group of its own, never a single word of the line.
      if (token.key.includes(' ')) linePhrases.add(token.key);
      else lineWords.add(token.key);
      run.push(token.key);
      const size = run.length;
      if (size >= 2) linePhrases.add(`${run[size - 2]} ${run[size - 1]}`);
      if (size >= 3) linePhrases.add(`${run[size - 3]} ${run[size - 2]} ${run[size - 1]}`);
    }
    words.push(lineWords);
    phrases.push(linePhrases);
  }
  return { words, phrases };
}

/**
 * Lines (0-based) holding a term, given its `stems` ("patient care" -> "patient care"); a term of more than
 * three words needs each of its words on the line.
 */
export function findTermLines(stems: string, lines: StemmedLines): number[] {
  const parts = stems.split(' ');
  const found: number[] = [];
  lines.words.forEach((lineWords, index) => {
    const isThere =
      parts.length === 1
        ? lineWords.has(stems)
        : parts.length <= 3
          ? lines.phrases[index]?.has(stems)
          : parts.every((part) => lineWords.has(part));
    if (isThere) found.push(index);
  });
  return found;
}

interface Candidate {
  key: string;
  size: number;
  /** Line -> weight of its block. */
  lines: Map<number, number>;
  /** Surface form -> count. */
  forms: Map<string, number>;
}

/** The stems of an excluded phrase ("machine learning" -> ["machin", "learn"]). */
const keysOf = (phrase: string): string[] =>
  tokenize(phrase)
    .filter((token) => token.isContent || /\d/.test(token.word))
    .flatMap((token) => token.key.split(' '));

/** Stem sequences to leave out ("machine learning" -> ["machin", "learn"]), by first stem. */
function exclusions(phrases: readonly string[]): Map<string, string[][]> {
  const byFirst = new Map<string, string[][]>();
  for (const phrase of phrases) {
    const keys = keysOf(phrase);
    const [first] = keys;
    if (!first) continue;
    const known = byFirst.get(first);
    if (known) known.push(keys);
    else byFirst.set(first, [keys]);
  }
  return byFirst;
}

/**
 * Marks the tokens covered by an excluded phrase (stopwords and punctuation between its words ignored). A
 * compound's parts are compared one by one, and the compound is covered only as a whole.
 */
function maskExcluded(tokens: readonly Token[], excluded: Map<string, string[][]>): Set<Token> {
  const masked = new Set<Token>();
  const words = tokens.filter((token) => token.isContent || /\d/.test(token.word));
  if (!words.some((token) => token.key.includes(' '))) {
    // No compound on the line (the common case): one stem a word.
    words.forEach((token, index) => {
      for (const sequence of excluded.get(token.key) ?? []) {
        if (sequence.every((key, offset) => words[index + offset]?.key === key))
          for (let offset = 0; offset < sequence.length; offset++) masked.add(words[index + offset] as Token);
      }
    });
    return masked;
  }
  const stems: { key: string; token: Token; first: boolean; last: boolean }[] = [];
  for (const token of words) {
    const parts = token.key.split(' ');
    parts.forEach((key, at) => {
      stems.push({ key, token, first: at === 0, last: at === parts.length - 1 });
    });
  }
  stems.forEach((entry, index) => {
    if (!entry.first) return;
    for (const sequence of excluded.get(entry.key) ?? []) {
      const end = index + sequence.length - 1;
      if (!stems[end]?.last || !sequence.every((key, offset) => stems[index + offset]?.key === key)) continue;
      for (let at = index; at <= end; at++) masked.add((stems[at] as (typeof stems)[number]).token);
    }
  });
  return masked;
}

/** Runs of adjacent content words: a stopword, a number, punctuation or an excluded skill ends a run. */
function runs(tokens: readonly Token[], masked: Set<Token>): Token[][] {
  const result: Token[][] = [];
  let run: Token[] = [];
  for (const token of tokens) {
    if (token.breaksBefore || !token.isContent || masked.has(token)) {
      if (run.length > 0) result.push(run);
      run = [];
    }
    if (token.isContent && !masked.has(token)) run.push(token);
  }
  if (run.length > 0) result.push(run);
  return result;
}

/**
 * Whether words can stand as a keyword: a word alone must be neither vague nor everyday, and used here as a
 * noun (not before "a"/"the", not after "your"); a phrase must not open with a duty verb, and needs one word
 * that is neither vague nor everyday.
 */
function isTerm(run: readonly Token[], start: number, size: number): boolean {
  const first = run[start] as Token;
  if (size === 1)
    return !first.isGeneric && !first.isEveryday && !first.isNotTermHere && first.word.length >= 3;
  if (isActionVerb(first.word)) return false;
  for (let at = start; at < start + size; at++) {
    const token = run[at] as Token;
    if (!token.isGeneric && !token.isEveryday) return true;
  }
  return false;
}

/** Masks a line's address, and its place words where written capitalised (see places.ts). */
function maskPlaces(
  line: string,
  index: number,
  tokens: readonly Token[],
  places: Places,
  masked: Set<Token>,
) {
  const spans = places.spans.get(index) ?? [];
  for (const token of tokens) {
    if (spans.some(([start, end]) => token.start < end && token.end > start)) masked.add(token);
    else if (places.words.has(token.word) && /^\p{Lu}/u.test(line.slice(token.start, token.end)))
      masked.add(token);
  }
}

const commentStart = /\{%-?\s*comment\b|<!--/;
const commentEnd = /\{%-?\s*endcomment\b|-->/;
const templateTag = /\{%.*?%\}|\{\{.*?\}\}/g;

/**
 * Lines a reader never sees: template and HTML comments ("{% comment %}", "<!-- -->") and the comment lines
 * of a front matter block, as in postings kept as Markdown sources.
 */
function hiddenLines(lines: readonly string[]): Set<number> {
  const hidden = new Set<number>();
  let inComment = false;
  let inFrontMatter = /^\s*(---|\+\+\+)\s*$/.test(lines[0] ?? '');
  lines.forEach((line, index) => {
    if (inFrontMatter && index > 0 && /^\s*(---|\+\+\+)\s*$/.test(line)) inFrontMatter = false;
    if (commentStart.test(line)) inComment = true;
    if (inComment || (inFrontMatter && /^\s*#/.test(line))) hidden.add(index);
    if (commentEnd.test(line)) inComment = false;
  });
  return hidden;
}

/** The employer's name as keywords leave it out (see `employerOf`). */
interface Employer {
  /** Plain stems of the name's content words, in order: the whole name, however it is written. */
  name: readonly string[];
  /** Those not in the job title: each alone too, where written capitalised inside a sentence. */
  words: ReadonlySet<string>;
}

/** Plain stems, not synonyms: "Client Partners" must not take "customer" with it. */
const plainStems = (text: string) =>
  tokenize(text)
    .filter((token) => token.isContent)
    .map((token) => stem(token.word));

/**
 * "Yesler", "The Hanover Insurance Group": the employer's whole name, and its words alone where written as a
 * name, not at the start of a sentence ("- Hospital experience" stays for Benenden Hospital). The job title's
 * own words stay ("Elysium Healthcare" hiring a Healthcare Assistant).
 */
function employerOf(employer: { company: string; jobTitle: string } | undefined): Employer | undefined {
  if (!employer) return undefined;
  const name = plainStems(employer.company);
  if (name.length === 0) return undefined;
  const title = new Set(plainStems(employer.jobTitle));
  return { name, words: new Set(name.filter((word) => !title.has(word))) };
}

function maskEmployer(line: string, tokens: readonly Token[], employer: Employer, masked: Set<Token>): void {
  const content = tokens.filter((token) => token.isContent);
  const stems = content.map((token) => stem(token.word));
  for (let index = 0; index < stems.length; index++) {
    if (!employer.name.every((word, offset) => stems[index + offset] === word)) continue;
    for (let offset = 0; offset < employer.name.length; offset++)
      masked.add(content[index + offset] as Token);
  }
  tokens.forEach((token, index) => {
    const previous = tokens[index - 1];
    const startsSentence = !previous || /[.!?:;•]/.test(line.slice(previous.end, token.start));
    const isCapitalised = /^\p{Lu}/u.test(line.slice(token.start, token.end));
    if (!startsSentence && isCapitalised && employer.words.has(stem(token.word))) masked.add(token);
  });
}

/** Where a posting says what the job is and asks: a word said there twice is a word of the job. */
const jobBlocks: ReadonlySet<PostingBlock> = new Set(['required', 'responsibilities']);
/** How often the requirements and duties say a word for it to be a word of the job. */
const JOB_WORD_REPEATS = 2;
/** Counts say how many, not what the job is: repeated, they are still no word of the job ("THREE of …"). */
const numberWords = new Set(
  'one two three four five six seven eight nine ten eleven twelve fifteen twenty thirty forty fifty hundred thousand million half dozen once twice'.split(
    ' ',
  ),
);

/**
 * The words of this job, by `everydayKey`, which are never everyday words here: the words of its title (the
 * title given, and the posting's title lines), and those its requirements and duties say twice or more
 * ("police", "prison", "jail" and "hospital" for a Police Dispatcher), counts aside.
 */
function jobWordsOf(
  lines: readonly string[],
  blocks: readonly PostingBlock[],
  hidden: ReadonlySet<number>,
  title: string | undefined,
): Set<string> {
  const jobWords = new Set<string>();
  const said = new Map<string, number>();
  const plainWords = (text: string) =>
    compoundSpans(text).flatMap((span) => (span.parts ? [] : [everydayKey(span.word)]));
  for (const key of plainWords(title ?? '')) jobWords.add(key);
  lines.forEach((line, index) => {
    const block = blocks[index];
    if (hidden.has(index) || block === undefined) return;
    if (block === 'title') for (const key of plainWords(line)) jobWords.add(key);
    else if (jobBlocks.has(block))
      for (const key of plainWords(line)) said.set(key, (said.get(key) ?? 0) + 1);
  });
  for (const [key, count] of said) if (count >= JOB_WORD_REPEATS && !numberWords.has(key)) jobWords.add(key);
  return jobWords;
}

function collect(
  text: string,
  blocks: readonly PostingBlock[],
  exclude: readonly string[],
  employer: Employer | undefined,
  title: string | undefined,
) {
  const candidates = new Map<string, Candidate>();
  const excluded = exclusions(exclude);
  const lines = text.split('\n');
  const hidden = hiddenLines(lines);
  const places = placesOf(lines);
  const jobWords = jobWordsOf(lines, blocks, hidden, title);
  lines.forEach((line, index) => {
    if (hidden.has(index) || places.lines.has(index)) return;
    const weight = blockWeight[blocks[index] ?? 'other'];
    const tokens = tokenize(
      line.includes('{') ? line.replace(templateTag, (tag) => ' '.repeat(tag.length)) : line,
      true,
      jobWords,
    );
    const masked = excluded.size > 0 ? maskExcluded(tokens, excluded) : new Set<Token>();
    if (employer) maskEmployer(line, tokens, employer, masked);
    maskPlaces(line, index, tokens, places, masked);
    for (const run of runs(tokens, masked)) {
      for (let start = 0; start < run.length; start++) {
        const first = run[start] as Token;
        let key = '';
        for (let size = 1; size <= 3 && start + size <= run.length; size++) {
          const last = run[start + size - 1] as Token;
          key = size === 1 ? last.key : `${key} ${last.key}`;
          // Three stems at most: matching reads longer terms word by word, which a compound's parts are not.
          if (size > 1 && key.split(' ').length > 3) break;
          if (!isTerm(run, start, size)) continue;
          let candidate = candidates.get(key);
          if (!candidate) {
            candidate = { key, size, lines: new Map(), forms: new Map() };
            candidates.set(key, candidate);
          }
          candidate.lines.set(index, Math.max(candidate.lines.get(index) ?? 0, weight));
          const form = line.slice(first.start, last.end);
          candidate.forms.set(form, (candidate.forms.get(form) ?? 0) + 1);
        }
      }
    }
  });
  return candidates;
}

/** The parts of a phrase: "a b c" -> "a", "b", "c", "a b", "b c". */
function partsOf(key: string): string[] {
  const stems = key.split(' ');
  const parts = [...stems];
  if (stems.length === 3) parts.push(`${stems[0]} ${stems[1]}`, `${stems[1]} ${stems[2]}`);
  return parts;
}

function weightOf(candidate: Candidate): number {
  const weights = [...candidate.lines.values()];
  const strongest = Math.max(...weights);
  // Repetition signals emphasis, with diminishing returns.
  return strongest * (1 + 0.5 * Math.log(weights.length)) * (phraseBoost[candidate.size] ?? 1);
}

/**
 * Written capitalised everywhere ("Yesler", "Devon Partnership", "Manchester"): the name of the employer or
 * a place, unless the posting asks for it where it states requirements or duties.
 */
function isName(candidate: Candidate): boolean {
  for (const form of candidate.forms.keys())
    if (!/^\p{Lu}/u.test(form) || /\s\p{Ll}/u.test(form)) return false;
  return true;
}

/** As shown: the most frequent form, lower-cased unless it is an acronym ("KPI", "NHS"). */
function display(candidate: Candidate): string {
  let best = '';
  let bestCount = 0;
  for (const [form, count] of candidate.forms) {
    if (count > bestCount) {
      best = form;
      bestCount = count;
    }
  }
  return /^[A-Z]{2,6}$/.test(best) ? best : best.toLowerCase();
}

/**
 * The important non-skill terms of a posting: single words and phrases of two or three words ("patient care",
 * "financial reporting"), stopwords and vague words left out, weighted by the strongest block they appear in
 * (requirements > duties > nice-to-have > title > other; company and benefits text hardly count) and by how
 * often. A phrase that recurs is preferred to its words: the lines it covers no longer count for them.
 * `exclude` are phrases to leave out (the skills found elsewhere); `employer`, when known, is no keyword: no
 * resume should be asked to use its name (see `employerOf`). `title`, the job's title as given, names words
 * of the job: they and the words the requirements and duties repeat are never everyday words here
 * (see `jobWordsOf`). Ordered by weight, then term.
 */
export function postingKeywords(
  text: string,
  blocks: readonly PostingBlock[],
  options: {
    exclude?: readonly string[];
    employer?: { company: string; jobTitle: string };
    title?: string;
    limit?: number;
  } = {},
): KeywordTerm[] {
  const candidates = collect(
    text,
    blocks,
    options.exclude ?? [],
    employerOf(options.employer),
    options.title ?? options.employer?.jobTitle,
  );
  const lines = text.split('\n');
  const phrases = [...candidates.values()]
    .filter((candidate) => candidate.size > 1 && candidate.lines.size >= 2)
    .map((candidate) => ({ candidate, weight: weightOf(candidate) }))
    .sort(
      (a, b) =>
        b.candidate.size - a.candidate.size ||
        b.weight - a.weight ||
        a.candidate.key.localeCompare(b.candidate.key),
    )
    .map(({ candidate }) => candidate);
  for (const phrase of phrases) {
    if (phrase.lines.size < 2) continue;
    for (const part of partsOf(phrase.key)) {
      const candidate = candidates.get(part);
      if (candidate) for (const line of phrase.lines.keys()) candidate.lines.delete(line);
    }
  }
  const terms: KeywordTerm[] = [];
  for (const candidate of candidates.values()) {
    const strongest = Math.max(...candidate.lines.values());
    // A word said once outside requirements, duties and nice-to-haves is prose ("based", "choice"), not a
    // keyword; a phrase must recur wherever it is.
    const recurs =
      candidate.size === 1
        ? candidate.lines.size >= 2 || strongest >= ASKING_BLOCK_WEIGHT
        : candidate.lines.size >= 2;
    if (!recurs) continue;
    if (strongest < MIN_BLOCK_WEIGHT || (strongest < ASKING_BLOCK_WEIGHT && isName(candidate))) continue;
    const where: TextLine[] = [...candidate.lines.keys()]
      .sort((a, b) => a - b)
      .map((line) => ({ line, text: lines[line]?.trim() ?? '' }));
    const weight = Math.round(weightOf(candidate) * 100) / 100;
    terms.push({ term: display(candidate), stems: candidate.key, weight, lines: where });
  }
  return terms
    .sort((a, b) => b.weight - a.weight || a.term.localeCompare(b.term))
    .slice(0, options.limit ?? DEFAULT_LIMIT);
}
