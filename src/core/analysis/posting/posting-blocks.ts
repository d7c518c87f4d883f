import type { PostingBlock } from '../types';

/**
 * What a heading announces, tried in this order (the first match wins): "Responsibilities/Essential
 * Functions" is about duties although "essential" asks for something, "Preferred qualifications" is preferred
 * although "qualifications" is required. Patterns run on the heading lower-cased, apostrophes dropped and
 * punctuation turned into spaces ("What you'll need:" -> "what youll need").
 */
const headingKinds: readonly [RegExp, PostingBlock][] = [
  // Hiring process and eligibility: nothing a resume should match.
  [
    /\b(how to apply|apply now|travel|physical|work schedule|work environment|appointment|location|working hours|hours|application process|equal (employment )?opportunit\w*|eeo|conditions of employment|employment requirements|eligibility|citizenship|required documents|evaluation|next steps|closing date|contact|more information|further details|como postular|como aplicar|privacy)/,
    'hiring',
  ],
  [
    /\b(benefits?|perks?|what we offer|we offer|we will offer|our offer|offer you|in return|compensation|salary|pay range|rewards?|what you will get|what you get|whats in it for you|why join|why work|support you|das bieten wir|wir bieten|was wir bieten|unser angebot|ofrecemos|beneficios|que ofrecemos|condiciones del contrato)\b/,
    'benefits',
  ],
  [
    /^(about|uber|sobre) (?!(the |this )?(role|job|position|opportunity|team|you)\b).*$|\b(about us|who we are|about our|our company|our story|our mission|company overview|company profile|wer wir sind|unternehmensprofil|quienes somos)\b/,
    'about',
  ],
  [
    /\b(preferred|nice to have|bonus|desirable|desired|a plus|pluses|advantage|advantageous|good to have|optional|wunschenswert|von vorteil|kann kriterien|deseable|valorable|se valorara)\b/,
    'preferred',
  ],
  [
    /\b(responsibilit\w*|what youll do|what you will do|what youll be doing|what you will be doing|your role|the role involves|duties|objectives?|tasks|day to day|in this role|job functions|essential functions|aufgaben|tatigkeiten|funciones|responsabilidades|que haras)\b/,
    'responsibilities',
  ],
  [
    /\b(requirements?|qualifications?|what youll need|what you need|what you will need|what were looking for|what we are looking for|we are looking for|must haves?|essential|you have|you bring|about you|who you are|your profile|profile|skills|experience|knowledge|competenc\w*|person specification|criteria|need from you|education|certifications?|licen[cs]es?|anforderungen|profil|voraussetzungen|qualifikation\w*|muss kriterien|was du mitbringst|was sie mitbringen|requisitos|requerimientos|perfil|lo que buscamos|que buscamos)\b/,
    'required',
  ],
  [
    /\b(summary|overview|description|about the (role|job|position)|the role|the position|basic information|job details|position info\w*|stellenbeschreibung|descripcion)\b/,
    'other',
  ],
];

