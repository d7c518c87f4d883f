import type { ResumeDocument } from '@shared/resume-document';
import { type LayoutLine, layoutOf } from './render-parts';

/** Characters that mark emphasis, code, links, HTML or strike-through anywhere in a line. */
const inlineMarks = /[\\`*_[\]<>~]/gu;
/** An HTML entity ("&amp;", "&#36;"), which Markdown would turn into its character. */
const entity = /&(?=#?[a-z0-9]+;)/giu;
/** What a line may not start with unless escaped: a heading, a quote, a list item, a setext underline. */
const blockStart = /^(?:#{1,6}(?=\s|$)|>|[-+](?=\s|$)|=+\s*$|-{2,}\s*$)/u;
const orderedStart = /^(\d{1,9})([.)])(?=\s|$)/u;
const orderedMarker = /^\d{1,9}[.)]$/u;

/** Text escaped for use inside a Markdown line: it shows as written, with no mark taking effect. */
export function escapeInline(text: string): string {
  return text.replace(inlineMarks, (mark) => `\\${mark}`).replace(entity, '\\&');
}

/** A whole line's text escaped, including what would start a block at the beginning of a line. */
export function escapeMarkdown(text: string): string {
  const inline = escapeInline(text);
  if (blockStart.test(inline)) return `\\${inline}`;
  return inline.replace(orderedStart, '$1\\$2');
}

function markdownOf(line: LayoutLine): string {
  switch (line.kind) {
    case 'name':
      return `# ${escapeInline(line.text)}`;
    case 'heading':
      return `## ${escapeInline(line.text)}`;
    case 'entry':
      return `### ${escapeInline(line.text)}`;
    case 'bullet':
      // A number Markdown reads as an ordered item ("1.", "2)") is written as one; another ("(3)") after "- ".
      if (line.marker && orderedMarker.test(line.marker))
        return `${line.marker} ${escapeMarkdown(line.text)}`;
      return `- ${line.marker ? `${escapeInline(line.marker)} ` : ''}${escapeMarkdown(line.text)}`;
    case 'skills':
      if (line.label) {
        const list = line.text.slice(line.label.length + 1).trimStart();
        return `**${escapeInline(line.label)}:** ${escapeInline(list)}`;
      }
      return escapeMarkdown(line.text);
    default:
      return escapeMarkdown(line.text);
  }
}

/**
 * The document as Markdown, in the layout of render-parts.ts: `# Name`, the contact line, `## Heading` for each
 * titled section, `### Title | Organisation | Location | Dates` for an entry, `- ` bullets (a tight list), plain
 * lines and skills groups (`**Label:** a, b, c`) each a paragraph of its own. Content is escaped, so a "*",
 * "_", "#" or "1." of the resume shows as written. Ends with a line break; '' for an empty document.
 */
export function renderMarkdown(document: ResumeDocument): string {
  const out: string[] = [];
  let previous: LayoutLine | undefined;
  for (const line of layoutOf(document)) {
    const isListContinued = previous?.kind === 'bullet' && line.kind === 'bullet' && !line.isSpaced;
    if (previous && !isListContinued) out.push('');
    out.push(markdownOf(line));
    previous = line;
  }
  return out.length > 0 ? `${out.join('\n')}\n` : '';
}
