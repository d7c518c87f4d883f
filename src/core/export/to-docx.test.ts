import { wordsMissing } from '@core/resume/render-parts';
import { renderText } from '@core/resume/render-text';
import { resumeDocumentSchema } from '@shared/resume-document';
import { sampleDocument, sampleDocuments } from '@test/builders/export-documents';
import { strFromU8, unzipSync } from 'fflate';
import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { exportBlocksOf } from './export-layout';
import { defaultExportOptions, type ExportOptions } from './export-options';
import { renderDocx } from './to-docx';

/** The parts of a .docx as text, by path. */
function partsOf(bytes: Uint8Array): Record<string, string> {
  return Object.fromEntries(Object.entries(unzipSync(bytes)).map(([path, data]) => [path, strFromU8(data)]));
}
const count = (xml: string, pattern: RegExp) => xml.match(pattern)?.length ?? 0;

describe('renderDocx', () => {
  it('writes each sample resume as a Word document: Title and Heading 1 styles, Word lists, no tables', async () => {
    for (const [name, document] of sampleDocuments()) {
      const bytes = await renderDocx(document, defaultExportOptions);
      expect(strFromU8(bytes.subarray(0, 2)), name).toBe('PK');
      const parts = partsOf(bytes);
      const body = parts['word/document.xml'] ?? '';
      const blocks = exportBlocksOf(document);
      const kinds = (kind: string) => blocks.filter((block) => block.kind === kind).length;
      expect(count(body, /<w:pStyle w:val="Title"\/>/gu), name).toBe(1);
      expect(count(body, /<w:pStyle w:val="Heading1"\/>/gu), name).toBe(kinds('heading'));
      expect(count(body, /<w:numPr>/gu), name).toBe(kinds('bullet'));
      expect(body, name).not.toMatch(/<w:tbl\b|<w:txbxContent|<w:drawing|<w:pict|<w:hdr|<w:ftr/u);
      expect(parts['word/numbering.xml'], name).toContain('<w:numFmt w:val="bullet"/><w:lvlText w:val="•"/>');
      // Headings and entry headers stay on the page of the line after them.
      expect(count(body, /<w:keepNext\/>/gu), name).toBe(kinds('entry') + kinds('heading'));
      const { value: text } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
      expect(wordsMissing(renderText(document), text), name).toEqual([]);
    }
  });

  it('uses the chosen font, size and margins on US Letter', async () => {
    const options: ExportOptions = {
      ...defaultExportOptions,
      customizations: {
        fontFamily: 'Georgia, serif',
        fontSize: 12,
        margins: { top: 0.5, right: 0.75, bottom: 1, left: 1.25 },
      },
    };
    const parts = partsOf(await renderDocx(sampleDocument('teacher'), options));
    const styles = parts['word/styles.xml'] ?? '';
    expect(styles).toMatch(/<w:docDefaults>.*<w:rFonts w:ascii="Georgia" [^>]*\/>.*<w:sz w:val="24"\/>/su);
    expect(parts['word/document.xml']).toMatch(
      /<w:pgSz w:w="12240" w:h="15840"[^>]*\/><w:pgMar w:top="720" w:right="1080" w:bottom="1440" w:left="1800"/u,
    );
  });

  it('writes a run numbered from 1 as a Word numbered list in the printed form, others with their numbers as text', async () => {
    const numbered = (numbers: number[]) =>
      numbers.map((number) => ({
        kind: 'line',
        text: `Item ${number}`,
        isBullet: true,
        marker: `${number})`,
        line: number,
      }));
    const document = resumeDocumentSchema.parse({
      basics: { profiles: [] },
      sections: [
        { type: 'projects', heading: 'Projects', line: 0, isEdited: false, items: numbered([1, 2]) },
        { type: 'other', heading: 'Goals', line: 5, isEdited: false, items: numbered([5, 6]) },
      ],
    });
    const bytes = await renderDocx(document, defaultExportOptions);
    expect(partsOf(bytes)['word/numbering.xml']).toMatch(
      /<w:start w:val="1"\/><w:numFmt w:val="decimal"\/><w:lvlText w:val="%1\)"\/>/u,
    );
    const { value } = await mammoth.convertToHtml({ buffer: Buffer.from(bytes) });
    expect(value).toContain('<ol><li>Item 1</li><li>Item 2</li></ol>');
    expect(value).toContain('<p>5) Item 5</p><p>6) Item 6</p>');
  });

  it('adds colour and a rule under headings only when not optimized for ATS', async () => {
    const document = sampleDocument('data-analyst');
    const plain = partsOf(await renderDocx(document, defaultExportOptions));
    const styled = partsOf(await renderDocx(document, { ...defaultExportOptions, optimizeForATS: false }));
    expect(plain['word/document.xml']).not.toContain('<w:pBdr>');
    expect(styled['word/document.xml']).toContain('<w:pBdr><w:bottom w:val="single" w:color="1F4E79"');
    expect(styled['word/styles.xml']).toContain('<w:color w:val="1F4E79"/>');
  });

  it('holds the title, author, subject and keywords as document properties when asked, none otherwise', async () => {
    const document = sampleDocument('staff-accountant');
    const core = partsOf(await renderDocx(document, defaultExportOptions))['docProps/core.xml'] ?? '';
    expect(core).toContain(`<dc:title>${document.basics.name} – Resume</dc:title>`);
    expect(core).toContain(`<dc:creator>${document.basics.name}</dc:creator>`);
    expect(core).toContain('<cp:lastModifiedBy>Vitae</cp:lastModifiedBy>');
    expect(core).toMatch(/<cp:keywords>[^<]+<\/cp:keywords>/u);
    const bare = partsOf(await renderDocx(document, { ...defaultExportOptions, includeMetadata: false }));
    expect(bare['docProps/core.xml']).not.toMatch(
      /<dc:title>|<dc:creator>|<cp:keywords>|<cp:lastModifiedBy>/u,
    );
  });
});
