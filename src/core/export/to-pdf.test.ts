import { ingestResume } from '@core/ingest/ingest-resume';
import { wordsMissing } from '@core/resume/render-parts';
import { renderText } from '@core/resume/render-text';
import { versionMessages } from '@shared/messages';
import type { ResumeDocument } from '@shared/resume-document';
import {
  nonLatinDocument,
  nonLatinWords,
  readPdfLayout,
  sampleDocument,
  sampleDocuments,
} from '@test/builders/export-documents';
import { unzlibSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { ACCENT_COLOR, exportBlocksOf } from './export-layout';
import { defaultExportOptions, type ExportOptions } from './export-options';
import { UnwritableTextError } from './pdf-fonts';
import { renderPdf, tieLastWords } from './to-pdf';

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');
const withOptions = (
  changes: Partial<ExportOptions['customizations']> & Partial<Omit<ExportOptions, 'customizations'>>,
) => {
  const { fontFamily, fontSize, margins, ...rest } = changes;
  const customizations = defaultExportOptions.customizations;
  return {
    ...defaultExportOptions,
    ...rest,
    customizations: {
      fontFamily: fontFamily ?? customizations.fontFamily,
      fontSize: fontSize ?? customizations.fontSize,
      margins: margins ?? customizations.margins,
    },
  };
};

/** The names of the fonts a PDF references, and how many font files it embeds. */
function fontsOf(bytes: Uint8Array) {
  const raw = latin1(bytes);
  const names = [...raw.matchAll(/\/BaseFont \/([A-Z]{6}\+)?([\w-]+)/gu)].map((match) => match[2]);
  return { names: [...new Set(names)].sort(), files: raw.match(/\/FontFile2 /gu)?.length ?? 0 };
}

/** The page content streams, inflated: what is drawn, in PDF operators. */
function contentOf(bytes: Uint8Array): string {
  const raw = latin1(bytes);
  return [...raw.matchAll(/\/Filter \/FlateDecode[^>]*>>\s*stream\r?\n/gu)]
    .map((match) => {
      const start = (match.index ?? 0) + match[0].length;
      const end = raw.indexOf('endstream', start);
      try {
        return latin1(unzlibSync(bytes.subarray(start, end)));
      } catch {
        return '';
      }
    })
    .join('\n');
}

/** A long resume: the software engineer's sections three times over (five pages or so). */
function longDocument(): ResumeDocument {
  const document = sampleDocument('software-engineer');
  const [header, ...rest] = document.sections;
  return {
    ...document,
    sections: [header, ...rest, ...rest, ...rest].filter((section) => section !== undefined),
  };
}

/** A sample resume with a section of its own lines added after the header (each line a bullet). */
function withLines(...texts: string[]): ResumeDocument {
  const [header, ...rest] = sampleDocument('data-analyst').sections;
  const notes = {
    type: 'other' as const,
    heading: 'Notes',
    line: -1,
    isEdited: true,
    items: texts.map((text) => ({ kind: 'line' as const, text, isBullet: true, line: -1 })),
  };
  return { ...sampleDocument('data-analyst'), sections: [...(header ? [header] : []), notes, ...rest] };
}

/** What renderPdf throws for a document. */
const refusalOf = (document: ResumeDocument) =>
  renderPdf(document, defaultExportOptions).then(
    () => undefined,
    (error: unknown) => error,
  );

describe('renderPdf', () => {
  it('writes each sample resume as a text PDF on US Letter that reads back word for word', async () => {
    for (const [name, document] of sampleDocuments()) {
      const bytes = await renderPdf(document, defaultExportOptions);
      expect(latin1(bytes.subarray(0, 5)), name).toBe('%PDF-');
      const { pages, sizes } = await readPdfLayout(bytes);
      expect(
        sizes.every((size) => size.width === 612 && size.height === 792),
        name,
      ).toBe(true);
      const text = pages
        .flat()
        .map((box) => box.str)
        .join(' ');
      expect(wordsMissing(renderText(document), text), name).toEqual([]);
    }
  });

  it('sets the text in the chosen size inside the chosen margins, in inches', async () => {
    const margins = { top: 0.5, right: 0.75, bottom: 1.25, left: 1.5 };
    const bytes = await renderPdf(longDocument(), withOptions({ fontSize: 12, margins }));
    const { pages } = await readPdfLayout(bytes);
    expect(pages.length).toBeGreaterThan(2);
    const boxes = pages.flat();
    // Bullets, lines and skills are in the chosen size; the name and headings larger.
    const sizes = boxes.map((box) => box.size);
    expect(Math.min(...sizes)).toBeCloseTo(12 * 0.95, 1);
    expect(sizes.filter((size) => Math.abs(size - 12) < 0.01).length).toBeGreaterThan(boxes.length / 2);
    expect(Math.min(...boxes.map((box) => box.x0))).toBeCloseTo(1.5 * 72, 1);
    expect(Math.max(...boxes.map((box) => box.x1))).toBeLessThanOrEqual(612 - 0.75 * 72 + 0.5);
    for (const page of pages) {
      // The tallest glyphs rise 0.91 em above the baseline in Arimo.
      expect(Math.min(...page.map((box) => box.y - 0.91 * box.size))).toBeGreaterThanOrEqual(0.5 * 72 - 0.5);
      expect(Math.max(...page.map((box) => box.y))).toBeLessThanOrEqual(792 - 1.25 * 72);
    }
  });

  it('writes bullets as a bullet glyph with a hanging indent: wrapped lines line up with the text', async () => {
    const { pages } = await readPdfLayout(
      await renderPdf(sampleDocument('software-engineer'), defaultExportOptions),
    );
    const boxes = pages[0] ?? [];
    // pdf.js reads the glyph and the text on its line as one item, from the glyph on.
    const at = boxes.findIndex((box) => box.str.startsWith('• Led a team of 4 engineers'));
    expect(boxes[at]?.x0).toBeGreaterThan(72);
    expect(boxes[at]?.x0).toBeLessThan(72 + 18 - 5);
    // The bullet's second line starts under its text, 0.25 in from the margin, not under the bullet.
    expect(boxes[at + 1]?.str).toMatch(/^cutting p95/u);
    expect(boxes[at + 1]?.x0).toBeCloseTo(72 + 18, 1);
  });

  it('never leaves a heading or an entry header, nor a bullet glyph, at the foot of a page', async () => {
    const document = longDocument();
    const kept = exportBlocksOf(document)
      .filter((block) => block.isKeptWithNext)
      .map((block) => block.text);
    for (const fontSize of [8, 9, 10, 11, 12, 13, 14, 15, 16]) {
      const { pages } = await readPdfLayout(await renderPdf(document, withOptions({ fontSize })));
      pages.slice(0, -1).forEach((page, number) => {
        const bottom = Math.max(...page.map((box) => box.y));
        const last = page.filter((box) => Math.abs(box.y - bottom) < 0.5);
        const line = last.map((box) => box.str).join(' ');
        const where = `size ${fontSize}, page ${number + 1}: "${line}"`;
        expect(
          kept.some((text) => text.startsWith(line.replace(/^• /u, ''))),
          where,
        ).toBe(false);
        expect(
          last.every((box) => box.str === '•'),
          where,
        ).toBe(false);
      });
    }
  });

  it('embeds its fonts: Arimo for sans families, Tinos for serif ones, and no standard font', async () => {
    const document = sampleDocument('teacher');
    const sans = fontsOf(await renderPdf(document, defaultExportOptions));
    expect(sans).toEqual({ names: ['Arimo-Bold', 'Arimo-Regular'], files: 2 });
    const serif = fontsOf(await renderPdf(document, withOptions({ fontFamily: 'Georgia, serif' })));
    expect(serif).toEqual({ names: ['Tinos-Bold', 'Tinos-Regular'], files: 2 });
    expect(fontsOf(await renderPdf(document, withOptions({ fontFamily: 'Calibri' }))).names).toContain(
      'Arimo-Regular',
    );
  });

  it('reads the CJK face only for a resume with CJK text, and writes only those runs in it', async () => {
    const fonts = fontsOf(await renderPdf(nonLatinDocument(), defaultExportOptions));
    expect(fonts.names).toEqual(['Arimo-Bold', 'Arimo-Regular', 'NotoSansSC-Bold', 'NotoSansSC-Regular']);
    expect(fonts.files).toBe(4);
    const { pages, info } = await readPdfLayout(await renderPdf(nonLatinDocument(), defaultExportOptions));
    const text = pages
      .flat()
      .map((box) => box.str)
      .join('\n');
    for (const word of [
      'Łukasiewicz-Müller',
      'Ingénieure',
      'Zürich',
      '简体中文',
      '专业技能',
      '中文（普通话）',
    ])
      expect(text).toContain(word);
    expect(info.Language).toBe('en');
  });

  it('holds the metadata in the Info dictionary when asked, and none of the person otherwise', async () => {
    const document = sampleDocument('registered-nurse');
    const { info } = await readPdfLayout(await renderPdf(document, defaultExportOptions));
    expect(info).toMatchObject({ Creator: 'Vitae', Language: 'en' });
    expect(info.Title).toMatch(/ – Resume$/u);
    // Her name is printed with its titles, which the contact reader leaves out of `basics`: the header says it.
    expect(info.Author).toBe('Maria Santos, RN, BSN');
    expect(String(info.Keywords)).toContain(',');
    const without = (await readPdfLayout(await renderPdf(document, withOptions({ includeMetadata: false }))))
      .info;
    expect(without.Title).toBeUndefined();
    expect(without.Author).toBeUndefined();
    expect(without.Keywords).toBeUndefined();
  });

  it('adds colour and rules under headings only when not optimized for ATS, with the same text', async () => {
    const document = sampleDocument('data-analyst');
    const [red, green, blue] = [1, 3, 5].map(
      (at) => Number.parseInt(ACCENT_COLOR.slice(at, at + 2), 16) / 255,
    );
    const accent = `${red} ${green} ${blue} scn`;
    const plain = await renderPdf(document, defaultExportOptions);
    const styled = await renderPdf(document, withOptions({ optimizeForATS: false }));
    expect(contentOf(plain)).not.toContain(accent);
    expect(contentOf(styled)).toContain(accent);
    // The rule under each heading: a stroked line across the text width.
    expect(contentOf(styled)).toMatch(/72 [\d.]+ m\n540 [\d.]+ l\n/u);
    const textOf = async (bytes: Uint8Array) =>
      (await readPdfLayout(bytes)).pages
        .flat()
        .map((box) => box.str)
        .join(' ');
    expect(await textOf(styled)).toBe(await textOf(plain));
  });

  it('ties the last two words of a block, so no wrapped block ends with a word alone', () => {
    expect(tieLastWords('Database Systems, Software')).toBe('Database Systems,\u00a0Software');
    expect(tieLastWords('Skills')).toBe('Skills');
    // A long last word (a web address) stays free to go to a line of its own.
    expect(tieLastWords('see github.com/dokafor-example/queuecat-and-more')).toBe(
      'see github.com/dokafor-example/queuecat-and-more',
    );
  });

  it('refuses a Korean line, naming the script and the formats that keep it', async () => {
    const refusal = await refusalOf(withLines('Fluent in Korean: 한국어 능통'));
    expect(refusal).toBeInstanceOf(UnwritableTextError);
    expect((refusal as Error).message).toBe(
      'The PDF export cannot write Korean text yet. Export as Word or HTML, which keep every character.',
    );
    expect((refusal as UnwritableTextError).characters).toEqual(['한', '국', '어', '능', '통']);
  });

  it('refuses an Arabic line (no glyphs) and a Hebrew one (pdfkit writes it left to right, out of order)', async () => {
    const arabic = await refusalOf(withLines('Native Arabic: مرحبا بكم'));
    expect(arabic).toMatchObject({
      message: versionMessages.pdfCannotWrite({ scripts: ['Arabic'], symbols: [], others: [] }),
    });
    // Arimo has Hebrew's glyphs, but pdfkit lays a line out left to right: it came back as "שניםשל ניסיון".
    const hebrew = await refusalOf(withLines('ניסיון של שמונה שנים'));
    expect((hebrew as Error).message).toBe(
      'The PDF export cannot write Hebrew text yet. Export as Word or HTML, which keep every character.',
    );
  });

  it('refuses symbols no face has, listing them, and names every script of a name in bold', async () => {
    const symbols = await refusalOf(withLines('✔ Certified', 'Contact ✉ or 📞'));
    expect((symbols as Error).message).toBe(
      'The PDF export cannot write some symbols (✔ ✉ 📞) yet. Export as Word or HTML, which keep every character.',
    );
    const document = withLines('สวัสดี');
    const named = { ...document, basics: { ...document.basics, name: 'Kim 김민준' } };
    expect((await refusalOf(named)) as Error).toMatchObject({
      message:
        'The PDF export cannot write Korean and Thai text yet. Export as Word or HTML, which keep every character.',
    });
  });

  it('writes ✓ and ★ in the CJK face (the Latin faces lack them) and ignores invisible characters', async () => {
    // A joiner and a variation selector (as in "✓️") draw nothing: no face is asked for them.
    const document = withLines('Certified ✓ AWS', 'Rated ★★★★☆ by clients', 'Team\u200d lead ✓\ufe0f');
    const bytes = await renderPdf(document, defaultExportOptions);
    expect(fontsOf(bytes).names).toEqual(['Arimo-Bold', 'Arimo-Regular', 'NotoSansSC-Regular']);
    const { text } = await ingestResume({ bytes, fileName: 'a.pdf' });
    expect(text).toContain('• Certified ✓ AWS');
    expect(text).toContain('• Rated ★★★★☆ by clients');
    expect(text).toMatch(/• Team\u200d? lead ✓/u);
  });

  it('writes é, ü, ł and 中文: nothing it can write is refused', async () => {
    const { pages } = await readPdfLayout(await renderPdf(nonLatinDocument(), defaultExportOptions));
    const text = pages
      .flat()
      .map((box) => box.str)
      .join(' ');
    for (const word of nonLatinWords) expect(text, word).toContain(word);
  });

  it('writes a tab as a gap between words', async () => {
    const document = sampleDocument('data-analyst');
    const [header, ...rest] = document.sections;
    const line = (text: string, isBullet: boolean) => ({ kind: 'line' as const, text, isBullet, line: -1 });
    const notes = {
      type: 'other' as const,
      heading: 'Notes',
      line: -1,
      isEdited: true,
      items: [line('Director – IT Operations\tNovember 2010', false), line('Led\tthe network team', true)],
    };
    const tabbed = { ...document, sections: [...(header ? [header] : []), notes, ...rest] };
    const { text } = await ingestResume({
      bytes: await renderPdf(tabbed, defaultExportOptions),
      fileName: 'a.pdf',
    });
    expect(text).toContain('Director – IT Operations November 2010');
    expect(text).toContain('• Led the network team');
  });
});