/** Lower-case, accents and apostrophes dropped, punctuation as spaces: what `headingKinds` reads. */
export function headingKey(text: string): string {
  const lower = text.toLowerCase();
  // Most headings are plain ASCII: skip the Unicode work for them.
  if (!/[^\t\r -~]/.test(lower))
    return lower
      .replace(/'/g, '')
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  return lower
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/['’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

interface Known {
  block: PostingBlock;
  /** Words of the heading outside the matching phrase ("key" in "Key responsibilities"). */
  rest: string[];
  /** The matching phrase opens the heading. */
  atStart: boolean;
}

/** The block a heading announces, if its words say so. */
function classify(key: string): Known | undefined {
  for (const [pattern, block] of headingKinds) {
    const match = pattern.exec(key);
    if (!match) continue;
    const rest = (key.slice(0, match.index) + key.slice(match.index + match[0].length)).trim();
    return { block, rest: rest ? rest.split(' ') : [], atStart: match.index === 0 };
  }
  return undefined;
}

const bullet = /^\s*([-*•·●▪◦‣–—+>]|\d{1,2}[.)]|[a-z][.)])\s+/u;
const markdownHeading = /^\s{0,3}#{1,6}\s+/;
const wrapped = /^\s*(\*\*|__)(.+?)\1\s*:?\s*$/;
const endsLikeHeading = /(:|\?|\.\.\.|…)\s*$/;

export interface Heading {
  block: PostingBlock;
  /** The heading's text goes on with content on the same line ("Requirements: 4+ years of Python"). */
  inline: boolean;
  /** Known from its words, not only from its shape. */
  known: boolean;
  /** Shown only by a trailing colon: a sub-heading ("Technical skills:") when short. */
  colonOnly: boolean;
}

/**
 * Words a bare heading may hold besides its phrase: "Key responsibilities", "Preferred qualifications",
 * "Technical skills". A line such as "Education reimbursement" or "Communication skills" is content.
 */
const headingWords = new Set(
  `key main minimum basic required preferred desired essential additional general core technical professional
  personal primary other your our the job position role and of qualifications requirements skills experience
  responsibilities duties criteria profile benefits information details summary overview education knowledge
  abilities competencies tasks functions specification person`.split(/\s+/),
);

function onlyHeadingWords(key: string, known: Known): boolean {
  return known.rest.length <= 3 && known.rest.every((word) => headingWords.has(word)) && wordCount(key) <= 6;
}

function wordCount(key: string): number {
  return key ? key.split(' ').length : 0;
}

function isTitleCase(text: string): boolean {
  const long = text.split(/\s+/).filter((word) => /^\p{L}{4,}/u.test(word));
  const capitalised = long.filter((word) => /^\p{Lu}/u.test(word));
  return long.length >= 2 && capitalised.length >= 0.66 * long.length;
}

/**
 * The heading a line is, if it is one. `isolated` says the lines around it are blank. Shapes: Markdown
 * `#`, `**bold**`, ALL CAPS, a trailing colon or question mark, a known heading alone on its line, a Title Case
 * line alone between blank lines; or "Known heading: content" on one line.
 */
export function headingOf(line: string, isolated: boolean): Heading | undefined {
  const trimmed = line.trim();
  if (!trimmed || trimmed.length > 120) return undefined;
  const isMarkdown = markdownHeading.test(trimmed);
  const bold = wrapped.exec(trimmed);
  const text = bold?.[2] ?? trimmed.replace(markdownHeading, '');
  const key = headingKey(text);
  const words = wordCount(key);
  if (words === 0) return undefined;
  const letters = text.replace(/[^\p{L}]/gu, '');
  const isCaps = letters.length >= 3 && letters === letters.toUpperCase() && /\p{Lu}/u.test(letters);
  const isBullet = bullet.test(trimmed);

  // "Requirements: 4+ years ..." — a known heading, then the content.
  const colon = /^([^:]{2,40}):\s*(\S.*)$/.exec(text);
  if (!isMarkdown && !bold && colon?.[1] && !isBullet) {
    const headKey = headingKey(colon[1]);
    const head = wordCount(headKey) <= 4 ? classify(headKey) : undefined;
    if (head && head.rest.length <= 1)
      return { block: head.block, inline: true, known: true, colonOnly: false };
  }
  if (words > 12) return undefined;
  const known = classify(key);
  const marked = isMarkdown || Boolean(bold) || (isCaps && !isBullet) || endsLikeHeading.test(trimmed);
  if (marked) {
    const colonOnly = !isMarkdown && !bold && !isCaps && trimmed.endsWith(':');
    if (isBullet && colonOnly) return undefined;
    return { block: known?.block ?? 'other', inline: false, known: Boolean(known), colonOnly };
  }
  if (isBullet || /[.,;!]$/.test(trimmed)) return undefined;
  if (known && words <= 6 && onlyHeadingWords(key, known))
    return { block: known.block, inline: false, known: true, colonOnly: false };
  // "Person Specification Verified at interview (I)..." alone between blank lines.
  if (known && isolated && known.atStart)
    return { block: known.block, inline: true, known: true, colonOnly: false };
  if (isolated && words <= 10 && isTitleCase(text))
    return { block: 'other', inline: false, known: false, colonOnly: false };
  return undefined;
}

/** Inline cues that make one line "nice to have", wherever it sits (benefits and company blurbs aside). */
const preferredCue =
  /\(preferred\)|\b(is|are) preferred\b|\bpreferred\W*$|\bpreferred but\b|\b(is|are|be|as) an? (strong |big |huge |definite |great |real )?plus\b|\bplus\W*$|\bnice[- ]to[- ]have\b|\bdesirable\b|\bbonus\b|\bwould be (an? )?(advantage|asset|beneficial|plus)|\b(an|important|added) asset\b|\badvantageous\b|^\W*(ideally|preferably)\b|\bvon vorteil\b|\bwünschenswert\b|\bidealerweise\b|\bdeseable\b|\bvalorable\b|\bse valorará\b|\bpreferiblemente\b/i;
/** Inline cues that make a line a requirement; "as required", "if necessary" and the like are not. */
const requiredCue =
  /\b(required|must|essential|mandatory|erforderlich|zwingend|vorausgesetzt|voraussetzung|indispensable|imprescindible|excluyente|obligatorio)\b/i;
const notRequiredCue =
  /\b(as|if|when|where|may be|not|is not|no experience)\s+(required|necessary|essential)\b|\bmust not\b/gi;
/** Eligibility and hiring-process lines: no resume answers them with skills or keywords. */
const hiringLine =
  /\b(citizens?|citizenship|trial period|probationary period|direct deposit|selective service|e-verify|background (check|investigation)|drug (test|screen)\w*|years of age|criminal history|tuberculosis|fingerprint\w*|references|(applicants|candidates) (must|should|will) (submit|be notified|be contacted|receive)|application (process|package|deadline)|your application|this vacancy|vacancies|equal opportunit\w*|equal employment|reasonable accommodations?|discriminat\w*|your interview|at interview|invited to interview|interview process|interviews? (will|may|to be held)|equality of opportunity|closing date|apply for this|to apply|applications? (will|have|has|must|are|received)|disclosure and barring|dbs (check|clearance)|rehabilitation of offenders|deduction from (your )?salary|further details|your (resume|cv|cover letter)|disqualifi(cation|ed))\b/i;

/** A short line offering something to the employee, in untitled text: "Transit and child care subsidies". */
const benefitLine =
  /\b(insurance|401\s?\(?k\)?|pension|paid (time off|holidays|leave)|annual leave|sick leave|holidays|subsid(y|ies)|vouchers?|discounts?|reimbursement|wellness|gym|salary sacrifice|employee assistance|spending accounts?|retirement plan|savings plan|per annum|pro rata|per hour|hourly rate|salary)\b|[$£€]\s?\d/i;

/** Where a sentence or clause ends: "; " or ". Next", not the dots of "U.S. citizen". */
const sentenceBreak = /;\s|(?<!\b\p{Lu})[.!?]\s+(?=\p{Lu})/gu;
/** Whether a line asks something: a "nice to have" or a "must", not "if required". */
const asks = (line: string) => preferredCue.test(line) || requiredCue.test(line.replace(notRequiredCue, ' '));

/**
 * Whether a line is about eligibility or hiring: a short line with a hiring phrase, or a paragraph that opens
 * with one. A long paragraph of requirements that only closes with "we encourage any applicant to apply" is not,
 * nor is a line that asks something before it: "The ability to speak Welsh is desirable; Welsh and English
 * speakers are equally welcome to apply."
 */
function isHiringLine(line: string): boolean {
  const match = hiringLine.exec(line);
  if (!match) return false;
  const before = line.slice(0, match.index);
  const lastBreak = Math.max(-1, ...[...before.matchAll(sentenceBreak)].map((found) => found.index));
  if (lastBreak >= 0 && asks(before.slice(0, lastBreak))) return false;
  if (line.split(/\s+/).length <= 30) return true;
  const firstSentenceEnd = line.search(/[.!?](\s|$)/);
  return firstSentenceEnd < 0 || match.index < firstSentenceEnd;
}

function cueBlock(line: string, block: PostingBlock): PostingBlock {
  if (block === 'benefits' || block === 'title' || block === 'hiring') return block;
  if (isHiringLine(line)) return 'hiring';
  if ((block === 'other' || block === 'about') && line.split(/\s+/).length <= 12 && benefitLine.test(line))
    return 'benefits';
  if (block === 'about') return block;
  // "Excel is required. Adobe Analytics is a plus": a line asking both stays where it is.
  const asksBoth = requiredCue.test(line.replace(notRequiredCue, ' '));
  if (preferredCue.test(line) && !(asksBoth && block === 'required')) return 'preferred';
  // Only a short line: a "must" deep in a paragraph of company prose does not make the paragraph a requirement.
  if (block === 'other' && line.length <= 200 && requiredCue.test(line.replace(notRequiredCue, ' ')))
    return 'required';
  return block;
}

/**
 * Where a posting's own statement of years or degree counts most: requirements first; then duties, untitled
 * text and the hiring conditions; "nice to have" last; company and benefits text never.
 */
export const askingRank: Record<PostingBlock, number> = {
  required: 3,
  title: 2,
  responsibilities: 2,
  other: 2,
  hiring: 2,
  preferred: 1,
  about: 0,
  benefits: 0,
  comment: 0,
};

const delimiter = /^\s*(---|\+\+\+)\s*$/;

/** Lines of a front-matter block (YAML "---" or TOML "+++") opening the text, else 0. */
function frontMatterLength(lines: readonly string[]): number {
  const first = lines.findIndex((line) => line.trim() !== '');
  const opening = first >= 0 ? delimiter.exec(lines[first] ?? '') : null;
  if (!opening) return 0;
  const close = lines.findIndex((line, index) => index > first && line.trim() === opening[1]);
  return close < 0 ? 0 : close + 1;
}

const isBlank = (line: string | undefined) => line === undefined || line.trim() === '';

/**
 * A paragraph that says what the hire will do: "You will design and build Python services", "The post holder
 * will provide...", "you will be responsible for...". Not what they will join, get or be given: "you'll be
 * joining an award-winning organisation", "you'll receive training", "you will be valued and supported".
 */
const dutyCue = new RegExp(
  String.raw`\b(you will|you['’]ll|the successful (candidate|applicant) will|the post ?holder will|the jobholder will)\s+(also\s+)?` +
    String.raw`(?!(be\s+)?(join|joining|part of|working for|work for|receive|get|enjoy|have|benefit|make a difference)\b)` +
    String.raw`(?!be\s+(?!(responsible|expected|required|asked|involved|tasked|accountable)\b)\w+(ed|en)\b)\w+`,
  'i',
);

/**
 * A paragraph that opens by presenting the employer: "Deepdene Care is a national mental healthcare provider",
 * "HMP Oakwood is the largest prison in Europe", "At Benenden we are proud of...", "Our core values are...". Not
 * "Yesler is looking for a Data Analyst" nor "We are looking for...".
 */
const companyCue =
  /^\W*([Ww]e are (?!(now )?(looking|seeking|recruiting|hiring|searching)\b)|[Ww]e['’]re (?!(now )?(looking|seeking|recruiting|hiring|searching)\b)|[Oo]ur (company|organi[sz]ation|mission|vision|values|core values|story|history|clients|customers)\b|[Aa]t \p{Lu}[\p{L}\d&'’.-]*(\s\p{Lu}[\p{L}\d&'’.-]*)*,?\s+we\b|([Ff]ounded|[Ee]stablished) in\b|[Ww]ith (a network|over \d|more than \d)|(?!(This|That|These|It|There|You|The (role|position|post|job))\b)\p{Lu}[\p{L}\d&'’.-]*(\s(\p{Lu}[\p{L}\d&'’.-]*|&|of|and))*\s(is|are)\s(a|an|the|one of|proud|committed|dedicated|part of|home to|growing|passionate)\b)/u;
/** A company paragraph is prose, not a one-line requirement ("Excel is a must"). */
const MIN_COMPANY_WORDS = 12;

/**
 * Untitled paragraphs, by what they say: what the hire will do is the role's responsibilities (a posting that
 * opens "We are looking for a Backend Engineer. You will build services with FastAPI..." asks for FastAPI as
 * much as its requirements list does); a paragraph presenting the employer is about the company. Only lines
 * still 'other' change.
 */
function readUntitledParagraphs(lines: readonly string[], blocks: PostingBlock[]): void {
  for (let start = 0; start < lines.length; ) {
    let end = start;
    while (end < lines.length && !isBlank(lines[end])) end++;
    const paragraph = lines.slice(start, end).join(' ');
    const block: PostingBlock | undefined = dutyCue.test(paragraph)
      ? 'responsibilities'
      : blocks[start] === 'other' &&
          companyCue.test(paragraph) &&
          paragraph.split(/\s+/).length >= MIN_COMPANY_WORDS
        ? 'about'
        : undefined;
    if (block)
      for (let index = start; index < end; index++) if (blocks[index] === 'other') blocks[index] = block;
    start = end + 1;
  }
}

/** The last posting read, and its blocks. */
let last: { text: string; blocks: readonly PostingBlock[] } = { text: '', blocks: [] };

/**
 * Which part of the posting each line of `text.split('\n')` belongs to. Headings (see `headingOf`) open a
 * block; lines before any heading are 'other', except a short first line, which is the title. A line with
 * an inline cue ("... is a plus", "(preferred)", "must have ...") is preferred or required wherever it sits
 * (company and benefits text aside); eligibility lines (citizenship, trial period...) are 'other'. An untitled
 * paragraph of what the hire will do ("You will design and build...") is 'responsibilities'; one presenting the
 * employer ("Deepdene Care is a national provider...") is 'about'.
 * Front matter of Markdown postings is 'other', its `title` line 'title' and its "#" lines 'comment' (notes to
 * the editor: "If you are editing this file on GitHub...").
 */
export function postingBlocks(text: string): PostingBlock[] {
  // The analysis asks for the same posting's blocks several times (years, degree, seniority): read it once.
  if (text === last.text) return [...last.blocks];
  const blocks = readBlocks(text);
  last = { text, blocks };
  return [...blocks];
}

function readBlocks(text: string): PostingBlock[] {
  const lines = text.split('\n');
  const blocks: PostingBlock[] = new Array(lines.length).fill('other');
  const frontMatter = frontMatterLength(lines);
  for (let index = 0; index < frontMatter; index++) {
    const line = lines[index] ?? '';
    if (/^\s*title\s*[:=]/i.test(line)) blocks[index] = 'title';
    else if (/^\s*#/.test(line)) blocks[index] = 'comment';
  }

  let current: PostingBlock = 'other';
  let seenContent = frontMatter > 0;
  for (let index = frontMatter; index < lines.length; index++) {
    const line = lines[index] ?? '';
    if (isBlank(line)) {
      blocks[index] = current;
      continue;
    }
    const isolated = isBlank(lines[index - 1]) && isBlank(lines[index + 1]);
    const heading = headingOf(line, isolated);
    const isFirst = !seenContent;
    seenContent = true;
    if (isFirst && isTitleLine(line, heading)) {
      blocks[index] = 'title';
      continue;
    }
    if (!heading) {
      blocks[index] = cueBlock(line, current);
      continue;
    }
    // A labelled value ("Location: Daventry", "Salary: £18,135") is that line only, not a part of the posting.
    if (heading.inline && (heading.block === 'hiring' || heading.block === 'benefits')) {
      blocks[index] = heading.block;
      continue;
    }
    const keepsBlock =
      heading.colonOnly &&
      !heading.known &&
      (current === 'required' || current === 'preferred' || current === 'responsibilities') &&
      wordCount(headingKey(line)) <= 4;
    if (!keepsBlock) current = heading.block;
    blocks[index] = heading.inline ? cueBlock(line, current) : current;
  }
  readUntitledParagraphs(lines, blocks);
  return blocks;
}

/** The first line is the job title when short and not a heading naming a part of the posting. */
function isTitleLine(line: string, heading: Heading | undefined): boolean {
  if (heading?.known && heading.block !== 'other') return false;
  const trimmed = line.trim();
  return trimmed.length <= 100 && !/[.!]$/.test(trimmed) && trimmed.split(/\s+/).length <= 15;
}
