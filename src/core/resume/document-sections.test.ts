import { sampleDocuments } from '@test/builders/export-documents';
import { describe, expect, it } from 'vitest';
import { sectionsOfDocument } from './document-sections';
import { renderText } from './render-text';

describe('sectionsOfDocument', () => {
  it('gives one section a document section, each holding the non-blank lines written from it, in order', () => {
    for (const [name, document] of sampleDocuments()) {
      const { text, sections } = sectionsOfDocument(document);
      expect(text, name).toBe(renderText(document));
      expect(
        sections.map((section) => section.type),
        name,
      ).toEqual(document.sections.map((section) => section.type));
      const lines = text.split('\n');
      // Every non-blank line of the text is in exactly one section: its heading or its content.
      const covered = sections.flatMap((section) => {
        const span = lines.slice(section.startLine, section.endLine + 1).filter((line) => line.trim());
        expect(
          span.filter((line) => !section.title || line.trim() !== section.title),
          name,
        ).toEqual(section.content);
        return span;
      });
      expect(covered, name).toEqual(lines.filter((line) => line.trim()));
      expect(sections[0]?.content[0], name).toBe(lines[0]);
    }
  });
});
