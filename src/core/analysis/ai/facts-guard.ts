import { lookupVerb } from '../rewrite/action-verbs';
import { splitMarker } from '../rewrite/bullets';
import { type RewriteProblem, rewriteProblems } from '../rewrite/check-rewrite';
import { placeholders } from '../rewrite/quantify';
import { findSkills } from '../taxonomy/find-skills';
import { perText } from '../text/memo';
import { isStopword } from '../text/stopwords';

/**
 * The facts guard: what a model wrote may say nothing about the person that the resume does not say. It reads
 * the text a model wrote for the resume (a rewrite of a line, a bullet variation) against that line and the
 * whole resume, and finds the facts it brought:
 *
 * - `number`: a figure the line does not hold ("increased sales by 40%", "a team of 12", "$2M", "five"). It is
 *   replaced by a visible placeholder the visitor fills in: "[X%]" for a share, "[$X]" for money, "[N]" for a
 *   count; a figure said as a multiple ("doubled", "twice", "hundreds of") has no placeholder and rejects the
 *   text. A figure of the same line may move within it; one from another line may not (it would claim that
 *   line's result for this one).
 * - `date`: a year, a month and year, a range ("2019–2023"), a quarter or fiscal year ("Q3 2022", "FY2023")
 *   the line does not hold. Rejected: a date is no blank to fill in, it says when something happened.
 * - `degree`: a degree or credential ("Master's degree", "MBA", "PhD", "certified") of a level the resume does
 *   not show. Rejected.
 * - `tool`: a skill of the taxonomy ("Kubernetes") the resume does not name. Rejected.
 * - `organisation`: a name the resume does not hold: a capitalised word inside a sentence ("at Google"), whatever
 *   it names (employer, client, place, product). Rejected; "at google" is caught by the rewrite checks' own
 *   `new-name` rule.
 * - `placeholder`: text in brackets that is none of the placeholders ("[Google]" would slip a name past every
 *   other check). Brackets that mean a figure ("[percentage]", "[X %]", "[number]") become the placeholder they
 *   mean; any other is rejected.
 *
 * Then the text passes the checks every rewrite passes (`rewriteProblems` of check-rewrite.ts: the same
 * sentence with only the intended words changed, every word of the line kept, negations kept, no new role or
 * name). Advice text a model writes (titles, descriptions) is read by `guardProse` against the resume and the
 * posting: it is never written into the resume, but its figures are placeholdered all the same and a suggestion
 * whose advice invents a date, degree, tool or name is dropped.
 */
export type FactKind = 'number' | 'date' | 'degree' | 'tool' | 'organisation' | 'placeholder';

export interface InventedFact {
  kind: FactKind;
  /** The words as the model wrote them. */
  text: string;
  /** Whether the guard replaced it with a placeholder (numbers only). */
  placeholdered: boolean;
}

export interface GuardInput {
  /** The line (or bullet body) as the resume has it. */
  original: string;
  /** What the model wrote for it. */
  replacement: string;
  /** The whole resume: the skills, names and degrees it holds may be named. */
  resumeText: string;
  /** Words the rewrite may bring though the resume lacks them: the posting's terms (never a tool or a name). */
  adds?: readonly string[];
}

export type GuardResult =
  | {
      ok: true;
      /** The text to offer: the model's, with added figures as placeholders and the line's marker. */
      text: string;
      /** Facts found and placeholdered. */
      facts: InventedFact[];
    }
  | { ok: false; facts: InventedFact[]; problems: RewriteProblem[] };

interface Span {
  kind: FactKind;
  start: number;
  end: number;
  text: string;
  /** For numbers: the placeholder that may stand for it, or null when none reads right. */
  placeholder?: string | null;
}

const monthName =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const year = '(?:19[5-9]\\d|20[0-4]\\d)';
const capitalisedMonth =
  '(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)';
const timePreposition =
  '(?:[Ii]n|[Ss]ince|[Dd]uring|[Uu]ntil|[Bb]y|[Ff]rom|[Bb]efore|[Aa]fter|[Ee]arly|[Ll]ate|[Mm]id)';
