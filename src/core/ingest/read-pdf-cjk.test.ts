import { existsSync, promises as fsPromises, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pdfFromPages, stackedLines } from '@test/builders/pdf-pages';
import { getDocumentProxy, getResolvedPDFJS } from 'unpdf';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pdfjsData, readPdf } from './read-pdf';
import { splitSections } from './sections';

/**
 * A Chinese resume as many Chinese PDF tools write it: text in the non-embedded STSong-Light font through the
 * predefined CMap UniGB-UCS2-H. pdf.js decodes such text only with its CMap files, which unpdf does not bundle.
 */
const chineseResume = () =>
  pdfFromPages([
    [
      { text: '张伟', x: 72, y: 72, size: 20, font: 'cjk' },
      { text: 'zhang.wei@example.com', x: 72, y: 96 },
      { text: '教育背景', x: 72, y: 136, size: 14, font: 'cjk' },
      ...stackedLines(['北京大学 计算机科学与技术 2015 - 2019'], { x: 72, top: 156, font: 'cjk' }),
      { text: '工作经历', x: 72, y: 196, size: 14, font: 'cjk' },
      ...stackedLines(['ABC科技有限公司 后端工程师 2019 - 至今', '负责订单系统的设计与开发。'], {
        x: 72,
        top: 216,
        font: 'cjk',
      }),
      { text: '专业技能', x: 72, y: 270, size: 14, font: 'cjk' },
      ...stackedLines(['Java、Python、SQL'], { x: 72, top: 290, font: 'cjk' }),
    ],
  ]);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('readPdf on CJK text in a predefined CMap', () => {
  it('decodes the Chinese text and its headings', async () => {
    const { text, warnings } = await readPdf(chineseResume());
    expect(warnings).toEqual([]);
    expect(text).toContain('张伟');
    expect(text).toContain('北京大学 计算机科学与技术 2015 - 2019');
    expect(text).toContain('负责订单系统的设计与开发。');
    expect(splitSections(text).map((section) => `${section.type}:${section.title}`)).toEqual([
      'header:Header',
      'education:教育背景',
      'experience:工作经历',
      'skills:专业技能',
    ]);
  });

  it('gets no text from the same PDF when pdf.js has no CMap files (what the CMaps fix)', async () => {
    const document = await getDocumentProxy(chineseResume(), { verbosity: 0, disableFontFace: true });
    try {
      const page = await document.getPage(1);
      const content = await page.getTextContent();
      const read = content.items.map((item) => ('str' in item ? item.str : '')).join('');
      expect(read).not.toMatch(/[\u4e00-\u9fff]/u);
    } finally {
      await document.destroy();
    }
  });

  it("reads pdf.js's CMap and standard font files from the pdfjs-dist folders", async () => {
    const readFile = vi.spyOn(fsPromises, 'readFile');
    const pdf = pdfFromPages([
      [
        { text: 'Jane Doe', x: 72, y: 72, size: 18, font: 'Helvetica-Bold' },
        { text: '教育背景', x: 72, y: 110, font: 'cjk' },
      ],
    ]);
    expect((await readPdf(pdf)).text).toContain('教育背景');
    const read = readFile.mock.calls.map(([file]) => String(file));
    expect(read).toContain(`${pdfjsData.cMapUrl}UniGB-UCS2-H.bcmap`);
    expect(read.some((file) => file.startsWith(pdfjsData.standardFontDataUrl))).toBe(true);
  });

  it('takes the data files from the pdfjs-dist version that unpdf bundles', async () => {
    const root = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
    const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
    expect(version).toBe((await getResolvedPDFJS()).version);
    expect(pdfjsData.cMapUrl.endsWith(path.sep)).toBe(true);
    expect(existsSync(path.join(pdfjsData.cMapUrl, 'Adobe-GB1-UCS2.bcmap'))).toBe(true);
    expect(existsSync(path.join(pdfjsData.standardFontDataUrl, 'LiberationSans-Regular.ttf'))).toBe(true);
  });
});
