/**
 * The pathological shapes of `bench/ingest.ts` (issue 29 §2: the readers' cost is bounded by the bytes): files of
 * megabytes made of one tiny line repeated, or of one endless line, read as a visitor's upload is read (the whole
 * `ingest` job of the worker threads: checks, scan, text, sections, contact, resume document). Each should take well
 * under the job's time limit; the target is a second (PASS / MISS). They need no corpus.
 */
import { RESUME_TEXT_MAX_CHARS } from '@core/ingest/text-limit';
import { cpuJobs } from '@server/work/cpu-jobs';
import { type PdfText, pdfFromPages } from '@test/builders/pdf-pages';
import { docx } from '@test/hostile/hostile-bytes';
import { smoke, smokeNote } from './bench-flags';

/** The size of the PDF shapes, and of the one text file far beyond what a resume holds: most of the 5 MB limit. */
const SHAPE_BYTES = 4 * 1024 * 1024;
/** The size of the other text shapes: just within the most text a resume may hold, the costliest text read. */
const TEXT_SHAPE_BYTES = RESUME_TEXT_MAX_CHARS - 4096;
/** The most a DOCX's XML may unpack to (DOCX_XML_MAX_BYTES), less room for the package's other parts. */
const DOCX_XML_BYTES = 2 * 1024 * 1024 - 4096;
const TARGET_MS = 1000;

interface Shape {
  name: string;
  make: () => { bytes: Uint8Array; fileName: string };
}

const encoder = new TextEncoder();
/** `head`, then `unit` repeated up to `bytes` bytes. */
function text(head: string, unit: string, bytes: number): Uint8Array {
  const times = Math.floor((bytes - encoder.encode(head).length) / encoder.encode(unit).length);
  return encoder.encode(head + unit.repeat(times));
}
const textShape = (name: string, unit: string, head = '', bytes = TEXT_SHAPE_BYTES): Shape => ({
  name,
  make: () => ({ bytes: text(head, unit, bytes), fileName: 'shape.txt' }),
});

/** A Word document of one paragraph repeated, its XML as large as a DOCX may be, stored (not deflated). */
function docxShape(name: string, paragraph: string): Shape {
  const one = `<w:p><w:r><w:t xml:space="preserve">${paragraph}</w:t></w:r></w:p>`.length;
  return {
    name,
    make: () => ({
      bytes: docx({ lines: Array(Math.floor(DOCX_XML_BYTES / one)).fill(paragraph), level: 0 }),
      fileName: 'shape.docx',
    }),
  };
}

/** A one-page PDF showing `word` in 1 pt Helvetica at each place of `placeOf`, SHAPE_BYTES of content. */
function pdfShape(name: string, word: string, placeOf: (i: number) => [number, number]): Shape {
  return {
    name,
    make: () => {
      const items: PdfText[] = [];
      // Each shown item is about 40 bytes of content stream.
      for (let i = 0; i < (SHAPE_BYTES - 1000) / 40; i++) {
        const [x, y] = placeOf(i);
        items.push({ text: word, x: Number(x.toFixed(1)), y: Number((792 - y).toFixed(1)), size: 1 });
      }
      return { bytes: pdfFromPages([items]), fileName: 'shape.pdf' };
    },
  };
}

const shapes: Shape[] = [
  textShape('4 MB of "- x" lines (refused)', '- x\n', '', SHAPE_BYTES),
  textShape('"- x" lines', '- x\n'),
  textShape('"x" lines', 'x\n'),
  textShape('line breaks', '\n'),
  textShape('one line, no break', 'x'),
  textShape('"• a b c" lines', '• a b c\n'),
  textShape('"EXPERIENCE" lines', 'EXPERIENCE\n'),
  textShape('"2020 - 2021" lines', '2020 - 2021\n'),
  textShape('"a@b.co" lines', 'a@b.co\n'),
  textShape('entry lines', 'Engineer, Acme Corp, Chicago, IL  Jan 2019 - Present\n', 'EXPERIENCE\n'),
  textShape('one line of dates', '2020 - 2021 ', 'EXPERIENCE\n'),
  textShape('one line of skills', 'a, (b), ', 'SKILLS\n'),
  textShape('one contact line', 'jane@x.com | 555-123-4567 | ', 'Contact\n'),
  textShape('one line of headings', 'Skills '),
  docxShape('DOCX "- x" paragraphs', '- x'),
  docxShape('DOCX "2020 - 2021" paragraphs', '2020 - 2021'),
  pdfShape('PDF 1 pt "- x" lines', '- x', (i) => [72, 790 - i * 1.2]),
  pdfShape('PDF 1 pt grid of "x"', 'x', (i) => [(i % 500) * 1.2, 790 - Math.floor(i / 500) * 1.2]),
];

/** The upload job's time for each shape (median of 3 runs; one in a smoke run), against TARGET_MS. */
export async function printPathologicalShapes(): Promise<void> {
  const runs = smoke ? 1 : 3;
  // The readers and the job's code loaded and warmed once, as in a running server.
  await cpuJobs.ingest({
    bytes: encoder.encode('Jane Doe\njane@x.co\n\nSKILLS\nGo\n'),
    fileName: 'warm.txt',
  });
  console.log(
    `Pathological uploads: the whole ingest job, ms (median of ${runs}), target ${TARGET_MS} ms${smokeNote}`,
  );
  console.log(`${'shape'.padEnd(30)}${'KB'.padStart(7)}${'ms'.padStart(8)}  verdict`);
  for (const shape of shapes) {
    const file = shape.make();
    const times: number[] = [];
    let outcome = '';
    for (let run = 0; run < runs; run++) {
      const started = performance.now();
      const result = await cpuJobs.ingest(file);
      times.push(performance.now() - started);
      outcome = result.ok ? '' : ` (refused: ${result.error.code})`;
    }
    const ms = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;
    const verdict = ms <= TARGET_MS ? 'PASS' : 'MISS';
    console.log(
      `${shape.name.padEnd(30)}${String(Math.round(file.bytes.length / 1024)).padStart(7)}${ms.toFixed(0).padStart(8)}  ${verdict}${outcome}`,
    );
  }
  console.log('');
}
