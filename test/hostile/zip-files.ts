/** Hostile ZIP packages: zip bombs, nested archives, macro documents, and encrypted Office files. */
import { buildCfb, buildDoc, overlappingZip, withMacros } from '@test/builders/scan-samples';
import { zipSync } from 'fflate';
import {
  concatBytes,
  contentTypesXml,
  documentXml,
  docx,
  encryptedPdf,
  paragraphs,
  relationshipsXml,
  resumeLines,
  resumeText,
  zipWithRepeatedEntry,
} from './hostile-bytes';
import { file, type HostileFile, junk, refused, utf8 } from './hostile-file';

/** ZIP bombs by ratio, by a lying size, by entry count and by entries sharing the same bytes. */
export function zipBombs(): HostileFile[] {
  const family = 'zip bombs';
  const zeros = new Uint8Array(1024 * 1024);
  const bomb = (megabytes: number, declared?: number) =>
    zipWithRepeatedEntry(
      {
        '[Content_Types].xml': utf8(contentTypesXml()),
        '_rels/.rels': utf8(relationshipsXml([['officeDocument', 'word/document.xml']])),
      },
      { name: 'word/document.xml', block: zeros, times: megabytes, declaredSize: declared },
    );
  const manyParts = Object.fromEntries(
    Array.from({ length: 5000 }, (_, i) => [`word/media/part${i}.xml`, utf8('<a/>')]),
  );
  return [
    file(family, 'ratio-bomb.docx', bomb(256), '256 MB of zeros in a 260 KB DOCX', refused('high')),
    file(
      family,
      'lying-size-bomb.docx',
      bomb(200, 4096),
      '200 MB of zeros whose headers declare 4 KB',
      refused('high'),
    ),
    file(
      family,
      'entry-count-bomb.docx',
      docx({ entries: manyParts }),
      'a DOCX of 5,000 parts',
      refused('high'),
    ),
    file(
      family,
      'overlapping-entries.docx',
      overlappingZip(),
      'two directory entries sharing the same compressed bytes',
      refused('high'),
    ),
  ];
}

/** Archives inside archives: named as a document, hidden in a DOCX, or under a picture's name. */
export function nestedZips(): HostileFile[] {
  const family = 'nested zips';
  let nested = zipSync({ 'payload.txt': utf8('x'.repeat(10_000)) });
  for (let level = 0; level < 5; level++) nested = zipSync({ [`level${level}.zip`]: nested }, { level: 0 });
  return [
    file(
      family,
      'zip-of-zips.docx',
      nested,
      'five ZIPs nested in each other, named as a DOCX',
      refused('medium'),
    ),
    file(
      family,
      'embedded-zip.docx',
      docx({ entries: { 'word/embeddings/archive.zip': nested } }),
      'a real DOCX carrying a ZIP archive as a part',
      { resume: 'accepted', validate: 'flagged', risk: 'medium' },
    ),
    file(
      family,
      'disguised-zip-part.docx',
      docx({ entries: { 'word/media/image1.png': nested } }),
      'a ZIP archive hidden under a picture name',
      { resume: 'accepted', validate: 'flagged', risk: 'medium' },
    ),
    file(family, 'plain.zip.pdf', nested, 'a ZIP archive named as a PDF', refused('medium')),
  ];
}

