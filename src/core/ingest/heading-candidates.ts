import type { ResumeSectionType } from '@shared/resume';
import {
  classifyHeading,
  isVocabularyHeading,
  isWeakHeading,
  mayStartHeading,
  normalizeHeading,
  respaceHeading,
  unspaceLetters,
} from './section-headings';

/** A heading found on a line of the resume. */
export interface HeadingEvent {
  line: number;
  type: ResumeSectionType;
  /** The heading as printed, without decorations, Markdown marks or trailing colon. */
  title: string;
  /** Text after the heading on its line: the section's first content line ("Skills: Java" -> "Java"). */
  inline?: string;
  /** Text before the heading on its line, which ends the previous section ("...lawEducation Details"). */
  before?: string;
}

type Look = 'upper' | 'capitalised' | 'lower' | 'uncased' | 'mixed';

export interface Candidate extends HeadingEvent {
  /**
   * On a line of its own, "Label: text" on one line, glued to other text by extraction, or printed in the
   * document's heading style (a PDF's typography: see pdf-heading-style.ts).
   */
  source: 'standalone' | 'inline' | 'glued' | 'styled';
  /** From the vocabulary or its keywords (else an unknown ALL-CAPS or Markdown heading, typed 'other'). */
  isKnown: boolean;
  /** Needs the document's other headings to look the same: a list-like word, a keyword match, a bulleted line. */
  isWeak: boolean;
  /** A vocabulary spelling that is not a list-like word: decides what the document's headings look like. */
  isStrong: boolean;
  /** How the heading is printed: Markdown level or letter case, and a trailing colon. */
  look: string;
  isUpper: boolean;
}

const maxHeadingChars = 60;
const maxHeadingWords = 6;
/** A line starting with a list marker is a list item ("• Leadership"), unless the same mark closes it. */
const listMarker = /^[•▪■●◦‣⁃∙○◆◇❖➢➣➤►▶▸▹✓✔✦★·*+-]\s/u;
const numbering = /^\d{1,2}[.)]\s/u;
const decoration = /^[\s\p{P}\p{S}]+|[\s\p{P}\p{S}]+$/gu;
const uncasedScript = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}]/u;
/** Small words that stay lower case in a capitalised heading ("Areas of Expertise"). */
const connectors = new Set('and of the in for a & und de y et e la des'.split(' '));
/** Possible headings on one line: on a line of its own, "Label: text", or glued to other text. */
export function findCandidates(raw: string, line: number, isFirstLine: boolean, runsOn = false): Candidate[] {
  const text = raw.trim();
  if (!text || !/\p{L}/u.test(text)) return [];
  const standalone = text.length <= maxHeadingChars ? standaloneCandidate(text, line) : undefined;
  if (standalone) return [standalone];
  const inline = inlineCandidate(text, line);
  if (inline) return [inline];
  return gluedCandidates(text, line, isFirstLine, runsOn);
}

