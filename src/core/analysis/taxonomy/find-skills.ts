import type { SkillCategory, SkillMention } from '../types';
import { findParaphrases, findPastTenses } from './find-paraphrases';
import { properNameAround } from './proper-names';
import { type IndexEntry, type PhraseNode, phraseIndex } from './taxonomy';
import { singular, type Token, tokenize } from './tokenize';

/** Categories whose names can vouch for a guarded neighbour ("Python, Go and Rust"). */
const technical = new Set<SkillCategory>(['programming', 'framework', 'tool', 'cloud-devops', 'data']);
/** After a sentence-initial "Excel", these words show the verb ("Excel at ..."), not the product. */
const verbFollowers = new Set(['at', 'in', 'on', 'as', 'with', 'within', 'through', 'when', 'by', 'under']);
/** Punctuation that glues a guarded name to its neighbour: "R&D", "C-level", "Go-getter". */
const gluedBefore = /[&\-\u2010-\u2015'’@_+]$/;
const gluedAfter = /^[&\-\u2010-\u2015'’@_]/;

/** What may stand between the words of one phrase: spaces and the joiners of names (CI/CD, e-mail, Node.js). */
const phraseGap = /^(\s*|\s*[-\u2010-\u2015/&+'’]\s*|\.)$/;

interface Match {
  entry: IndexEntry;
  start: number;
  /** Index of the token after the match. */
  end: number;
}

/** Tokens glued without a space (e-mail, Node.JS) may also be read as one word ("email", "nodejs"). */
function isGlued(token: Token | undefined): boolean {
  if (token === undefined) return false;
  // "A.I" in "(A.I)" is two letters, not AI; "Node.JS" is one name.
  return /^[-\u2010-\u2015]$/.test(token.before) || (token.before === '.' && token.end - token.start > 1);
}

/** The longest phrase of the index that starts at token `start`. */
function longestMatch(tokens: readonly Token[], start: number): Match | undefined {
  const root = phraseIndex();
  // Most words start no phrase: answer those at once.
  if (!root.next.has((tokens[start] as Token).norm) && !isGlued(tokens[start + 1])) return undefined;
  let best: Match | undefined;
  const pending: [PhraseNode, number, number][] = [[root, start, 0]];
  const step = (node: PhraseNode, word: string, next: number, depth: number) => {
    const child = node.next.get(word);
    if (!child) return;
    if (child.entry && (!best || next > best.end)) best = { entry: child.entry, start, end: next };
    if (child.next.size > 0) pending.push([child, next, depth + 1]);
  };
  while (pending.length > 0) {
    const [node, at, depth] = pending.pop() as [PhraseNode, number, number];
    // A phrase does not run across a comma, a bracket or the end of a sentence ("AWS (ECS" is not "AWS ECS").
    if (at >= tokens.length || (depth > 0 && !phraseGap.test((tokens[at] as Token).before))) continue;
    let glued = '';
    for (let end = at; end < tokens.length && end < at + 3; end++) {
      const token = tokens[end] as Token;
      if (end > at && !isGlued(token)) break;
      glued += token.norm;
      step(node, glued, end + 1, depth);
      // The last word of a multi-word name is indexed singular: "data pipelines" -> "data pipeline".
      const one = depth > 0 || end > at ? singular(glued) : glued;
      if (one !== glued) step(node, one, end + 1, depth);
    }
  }
  return best;
}

/** All matches of a line, left to right, each the longest at its place; overlaps are skipped. */
function matchLine(line: string): { tokens: Token[]; matches: Match[] } {
  const tokens = tokenize(line);
  const matches: Match[] = [];
  let at = 0;
  while (at < tokens.length) {
    // A file name or a path ("alert.html", "pages/benefits.md") names no skill.
    const isFileExtension = at > 0 && tokens[at]?.before === '.';
    const match = isFileExtension ? undefined : longestMatch(tokens, at);
    if (match) matches.push(match);
    at = match ? match.end : at + 1;
  }
  return { tokens, matches };
}

/** Web and mail addresses name no skill ("https://github.com/..."): they are blanked, offsets kept. */
const addresses =
  /\b(?:https?:\/\/|www\.)\S*|[\w.+-]+@[\w-]+\.[\w.-]+|\b[\w-]+\.(?:com|org|gov|net|io|edu|uk)\b\S*/g;
const blankAddresses = (line: string) =>
  /@|:\/\/|www\.|\.(com|org|gov|net|io|edu|uk)\b/.test(line)
    ? line.replace(addresses, (address) => ' '.repeat(address.length))
    : line;

const blankSpan = (line: string, { start, end }: { start: number; end: number }) =>
  line.slice(0, start) + ' '.repeat(end - start) + line.slice(end);

const lettersOf = (text: string) => text.replace(/[^\p{L}\p{N}#+]/gu, '');

/** Whether a guarded match is written like the name, stands alone, and (for "Excel") is not the verb. */
function looksLikeName(line: string, tokens: readonly Token[], match: Match): boolean {
  const first = tokens[match.start] as Token;
  const last = tokens[match.end - 1] as Token;
  const after = tokens[match.end];
  const followingText = line.slice(last.end, after ? after.start : line.length);
  if (gluedBefore.test(first.before) || gluedAfter.test(followingText)) return false;
  if (/^\.[\p{L}\p{N}]/u.test(line.slice(last.end))) return false;
  if (match.entry.guard === 'context') return true;
  if (match.entry.guard === 'initials') return /^\p{Lu}+$/u.test(line.slice(first.start, last.end));
  if (lettersOf(line.slice(first.start, last.end)) !== lettersOf(match.entry.surface)) return false;
  if (match.entry.guard !== 'exact-case') return true;
  const startsSentence = match.start === 0 || /[.!?:;•*]\s*$/.test(first.before);
  return !(startsSentence && after && verbFollowers.has(after.norm));
}

const isTechnical = (match: Match) => technical.has(match.entry.skill.category);
const needsContext = (match: Match) =>
  match.entry.guard === 'context' ||
  match.entry.guard === 'exact-case+context' ||
  match.entry.guard === 'initials';
/** A list line ("• Go", "Languages: Go, Rust") is short: its neighbours may vouch for it. */
const maxListLineTokens = 6;

/** The sentence of each token: a new one starts after ". ", "! ", "? " or a bullet. */
function sentenceOf(tokens: readonly Token[]): number[] {
  let sentence = 0;
  return tokens.map((token) => {
    if (/[.!?]\s|[•·]/.test(token.before)) sentence++;
    return sentence;
  });
}

interface LineMatches {
  tokens: Token[];
  matches: Match[];
}

/**
 * Guarded names that need a neighbour ("Go", "Chef", "Spring") are kept when an unguarded technical skill sits
 * in the same sentence, when two of them stand together ("Go, Rust"), or, on a short list line, when the
 * line before or after names an unguarded technical skill.
 */
function vouchedMatches(perLine: readonly LineMatches[], index: number): Match[] {
  const { tokens, matches } = perLine[index] as LineMatches;
  if (!matches.some(needsContext)) return matches;
  const sentences = sentenceOf(tokens);
  const sentenceOfMatch = (match: Match) => sentences[match.start] ?? 0;
  const anchored = new Set(matches.filter((m) => isTechnical(m) && !m.entry.guard).map(sentenceOfMatch));
  const guardedCount = new Map<number, number>();
  for (const match of matches.filter((m) => needsContext(m) && isTechnical(m))) {
    guardedCount.set(sentenceOfMatch(match), (guardedCount.get(sentenceOfMatch(match)) ?? 0) + 1);
  }
  const hasAnchor = (other: LineMatches | undefined) =>
    other?.matches.some((m) => isTechnical(m) && !m.entry.guard) === true;
  const isListLine = tokens.length <= maxListLineTokens;
  const neighbourVouches = isListLine && (hasAnchor(perLine[index - 1]) || hasAnchor(perLine[index + 1]));
  const initials = matches.filter((m) => m.entry.guard === 'initials');
  /** Initials of another skill in the same sentence ("AP/AR"); "AP Calculus and AP Statistics" has none. */
  const hasOtherInitials = (match: Match) =>
    initials.some(
      (other) => other.entry.skill !== match.entry.skill && sentenceOfMatch(other) === sentenceOfMatch(match),
    );
  return matches.filter((match) => {
    if (!needsContext(match)) return true;
    const sentence = sentenceOfMatch(match);
    if (match.entry.guard === 'initials') return hasOtherInitials(match);
    return anchored.has(sentence) || (guardedCount.get(sentence) ?? 0) > 1 || neighbourVouches;
  });
}

/**
 * Every skill mentioned in a text, in order: multi-word names first (the longest match wins, so "machine learning
 * engineer" is one mention of Machine learning), spelling variants tolerated, and names that are also everyday
 * words counted only when their casing and neighbours show the skill (see guard.ts). Then the skills a line
 * says in other words ("analyzed the data"), marked `paraphrased`; with `roleTitles`, a job title names its
 * holder's skill too (see find-paraphrases.ts). `english`, the text read as English (english-gloss.ts), is
 * where a Spanish or German text's skills are found: "bases de datos" reads "databases", and "Informática" is
 * no longer the Informatica tool.
 */
export function findSkills(
  text: string,
  { roleTitles = false, english = text }: { roleTitles?: boolean; english?: string } = {},
): SkillMention[] {
  if (english !== text) return readInEnglish(text, english, roleTitles);
  const lines = text.split('\n');
  const blanked = lines.map(blankAddresses);
  const perLine: LineMatches[] = [];
  for (const [index, line] of lines.entries()) {
    const { tokens, matches } = matchLine(blanked[index] as string);
    const kept: Match[] = [];
    for (const match of matches) {
      if (match.entry.guard && !looksLikeName(line, tokens, match)) continue;
      const name = properNameAround(line, tokens, { ...match, category: match.entry.skill.category });
      if (!name) kept.push(match);
      // Nor do its words say the skill in other words.
      else blanked[index] = blankSpan(blanked[index] as string, name);
    }
    perLine.push({ tokens, matches: kept });
  }
  const mentions: SkillMention[] = [];
  perLine.forEach(({ tokens }, index) => {
    const line = lines[index] as string;
    for (const match of vouchedMatches(perLine, index)) {
      const start = (tokens[match.start] as Token).start;
      const end = (tokens[match.end - 1] as Token).end;
      mentions.push({
        line: index,
        text: line.trim(),
        skill: match.entry.skill,
        matched: line.slice(start, end),
        column: start,
      });
    }
  });
  const paraphrases = findParaphrases(blanked.join('\n'), mentions, { roleTitles });
  const said = [...mentions, ...paraphrases];
  return [...said, ...findPastTenses(blanked.join('\n'), said)];
}

/** The skills of a text's English reading, quoted with the lines as written; `matched` is the English reading. */
function readInEnglish(text: string, english: string, roleTitles: boolean): SkillMention[] {
  const lines = text.split('\n');
  return findSkills(english, { roleTitles }).map((mention) => ({
    ...mention,
    text: lines[mention.line]?.trim() ?? mention.text,
  }));
}
