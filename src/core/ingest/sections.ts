import type { DetectedSection, ResumeSectionType } from '@shared/resume';
import { countWords, unspacedScript } from './count-words';
import { findHeadingEvents, type HeadingEvent } from './heading-lines';
import { structuredPart } from './structure-limit';

/** Title of the block before the first heading (name and contact): it has no printed heading. */
export const headerTitle = 'Header';
/** Lines at most kept as header when a resume has no heading at all. */
const maxHeaderLinesWithoutHeadings = 6;

/**
 * Split resume text into sections at its headings (see heading-lines.ts for what counts as a heading).
 *
 * - Lines are 0-based indexes into `text.split('\n')`; a section runs from its heading line (`startLine`) to its
 *   last non-empty line (`endLine`, inclusive); `content` holds its non-empty lines, trimmed, heading excluded.
 * - The block before the first heading is the 'header' section, titled "Header". If the resume has no summary
 *   heading, a paragraph of prose in that block (15+ words, sentences) starts an untitled 'summary' section.
 * - "Skills: Java, Python" is a heading with its first content line ("Java, Python") on the same line; a heading
 *   glued to the end of a line by text extraction ("...lawEducation Details") starts its section on that line,
 *   whose leading text ends the previous section (so the two sections share that line).
 * - With no heading at all: the first lines up to the first blank line (at most 6) are the header, and the rest
 *   is one untitled section, 'experience' when it holds date ranges, else 'other'.
 * - Repeated headings of one type (two "Experience" blocks, two columns) stay separate sections.
 * - `styledHeadings` are the lines the file prints in its headings' style (see `ExtractedText.headings`): headings
 *   whatever their words.
 * - Headings (and date ranges) are looked for in the lines read for the resume's structure only (structure-limit.ts):
 *   the lines after them are the content of the section they run on in, the last one.
 */
export function splitSections(text: string, styledHeadings: readonly string[] = []): DetectedSection[] {
  const lines = text.split('\n');
  const structured = structuredPart(text).lines;
  const events = findHeadingEvents(structured, styledHeadings);
  if (events.length === 0) return sectionsWithoutHeadings(lines, structured.length);
  const first = events[0] as HeadingEvent;
  const sections = sectionsBeforeHeadings(
    lines,
    first.line,
    !events.some((event) => event.type === 'summary'),
  );
  events.forEach((event, index) => {
    const previous = sections.at(-1);
    if (event.before && previous) {
      previous.content.push(event.before);
      previous.endLine = event.line;
    } else if (event.before) {
      sections.push({
        type: 'header',
        title: headerTitle,
        content: [event.before],
        ...lineRange(event.line),
      });
    }
    const next = events[index + 1];
    const lastLine = next ? (next.line === event.line ? event.line - 1 : next.line - 1) : lines.length - 1;
    const body = collect(lines, event.line + 1, lastLine);
    const content = event.inline ? [event.inline, ...body.content] : body.content;
    const endLine = body.content.length > 0 ? body.endLine : event.line;
    sections.push({
      type: event.type,
      title: event.title,
      content,
      originalOrder: sections.length,
      startLine: event.line,
      endLine,
    });
  });
  return sections;
}

/**
 * The header: lines before the first heading. When the resume has no summary heading, a paragraph of prose
 * under the name and contact lines is its summary, untitled.
 */
function sectionsBeforeHeadings(
  lines: string[],
  firstHeading: number,
  mayHoldSummary: boolean,
): DetectedSection[] {
  const header = collect(lines, 0, firstHeading - 1);
  if (header.content.length === 0) return [];
  const proseAt = mayHoldSummary
    ? lines.findIndex((line, index) => index > header.startLine && index < firstHeading && isProse(line))
    : -1;
  if (proseAt < 0) return [{ type: 'header', title: headerTitle, ...header, originalOrder: 0 }];
  const summary = collect(lines, proseAt, firstHeading - 1);
  return [
    { type: 'header', title: headerTitle, ...collect(lines, 0, proseAt - 1), originalOrder: 0 },
    { type: 'summary', title: '', ...summary, originalOrder: 1 },
  ];
}

/**
 * A sentence-like line of 15+ words, not a line of contact details joined by separators. Words of scripts
 * written without spaces (Chinese, Japanese, Thai...: `unspacedScript`) are counted by the segmenter; Chinese
 * and Japanese sentences end with "。".
 */
function isProse(line: string): boolean {
  const words = unspacedScript.test(line) ? countWords(line) : line.split(/\s+/u).length;
  return words >= 15 && /\.(?:\s|$)|。/u.test(line) && !/[@|•·]/u.test(line);
}

function lineRange(line: number) {
  return { originalOrder: 0, startLine: line, endLine: line };
}

/** Non-empty trimmed lines of [from, to] with the first and last such line indexes. */
function collect(lines: string[], from: number, to: number) {
  const content: string[] = [];
  let startLine = -1;
  let endLine = -1;
  for (let index = from; index <= to; index++) {
    const line = lines[index]?.trim();
    if (!line) continue;
    if (startLine < 0) startLine = index;
    endLine = index;
    content.push(line);
  }
  return { content, startLine: Math.max(startLine, from, 0), endLine: Math.max(endLine, from, 0) };
}

/**
 * A date range: "Jan 2019 - Present", "2015 to 2019"; CJK resumes write the month after the year ("2019.07",
 * "2019年7月") and "now" as 至今 / 现在 / 現在 / 현재, with no word boundary around them.
 */
const dateRange =
  /\b(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+)?(?:19|20)\d{2}(?:[./]\d{1,2}|年(?:\d{1,2}月)?)?\s*(?:-|–|—|~|～|to|bis|a)\s*(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+)?(?:(?:(?:19|20)\d{2}|present|current|now|today|heute|actualidad)\b|至今|现在|現在|현재)/i;

function sectionsWithoutHeadings(lines: string[], structuredCount: number): DetectedSection[] {
  const firstLine = lines.findIndex((line) => line.trim() !== '');
  if (firstLine < 0) return [];
  let headerEnd = firstLine;
  while (
    headerEnd + 1 < lines.length &&
    lines[headerEnd + 1]?.trim() &&
    headerEnd + 1 - firstLine < maxHeaderLinesWithoutHeadings
  ) {
    headerEnd++;
  }
  const header = collect(lines, firstLine, headerEnd);
  const sections: DetectedSection[] = [{ type: 'header', title: headerTitle, ...header, originalOrder: 0 }];
  const body = collect(lines, headerEnd + 1, lines.length - 1);
  if (body.content.length === 0) return sections;
  const isDated = lines.slice(headerEnd + 1, structuredCount).some((line) => dateRange.test(line));
  const type: ResumeSectionType = isDated ? 'experience' : 'other';
  sections.push({ type, title: '', ...body, originalOrder: 1 });
  return sections;
}