function standaloneCandidate(text: string, line: number): Candidate | undefined {
  const markdown = /^(#{1,6})\s+(.*)$/u.exec(text);
  const body = markdown?.[2] ?? text;
  // A bullet or a number before a heading is an icon or numbering only if the document's headings all have one.
  const marker =
    markdown || closesLikeItOpens(body) ? '' : listMarker.test(body) ? '•' : numbering.test(body) ? '1.' : '';
  // A list item or the end of a wrapped sentence ("experience."), but not dot leaders ("Experience. . . .").
  if (/[,;]$|[^.\s]\.$/u.test(body)) return undefined;
  if (!markdown && body !== body.toUpperCase() && !mayStartHeading(body)) return undefined;
  const key = normalizeHeading(marker === '•' ? body.slice(1) : body);
  const words = key.split(' ').length;
  if (!key || words > maxHeadingWords) return undefined;
  const type = classifyHeading(key);
  // Cheap exit for the many short lines that are neither known headings nor ALL CAPS nor Markdown headings.
  if (!type && !markdown && (marker || words > 4 || body !== body.toUpperCase())) return undefined;
  const title = displayTitle(body);
  const { look, isUpper } = describeLook(title, markdown?.[1]?.length ?? 0, /[:：]\s*$/u.test(body));
  const candidate = { line, title, source: 'standalone', look: marker + look, isUpper } as const;
  if (type) {
    const isStrong = !isWeakHeading(key) && isVocabularyHeading(key);
    return { ...candidate, type, isKnown: true, isWeak: marker !== '' || !isStrong, isStrong };
  }
  if (!markdown && (!isUpper || title.length > 30)) return undefined;
  return { ...candidate, type: 'other', isKnown: false, isWeak: false, isStrong: false };
}

/**
 * A known heading printed in the document's headings' style: a heading even where its words could be a list item
 * ("Work" above a job title). Style alone does not make other words a heading: many layouts print sub-headings
 * (skill groups, interests) in their headings' style.
 */
export function styledCandidate(raw: string, line: number): Candidate | undefined {
  const text = raw.trim();
  const title = displayTitle(text);
  const key = normalizeHeading(title);
  const type = classifyHeading(key);
  if (!type) return undefined;
  const { look, isUpper } = describeLook(title, 0, /[:：]\s*$/u.test(text));
  const isStrong = isStrongHeadingKey(key);
  return { line, type, title, source: 'styled', look, isUpper, isKnown: true, isWeak: false, isStrong };
}

/** "Skills: Java, Python" -> heading "Skills" with content "Java, Python". */
function inlineCandidate(text: string, line: number): Candidate | undefined {
  const colon = text.search(/[:：]/u);
  if (colon < 2 || colon > 42) return undefined;
  const match = /^(\p{L}[^:：]{1,40}?)\s*[:：]\s*(\S.*)$/u.exec(text);
  if (!match?.[1] || !match[2]) return undefined;
  const key = normalizeHeading(match[1]);
  const type = isStrongHeadingKey(key) ? classifyHeading(key) : undefined;
  if (!type) return undefined;
  const title = displayTitle(match[1]);
  const { look, isUpper } = describeLook(title, 0, true);
  return {
    line,
    type,
    title,
    source: 'inline',
    inline: match[2].trim(),
    isKnown: true,
    isWeak: false,
    isStrong: true,
    look,
    isUpper,
  };
}

/**
 * Headings that text extraction glued to other text: opening the document's first line ("Skills Legal
 * Writing ...", "Skills * Python"), or ending a line right after a word ("...monthsCompany Details",
 * "...JQuery.Education Details"). Only multi-word vocabulary spellings count at a line's end.
 */
function gluedCandidates(text: string, line: number, isFirstLine: boolean, runsOn: boolean): Candidate[] {
  const found: Candidate[] = [];
  let rest = text;
  const opening = isFirstLine ? openingHeading(text) : undefined;
  if (opening) {
    found.push(glued(line, opening.type, opening.title));
    rest = text.slice(opening.length);
  }
  const suffix = gluedSuffix(rest, runsOn);
  const middle = (suffix ? rest.slice(0, suffix.at) : rest).trim();
  const first = found[0];
  if (first && middle) first.inline = middle;
  if (suffix) {
    const closing = glued(line, suffix.type, suffix.title);
    if (!first && middle) closing.before = middle;
    found.push(closing);
  }
  return found;
}

/**
 * The longest vocabulary heading glued to the end of the text: 2-4 words right after a word ("monthsCompany
 * Details"), or 1-4 words after a space that follows the end of a sentence, a bracket, a figure or a web
 * address ("... (Certificate Course) Education", "... who stay. Summary"), where a heading cannot go on a
 * sentence: plain-text exports run each heading on at the end of the line before it. After a word it may
 * ("Every summer we organised Volunteer Work"), so there only a heading glued to the word counts, unless the
 * document `runsOn` its headings: one of them was run on after such a boundary (then list-like words count too).
 */
function gluedSuffix(
  text: string,
  runsOn: boolean,
): { at: number; title: string; type: ResumeSectionType } | undefined {
  // Only the line's end can hold a glued heading: looking there keeps this cheap on long lines.
  const tailStart = Math.max(0, text.length - 48);
  for (const match of text.slice(tailStart).matchAll(/(?<=\S|\S )\p{Lu}\p{Ll}/gu)) {
    const at = tailStart + match.index;
    const title = text.slice(at).trim();
    const words = title.split(/\s+/u).length;
    const before = text.slice(0, at);
    const isGlued = !/\s$/u.test(before);
    const isAfterBoundary = endsClause.test(before) || endsWithAddress.test(before);
    const isPlausible = isGlued ? words >= 2 : isAfterBoundary || runsOn;
    const type = isPlausible && words <= 4 ? (runsOn ? knownType(title) : strongType(title)) : undefined;
    if (type) return { at, title, type };
  }
  return undefined;
}

/** Text ending where no sentence goes on: a full stop, a bracket, a figure, then a space. */
const endsClause = /[.!?)\]\p{N}]\s$/u;
const endsWithAddress = /(?:https?:\/\/|www\.|@)\S+\s$/u;

