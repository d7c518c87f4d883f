import type { ResumeSectionType } from '@shared/resume';
import { countWords, unspacedScript } from './count-words';
import {
  type Candidate,
  findCandidates,
  type HeadingEvent,
  isStrongHeadingKey,
  styledCandidate,
} from './heading-candidates';
import { normalizeHeading, roleWords } from './section-headings';

export type { HeadingEvent } from './heading-candidates';

/**
 * Which candidate lines are headings. The document's own style decides the doubtful ones: the most common look
 * of its sure headings (ALL CAPS, Capitalised, Markdown level, with a colon, bulleted...) is the look a
 * list-like word ("Leadership"), a keyword-built heading or an unknown ALL-CAPS line must share.
 */
/**
 * The accepted headings of a resume's lines, in line order. `styled` holds the lines the document prints in its
 * headings' style (a PDF's typography): each is a heading, whatever its words.
 */
export function findHeadingEvents(lines: string[], styled: readonly string[] = []): HeadingEvent[] {
  const firstLine = lines.findIndex((line) => line.trim() !== '');
  const styledLines = new Set(styled.map(lineKey));
  const candidatesOf = (runsOn: boolean) =>
    lines.flatMap((line, index) => {
      const styledHeading = styledLines.has(lineKey(line)) ? styledCandidate(line, index) : undefined;
      return styledHeading ? [styledHeading] : findCandidates(line, index, index === firstLine, runsOn);
    });
  // A document that runs one heading on at the end of a line (a plain-text export) runs them all on.
  const found = candidatesOf(false);
  const candidates = found.some((candidate) => candidate.source === 'glued' && candidate.before)
    ? candidatesOf(true)
    : found;
  const strongLooks = new Map<string, number>();
  for (const candidate of candidates) {
    const isOwnLine = candidate.source === 'standalone' || candidate.source === 'styled';
    if (isOwnLine && candidate.isStrong && !candidate.look.includes('mixed')) {
      strongLooks.set(candidate.look, (strongLooks.get(candidate.look) ?? 0) + 1);
    }
  }
  const dominantLook = [...strongLooks].sort((a, b) => b[1] - a[1])[0]?.[0];
  const events: HeadingEvent[] = [];
  let current: ResumeSectionType = 'header';
  let lastLine = -1;
  let previousLook = '';
  for (const candidate of candidates) {
    const previous = events.at(-1);
    const hasContentSince =
      !previous ||
      Boolean(previous.inline) ||
      hasTextBetween(lines, lastLine, candidate.line) ||
      candidate.line === lastLine;
    lastLine = candidate.line;
    if (!accept(candidate, { lines, dominantLook, current, seenHeading: events.length > 0 })) continue;
    // A heading right under one of the same type is a sub-title ("Core Qualifications" / "KEY QUALIFICATIONS").
    if (!hasContentSince && previous?.type === candidate.type && candidate.look !== previousLook) continue;
    events.push(toEvent(candidate));
    current = candidate.type;
    previousLook = candidate.look;
  }
  return events;
}

function accept(
  candidate: Candidate,
  context: {
    lines: string[];
    dominantLook: string | undefined;
    current: ResumeSectionType;
    seenHeading: boolean;
  },
): boolean {
  const { lines, dominantLook, current, seenHeading } = context;
  const { look } = candidate;
  if (candidate.source === 'styled' || candidate.source === 'glued') return true;
  if (look.includes('mixed')) return false;
  // "Skills: Java" opens a section only where a section may start, not inside a list of its own type, and inside a
  // job or a project only for education, which no job holds ("Tools: Git" or "Skills: SQL" there describe the job).
  if (candidate.source === 'inline')
    return (
      candidate.type !== current &&
      ((current !== 'experience' && current !== 'projects') || candidate.type === 'education')
    );
  if (look.startsWith('lower') && look !== dominantLook) return false;
  if (candidate.isKnown && !candidate.isWeak) return true;
  if (candidate.isKnown) {
    // Capitals are a heading's look in any document: a line in capitals made of two heading words or more
    // ("PERSONAL SKILLS", "ACADEMIC DETAILS") needs no other heading printed the same way.
    const isCapitalsHeading = look.startsWith('upper') && candidate.title.trim().split(/\s+/u).length >= 2;
    const matchesLook = dominantLook === undefined || look === dominantLook || isCapitalsHeading;
    const mayBeListItem = !candidate.isStrong && !look.startsWith('#');
    return matchesLook && !(mayBeListItem && isInListRun(lines, candidate.line));
  }
  // Unknown headings: Markdown at the level of the known ones, or ALL CAPS where headings are ALL CAPS.
  if (look !== dominantLook || !seenHeading) return false;
  if (look.startsWith('#')) return true;
  return (
    candidate.isUpper &&
    !['header', 'experience', 'projects', 'education'].includes(current) &&
    candidate.title.replace(/[^\p{L}]/gu, '').length >= 5 &&
    !roleWords.test(candidate.title) &&
    !/\d/.test(candidate.title) &&
    nextTextLine(lines, candidate.line) !== undefined
  );
}

const lineKey = (line: string) => line.trim().replace(/\s+/gu, ' ');

function toEvent({ line, type, title, inline, before }: Candidate): HeadingEvent {
  const event: HeadingEvent = { line, type, title };
  if (inline) event.inline = inline;
  if (before) event.before = before;
  return event;
}

/**
 * A weak heading between two short lines is one item of a list ("Vitals", "Training", "Gait Belt"). Words of
 * scripts written without spaces (Chinese, Japanese, Thai...: `unspacedScript`) are counted by the segmenter.
 */
function isInListRun(lines: string[], line: number): boolean {
  const isItem = (text: string | undefined) =>
    text !== undefined &&
    /\p{L}/u.test(text) &&
    !/@|:\/\/|www\.|\.(?:com|org|net|io|dev|me|edu)\b/iu.test(text) &&
    (unspacedScript.test(text) ? countWords(text) : text.split(/\s+/u).length) <= 3 &&
    !/[.:。：]$/u.test(text) &&
    !isStrongHeadingKey(normalizeHeading(text));
  return isItem(previousTextLine(lines, line)) && isItem(nextTextLine(lines, line));
}

function hasTextBetween(lines: string[], from: number, to: number): boolean {
  for (let index = from + 1; index < to; index++) if (lines[index]?.trim()) return true;
  return false;
}

function previousTextLine(lines: string[], line: number): string | undefined {
  for (let index = line - 1; index >= 0; index--) {
    const text = lines[index]?.trim();
    if (text) return text;
  }
  return undefined;
}

function nextTextLine(lines: string[], line: number): string | undefined {
  for (let index = line + 1; index < lines.length; index++) {
    const text = lines[index]?.trim();
    if (text) return text;
  }
  return undefined;
}