/** Written dates, longest forms first. */
const datePatterns: readonly RegExp[] = [
  new RegExp(
    `\\b${year}\\s*(?:[–—-]|to|through|until)\\s*(?:${year}|\\d{2}|present|now|current|today)\\b`,
    'giu',
  ),
  new RegExp(`\\b${monthName}\\.?\\s+(?:\\d{1,2}(?:st|nd|rd|th)?,?\\s+)?'?(?:${year}|\\d{2})\\b`, 'giu'),
  new RegExp(`\\b(?:spring|summer|fall|autumn|winter)\\s+(?:of\\s+)?${year}\\b`, 'giu'),
  new RegExp(`\\b(?:Q[1-4]|H[12])\\s*(?:FY)?\\s*'?(?:${year}|\\d{2})\\b`, 'giu'),
  new RegExp(`\\bFY\\s*'?(?:${year}|\\d{2})\\b`, 'giu'),
  /\b\d{1,2}[/.-]\d{1,2}[/.-](?:\d{4}|\d{2})\b/gu,
  new RegExp(`\\b\\d{1,2}/${year}\\b`, 'gu'),
  // A year alone: said as a time ("in 2021", "since 2019"), or not followed by what it would count.
  new RegExp(
    `\\b(?:in|since|from|during|until|till|through|by|before|after|of|early|late|mid)[-\\s]+${year}\\b`,
    'giu',
  ),
  new RegExp(`\\b${year}\\b(?!\\s*[+%]|\\s+[\\p{L}$])`, 'gu'),
  // A month or season alone, said as a time ("in May", "since the spring"): the month capitalised, so the verb
  // "may" is not one.
  new RegExp(
    `\\b${timePreposition}\\s+(?:${capitalisedMonth}|(?:the\\s+)?(?:spring|summer|fall|autumn|winter))\\b`,
    'gu',
  ),
];

/** Figures: digits with their unit ("40%", "$2.5M", "15+", "3x", "12 percent"), and cardinal number words. */
const figurePattern =
  /(?<![\p{L}\p{N}])(?:[$£€]\s?)?\d+(?:[.,]\d+)*(?:\s?(?:%|percent\b|per cent\b)|\s?(?:k|m|mm|bn|b|million|billion|thousand)\b|\+|x\b)?/giu;
const cardinalWords =
  /\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[\s-](?:one|two|three|four|five|six|seven|eight|nine))?(?:\s(?:hundred|thousand|million|billion))?(?:\s?(?:percent|per cent))?\b/giu;
/** Figures said as multiples or vague magnitudes: no placeholder reads right in their place. */
const multipleWords =
  /\b(?:doubled|doubling|tripled|tripling|quadrupled|halved|halving|twice|twofold|threefold|tenfold|dozens|hundreds|thousands|millions|billions)\b/giu;