/** One or two capitalised words opening a line, then a capitalised word or a bullet: "Skills Legal Writing". */
function openingHeading(
  text: string,
): { length: number; title: string; type: ResumeSectionType } | undefined {
  for (const pattern of [
    /^(\p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+) (?=[\p{Lu}*•])/u,
    /^(\p{Lu}\p{Ll}+) (?=[\p{Lu}*•])/u,
  ]) {
    const match = pattern.exec(text);
    const type = match?.[1] ? strongType(match[1]) : undefined;
    if (match?.[1] && type) return { length: match[0].length, title: match[1], type };
  }
  return undefined;
}

export function isStrongHeadingKey(key: string): boolean {
  return isVocabularyHeading(key) && !isWeakHeading(key);
}

/** Any vocabulary heading's type, list-like words too ("Languages"). */
function knownType(text: string): ResumeSectionType | undefined {
  const key = normalizeHeading(text);
  return isVocabularyHeading(key) ? classifyHeading(key) : undefined;
}

function strongType(text: string): ResumeSectionType | undefined {
  const key = normalizeHeading(text);
  return isWeakHeading(key) || !isVocabularyHeading(key) ? undefined : classifyHeading(key);
}

function glued(line: number, type: ResumeSectionType, title: string): Candidate {
  return {
    line,
    type,
    title: title.trim(),
    source: 'glued',
    isKnown: true,
    isWeak: false,
    isStrong: true,
    look: 'capitalised',
    isUpper: false,
  };
}

/** The heading without Markdown marks, anchors, decorations, trailing colon; letter spacing joined. */
function displayTitle(text: string): string {
  return respaceHeading(withoutDecoration(text));
}

function withoutDecoration(text: string): string {
  return unspaceLetters(text.replace(/^#{1,6}\s+/u, '').replace(/\{#[^}]*\}\s*$/u, ''))
    .replace(/\.(?:\s?\.){2,}\s*$/u, '')
    .replace(decoration, (edge, at: number, text: string) => {
      // Brackets that close inside the title stay: "(三)证书", "Skills (Technical)".
      if (at === 0)
        return /[(（]/u.test(edge) && /[)）]/u.test(text) ? edge.slice(edge.search(/[(（]/u)) : '';
      return /[)）]/u.test(edge) ? edge.slice(0, edge.search(/[)）]/u) + 1) : '';
    })
    .trim();
}

function describeLook(
  title: string,
  markdownLevel: number,
  hasColon: boolean,
): { look: string; isUpper: boolean } {
  const letters = title.replace(/[^\p{L}]/gu, '');
  const isUpper = letters !== '' && letters === letters.toUpperCase() && letters !== letters.toLowerCase();
  let look: Look;
  // A heading written in a script without case (Chinese, Japanese, Korean) looks uncased, even with "PR" in it.
  if (uncasedScript.test(letters) || (letters === letters.toUpperCase() && letters === letters.toLowerCase()))
    look = 'uncased';
  else if (isUpper) look = 'upper';
  else if (letters === letters.toLowerCase()) look = 'lower';
  else look = isCapitalised(title) ? 'capitalised' : 'mixed';
  if (markdownLevel > 0) return { look: `#${markdownLevel}`, isUpper };
  return { look: hasColon ? `${look}:` : look, isUpper };
}

/**
 * "Work Experience", "Work experience", "Areas of Expertise": first letters upper, the rest lower. A word's first
 * letter is its first letter after any bracket or quote ("Projekte (Auswahl)", "Skills (Technical)").
 */
function isCapitalised(title: string): boolean {
  const words = title
    .split(/[\s/&|,-]+/u)
    .map((word) => word.replace(/^[^\p{L}]+/u, ''))
    .filter((word) => /\p{L}/u.test(word));
  return words.every((word, index) => {
    const rest = word.slice(1);
    if (rest !== rest.toLowerCase()) return false;
    const first = word.charAt(0);
    return index > 0 || first !== first.toLowerCase() || connectors.has(word);
  });
}

function closesLikeItOpens(text: string): boolean {
  const open = text.charAt(0);
  return text.length > 2 && text.trimEnd().endsWith(open);
}