/** Macro documents with and without the .docm name: VBA parts, macro content types, ActiveX, DDE, Word 97 macros. */
export function macroDocuments(): HostileFile[] {
  const family = 'macro documents';
  const macroDocx = withMacros(docx());
  const vba = buildCfb([{ name: 'VBA', content: [{ name: 'dir', content: utf8('Attribute VB_Name') }] }]);
  const macroTypes = contentTypesXml(
    '<Default Extension="bin" ContentType="application/vnd.ms-office.vbaProject"/>',
  );
  const dde = `<w:p><w:fldSimple w:instr='DDEAUTO c:\\\\windows\\\\system32\\\\cmd.exe "/k calc.exe"'><w:r><w:t>x</w:t></w:r></w:fldSimple></w:p>`;
  const macroStorage = {
    name: 'Macros',
    content: [{ name: 'VBA', content: [{ name: 'dir', content: utf8('Attribute VB_Name') }] }],
  };
  return [
    file(family, 'macros.docm', macroDocx, 'a macro-enabled document under its own name', refused('high')),
    file(family, 'macros-renamed.docx', macroDocx, 'a .docm renamed .docx', refused('high')),
    file(
      family,
      'vba-project-part.docx',
      docx({ entries: { 'word/vbaProject.bin': vba } }),
      'a plain DOCX content type with a vbaProject.bin part',
      refused('high'),
    ),
    file(
      family,
      'macro-content-type.docx',
      docx({ contentTypes: macroTypes }),
      'a DOCX declaring a VBA project content type',
      refused('high'),
    ),
    file(
      family,
      'vba-data.docx',
      docx({ entries: { 'word/vbaData.xml': '<wne:vbaSuppData/>' } }),
      'a DOCX with a vbaData.xml part',
      refused('high'),
    ),
    file(
      family,
      'activex.docx',
      docx({ entries: { 'word/activeX/activeX1.xml': '<ax:ocx/>' } }),
      'a DOCX with an ActiveX control',
      refused('high'),
    ),
    file(
      family,
      'dde-field.docx',
      docx({ document: documentXml(dde + paragraphs(resumeLines)) }),
      'a DDEAUTO field that runs a command',
      refused('high'),
    ),
    file(
      family,
      'macros.doc',
      buildDoc(resumeText, { extra: [macroStorage] }),
      'a Word 97 document with a macro storage',
      refused('high'),
    ),
    file(
      family,
      'legacy-macros-renamed.docx',
      buildDoc(resumeText, { extra: [macroStorage] }),
      'a Word 97 macro document named .docx',
      refused('high'),
    ),
  ];
}

/** Password-protected PDFs (one that opens without the password) and DOCX files, as Office and ZIP tools write them. */
export function encrypted(): HostileFile[] {
  const family = 'encrypted';
  const zip = docx();
  // Set the "encrypted" flag (bit 0) on every local and central header: ZipCrypto entries.
  const zipCrypto = zip.slice();
  const dv = new DataView(zipCrypto.buffer);
  for (let at = 0; at + 4 <= zipCrypto.length; at++) {
    const signature = dv.getUint32(at, true);
    if (signature === 0x04034b50) dv.setUint16(at + 6, dv.getUint16(at + 6, true) | 1, true);
    if (signature === 0x02014b50) dv.setUint16(at + 8, dv.getUint16(at + 8, true) | 1, true);
  }
  const agileInfo = concatBytes([
    Uint8Array.of(4, 0, 4, 0, 0x40, 0, 0, 0),
    utf8('<?xml version="1.0"?><encryption xmlns="http://schemas.microsoft.com/office/2006/encryption"/>'),
  ]);
  return [
    file(
      family,
      'password.pdf',
      encryptedPdf({ opensWithoutPassword: false }),
      'a PDF that needs a password to open',
      refused('medium'),
    ),
    file(
      family,
      'owner-password.pdf',
      encryptedPdf({ opensWithoutPassword: true }),
      'an RC4-encrypted PDF that opens without a password (copying restricted)',
      { resume: 'accepted', validate: 'flagged', risk: 'low' },
    ),
    file(
      family,
      'password.docx',
      buildCfb([
        { name: 'EncryptionInfo', content: agileInfo },
        { name: 'EncryptedPackage', content: junk(8192) },
      ]),
      'a password-protected DOCX, an OLE compound file as Office writes one',
      refused('medium'),
    ),
    file(
      family,
      'zipcrypto.docx',
      zipCrypto,
      'a DOCX whose parts are ZipCrypto-encrypted',
      refused('medium'),
    ),
  ];
}