/** Degrees and credentials by level: what a resume shows and a model may not add. */
const degreeTerms: readonly { key: string; pattern: RegExp }[] = [
  {
    key: 'doctorate',
    pattern:
      /\b(?:ph\.?\s?d\.?|doctorate|doctoral|doctor of|d\.phil|ed\.?d|psy\.?d|pharm\.?d|juris doctor|j\.d\.)(?![\p{L}])/giu,
  },
  {
    key: 'master',
    pattern:
      /\b(?:master['’]?s|masters|master of|m\.?sc|mba|m\.b\.a|m\.?eng|m\.?phil|mph|msn|ll\.m|m\.s\.|m\.a\.|postgraduate|graduate degree)(?![\p{L}])/giu,
  },
  {
    key: 'bachelor',
    pattern:
      /\b(?:bachelor['’]?s?|bachelors|bachelor of|baccalaureate|b\.?sc|b\.?eng|b\.?tech|bba|bsn|b\.s\.|b\.a\.|undergraduate degree|college degree|university degree)(?![\p{L}])/giu,
  },
  { key: 'associate', pattern: /\b(?:associate['’]?s? degree|associate of (?:arts|science|applied))\b/giu },
  { key: 'abbreviation', pattern: /\b(?:BS|MS|BA|MA|MD|JD|PhD)\b(?=\s*(?:in|of|degree)\b)/gu },
  {
    key: 'credential',
    pattern: /\b(?:certified|certifications?|certificates?|licensed|licensure|accredited|chartered)\b/giu,
  },
  { key: 'degree', pattern: /\b(?:degree|diploma)s?\b/giu },
];

/** Capitalised words a text of advice uses of itself: resume sections and the places that read a resume. */
const adviceWords = new Set(
  'summary profile objective skills experience education projects certifications work history employment core competencies contact header resume cv linkedin github ats star i x n'.split(
    ' ',
  ),
);

/** The words of a text, lower-case, for "does the resume hold this word". */
function wordsOf(text: string): Set<string> {
  const words = new Set<string>();
  for (const match of text.toLowerCase().matchAll(/[\p{L}\p{N}]+(?:['’.&-][\p{L}\p{N}]+)*/gu)) {
    words.add(match[0]);
    words.add(match[0].replace(/['’]s$/u, ''));
  }
  return words;
}

/** The digit runs of a text ("$85M" and "85" share "85"). */
const digitRuns = (text: string) => new Set(text.match(/\d+(?:[.,]\d+)*/gu) ?? []);

const overlaps = (spans: readonly Span[], start: number, end: number) =>
  spans.some((span) => start < span.end && end > span.start);

function dateSpans(text: string): Span[] {
  const spans: Span[] = [];
  for (const pattern of datePatterns) {
    for (const match of text.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (!overlaps(spans, start, end)) spans.push({ kind: 'date', start, end, text: match[0] });
    }
  }
  return spans;
}

function placeholderFor(figure: string, after: string): string {
  if (/%|percent|per cent/iu.test(figure) || /^\s*(?:percent|per cent|%)/iu.test(after))
    return placeholders.percent;
  if (/[$£€]/u.test(figure) || /^\s*(?:dollars|pounds|euros|usd|gbp|eur)\b/iu.test(after))
    return placeholders.money;
  return placeholders.count;
}

function figureSpans(text: string, taken: readonly Span[]): Span[] {
  const spans: Span[] = [];
  for (const pattern of [figurePattern, cardinalWords]) {
    for (const match of text.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (overlaps(taken, start, end) || overlaps(spans, start, end)) continue;
      spans.push({
        kind: 'number',
        start,
        end,
        text: match[0],
        placeholder: placeholderFor(match[0], text.slice(end, end + 12)),
      });
    }
  }
  for (const match of text.matchAll(multipleWords)) {
    const start = match.index;
    const end = start + match[0].length;
    if (!overlaps(taken, start, end) && !overlaps(spans, start, end))
      spans.push({ kind: 'number', start, end, text: match[0], placeholder: null });
  }
  return spans;
}

/** The degree levels (and credential words) a text names. */
function degreeKeysOf(text: string): Set<string> {
  const keys = new Set<string>();
  for (const { key, pattern } of degreeTerms)
    if (new RegExp(pattern.source, pattern.flags).test(text)) keys.add(key);
  return keys;
}

function degreeSpans(text: string, taken: readonly Span[]): (Span & { key: string })[] {
  const spans: (Span & { key: string })[] = [];
  for (const { key, pattern } of degreeTerms) {
    for (const match of text.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (!overlaps(taken, start, end) && !overlaps(spans, start, end))
        spans.push({ kind: 'degree', start, end, text: match[0], key });
    }
  }
  return spans;
}

/** The first word of a sentence, of a labelled part, of a quotation or of the line (after its marker). */
function startsSentence(text: string, at: number): boolean {
  const before = text.slice(0, at).trimEnd();
  if (before === '') return true;
  if (/[.!?:;•–—("“'‘]$/u.test(before)) return true;
  return splitMarker(text).marker.trim() === before;
}

interface Known {
  words: Set<string>;
  skills: Set<string>;
  degrees: Set<string>;
  digits: Set<string>;
}

/** What a text holds: its words, skills, degree levels, digits and dates, read once per text. */
const knownOf = perText(
  (text): Known => ({
    words: wordsOf(text),
    skills: new Set(findSkills(text).map((mention) => mention.skill.name.toLowerCase())),
    degrees: degreeKeysOf(text),
    digits: digitRuns(text),
  }),
);

const fold = (text: string) =>
  text
    .toLowerCase()
    .replace(/[–—]/gu, '-')
    .replace(/\s*-\s*/gu, '-')
    .replace(/\s+/gu, ' ')
    .trim();

/** Brackets the model wrote: a placeholder as we write them, one meaning a figure, or something else. */
function normaliseBrackets(text: string): { text: string; facts: InventedFact[] } {
  const facts: InventedFact[] = [];
  let out = text.replace(/\b(?:X{1,3}|N{1,3})\s?%/gu, placeholders.percent);
  out = out.replace(/\[([^\]\n]{0,40})\]/gu, (whole, inner: string) => {
    const content = inner.trim();
    if (/^(?:X%|N|\$X|N years|X)$/u.test(content)) return whole;
    if (/%|percent/iu.test(content)) return placeholders.percent;
    if (/[$£€]|amount|budget|cost|revenue|saving|dollar|money|sum/iu.test(content)) return placeholders.money;
    if (/^(?:n|x+|#|number|count|num|quantity|figure|metric|value|\d+)$/iu.test(content))
      return placeholders.count;
    facts.push({ kind: 'placeholder', text: whole, placeholdered: false });
    return whole;
  });
  return { text: out, facts };
}

interface ScanOptions {
  /** What the text may say: the line's own facts, and the words of what it may name. */
  line: string;
  known: Known;
  adds: readonly string[];
  /** Capitalised words of our own advice ("Summary", "LinkedIn") are no names. */
  isAdvice: boolean;
}

/** The facts a text brings that its line (and the texts it may draw on) do not hold. */
function scan(text: string, { line, known, adds, isAdvice }: ScanOptions): Span[] {
  const lineDigits = digitRuns(line);
  const lineWords = wordsOf(line);
  const found: Span[] = [];

  const dates = dateSpans(text);
  for (const span of dates) {
    // A date of the line may be said again; advice may cite any date of the resume or the posting.
    const runs = [...digitRuns(span.text)];
    const held =
      runs.length > 0
        ? runs.every((digits) => lineDigits.has(digits) || (isAdvice && known.digits.has(digits)))
        : fold(line).includes(fold(span.text)) ||
          (isAdvice && known.words.has(fold(span.text).split(' ').pop() ?? ''));
    if (!held) found.push(span);
  }

  for (const span of figureSpans(text, dates)) {
    const runs = [...digitRuns(span.text)];
    const held =
      runs.length > 0 &&
      runs.every((digits) => lineDigits.has(digits) || (isAdvice && known.digits.has(digits)));
    const wordHeld = runs.length === 0 && fold(line).includes(fold(span.text));
    if (!held && !wordHeld) found.push(span);
  }

  for (const match of text.matchAll(/(?:(?![0-9])[\p{Nd}\p{Nl}\p{No}]|⁄)+/gu))
    found.push({
      kind: 'number',
      start: match.index,
      end: match.index + match[0].length,
      text: match[0],
      placeholder: null,
    });

  const degrees = degreeSpans(text, dates);
  const keysHere = new Set(degrees.map((span) => span.key));
  for (const span of degrees) {
    if (known.degrees.has(span.key) || lineWords.has(span.text.toLowerCase())) continue;
    // "degree" beside a level is that level; alone, any degree the resume shows will do.
    if (span.key === 'degree' && ([...keysHere].some((key) => key !== 'degree') || hasAnyDegree(known)))
      continue;
    if (span.key === 'abbreviation' && hasAnyDegree(known)) continue;
    found.push(span);
  }

  const skillSpans: Span[] = [];
  const addSkills = new Set(adds.map((add) => add.toLowerCase()));
  for (const mention of findSkills(text)) {
    if (mention.paraphrased) continue;
    const name = mention.skill.name.toLowerCase();
    const at = mention.column ?? text.indexOf(mention.matched);
    const span: Span = {
      kind: 'tool',
      start: Math.max(0, at),
      end: Math.max(0, at) + mention.matched.length,
      text: mention.matched,
    };
    skillSpans.push(span);
    if (known.skills.has(name)) continue;
    if (isAdvice && addSkills.has(name)) continue;
    found.push(span);
  }

  const taken = [...found, ...dates, ...skillSpans, ...degrees];
  const addWords = wordsOf(adds.join(' '));
  for (const match of text.matchAll(/\p{Lu}[\p{L}\p{N}]*(?:['’.&-][\p{L}\p{N}]+)*/gu)) {
    const start = match.index;
    const end = start + match[0].length;
    const isLabel = /^\s*:/u.test(text.slice(end));
    if (overlaps(taken, start, end) || (startsSentence(text, start) && !isLabel)) continue;
    const word = match[0].toLowerCase().replace(/['’]s$/u, '');
    // A rewrite names only what its own line names (another entry's employer is not this line's); advice may
    // cite the resume and the posting.
    const isHeld = isAdvice ? known.words.has(word) : addWords.has(word);
    if (isHeld || lineWords.has(word) || isStopword(word)) continue;
    if (isAdvice && (adviceWords.has(word) || lookupVerb(word) !== undefined)) continue;
    found.push({ kind: 'organisation', start, end, text: match[0] });
  }
  return found.sort((a, b) => a.start - b.start);
}

const hasAnyDegree = (known: Known) =>
  ['doctorate', 'master', 'bachelor', 'associate'].some((key) => known.degrees.has(key));

/** The text with each figure span replaced by its placeholder. */
function withPlaceholders(text: string, spans: readonly Span[]): string {
  let out = text;
  for (const span of [...spans].sort((a, b) => b.start - a.start)) {
    const after = out.slice(span.end);
    // "40 percent" and "$2 million" are one figure: the unit goes with it.
    const unit = /^\s?(?:percent|per cent)\b/iu.exec(after);
    const end = span.end + (unit ? unit[0].length : 0);
    out = `${out.slice(0, span.start)}${span.placeholder}${out.slice(end)}`;
  }
  return out.replace(/\[X%\]\s?%/gu, placeholders.percent);
}

/** The model's text with the line's bullet marker (a rewrite keeps it; see check-rewrite.ts `shape`). */
function withMarkerOf(original: string, replacement: string): string {
  const line = original.trim();
  const { body: lineBody } = splitMarker(line);
  const prefix = line.slice(0, line.length - lineBody.length);
  return `${prefix}${splitMarker(replacement.trim()).body}`;
}

const toFact = (span: Span): InventedFact => ({
  kind: span.kind,
  text: span.text,
  placeholdered: span.kind === 'number' && Boolean(span.placeholder),
});

/**
 * A model's rewrite of a resume line (or bullet body) made safe to offer, or why it cannot be: added figures
 * become placeholders, any other fact the resume does not hold rejects it, and what is left must pass the
 * checks of every rewrite. Whitespace is folded; the line's bullet marker is kept.
 */
export function guardRewrite(input: GuardInput): GuardResult {
  const original = input.original.normalize('NFKC').trim();
  const resumeText = input.resumeText.normalize('NFKC');
  const adds = input.adds ?? [];
  const folded = withMarkerOf(original, input.replacement.normalize('NFKC').replace(/\s+/gu, ' '));
  const brackets = normaliseBrackets(folded);
  const spans = scan(brackets.text, {
    line: original,
    known: knownOf(resumeText),
    adds,
    isAdvice: false,
  });
  const facts = [...brackets.facts, ...spans.map(toFact)];
  const fixable = spans.every((span) => span.kind === 'number' && span.placeholder);
  if (brackets.facts.length > 0 || !fixable) return { ok: false, facts, problems: [] };
  const text = withPlaceholders(brackets.text, spans);
  const problems = rewriteProblems({ original, replacement: text, resumeText, adds });
  if (problems.length > 0) return { ok: false, facts, problems };
  return { ok: true, text, facts };
}

export type ProseResult =
  | { ok: true; text: string; facts: InventedFact[] }
  | { ok: false; facts: InventedFact[] };

/**
 * Advice a model wrote (a title, a description): guidance to the visitor, never written into the resume, so it
 * may cite the posting as well as the resume. Figures neither holds become placeholders; a date, degree, tool
 * or name neither holds rejects it (the suggestion is dropped).
 */
export function guardProse(text: string, context: { resumeText: string; postingText: string }): ProseResult {
  const folded = text.normalize('NFKC').replace(/\s+/gu, ' ').trim();
  const brackets = normaliseBrackets(folded);
  const spans = scan(brackets.text, {
    line: '',
    known: knownOf(`${context.resumeText}\n${context.postingText}`.normalize('NFKC')),
    adds: [],
    isAdvice: true,
  });
  const facts = [...brackets.facts, ...spans.map(toFact)];
  const fixable = spans.every((span) => span.kind === 'number' && span.placeholder);
  if (brackets.facts.length > 0 || !fixable) return { ok: false, facts };
  return { ok: true, text: withPlaceholders(brackets.text, spans), facts };
}
