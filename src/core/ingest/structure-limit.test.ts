import { buildResumeDocument } from '@core/resume/build-document';
import type { DocumentLine } from '@shared/resume-document';
import { describe, expect, it } from 'vitest';
import { extractContact } from './contact';
import { normalizeText } from './normalize-text';
import { splitSections } from './sections';
import { STRUCTURE_MAX_CHARS, STRUCTURE_MAX_LINES, structuredPart } from './structure-limit';
import { separateHeadings } from './text-headings';

/**
 * Issue 29 §2: what reads a resume's structure reads its first lines only, so a hostile upload of a million tiny
 * lines costs what its bytes cost (bench/ingest.ts times such uploads). Nothing here is timed: the tests say how
 * much is read, and that the rest of the text is kept.
 */
const lines = (count: number, line: (at: number) => string) =>
  Array.from({ length: count }, (_, at) => line(at));

describe('structuredPart', () => {
  it('gives every line of a resume-sized text', () => {
    const text = 'Jane Doe\njane@x.co\n\nSKILLS\nGo';
    expect(structuredPart(text)).toEqual({ lines: text.split('\n'), end: text.length });
    expect(structuredPart('')).toEqual({ lines: [''], end: 0 });
  });

  it('stops at STRUCTURE_MAX_LINES lines, its end at the line break after the last', () => {
    const text = lines(STRUCTURE_MAX_LINES * 3, (at) => `line ${at}`).join('\n');
    const { lines: read, end } = structuredPart(text);
    expect(read).toHaveLength(STRUCTURE_MAX_LINES);
    expect(read.at(-1)).toBe(`line ${STRUCTURE_MAX_LINES - 1}`);
    expect(text.slice(end).startsWith(`\nline ${STRUCTURE_MAX_LINES}\n`)).toBe(true);
  });

  it('stops at the last line ending within STRUCTURE_MAX_CHARS characters; none when the first is longer', () => {
    const long = 'x'.repeat(STRUCTURE_MAX_CHARS / 4);
    expect(structuredPart(lines(8, () => long).join('\n')).lines).toHaveLength(3);
    expect(structuredPart(`${'x'.repeat(STRUCTURE_MAX_CHARS + 1)}\nJane`)).toEqual({ lines: [], end: 0 });
  });
});

describe('a text far longer than a resume', () => {
  const count = STRUCTURE_MAX_LINES * 5;
  const tiny = lines(count, (at) => `- x${at}`).join('\n');

  it('is normalized whole, every line of it', () => {
    const normalized = normalizeText(tiny);
    expect(normalized.split('\n')).toEqual(lines(count, (at) => `• x${at}`));
    expect(normalizeText(normalized)).toBe(normalized);
  });

  it('has its headings separated and looked for in its first lines only, every line kept', () => {
    const headings = lines(count, (at) => (at % 2 === 0 ? 'EXPERIENCE' : `Engineer ${at}`)).join('\n');
    expect(separateHeadings(headings)).toBe(headings);
    const sections = splitSections(headings);
    expect(sections).toHaveLength(STRUCTURE_MAX_LINES / 2);
    expect(sections.flatMap((section) => [section.title, ...section.content])).toEqual(headings.split('\n'));
    expect(sections.at(-1)?.endLine).toBe(count - 1);
  });

  it('gives a document whose sections read their first lines, the rest one plain line as printed', () => {
    const text = `Jane Doe\njane@x.co\n\nEXPERIENCE\n${normalizeText(tiny)}`;
    const sections = splitSections(text);
    const document = buildResumeDocument({ text, sections, contact: extractContact(text, sections) });
    const items = document.sections.at(-1)?.items ?? [];
    const read = STRUCTURE_MAX_LINES - 4;
    expect(items).toHaveLength(read + 1);
    expect(items.at(-1)).toEqual({
      kind: 'line',
      text: lines(count - read, (at) => `• x${at + read}`).join('\n'),
      isBullet: false,
      line: STRUCTURE_MAX_LINES,
      lineCount: count - read,
    } satisfies DocumentLine);
    expect(document.basics).toMatchObject({ name: 'Jane Doe', email: 'jane@x.co' });
  });

  it('gives a document of its header and one plain line when its first line is longer than all it reads', () => {
    const line = 'word '.repeat(STRUCTURE_MAX_CHARS / 4).trim();
    const text = `${line}\nJane Doe`;
    const sections = splitSections(text);
    const document = buildResumeDocument({ text, sections, contact: extractContact(text, sections) });
    expect(document.sections.map((section) => section.items)).toEqual([
      [{ kind: 'line', text: `${line}\nJane Doe`, isBullet: false, line: 0, lineCount: 2 }],
    ]);
  });
});
