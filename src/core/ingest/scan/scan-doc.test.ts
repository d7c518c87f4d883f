import { buildCfb, buildDoc } from '@test/builders/scan-samples';
import { describe, expect, it } from 'vitest';
import type { Finding } from './finding';
import { scanDoc } from './scan-doc';

const kinds = (findings: Finding[]) => findings.map((f) => `${f.kind}:${f.severity}`).sort();

describe('scanDoc', () => {
  it('finds nothing in a plain Word 97 document, even one mentioning macros', () => {
    expect(scanDoc(buildDoc('Jane Doe\nWrote Excel Macros and _VBA_PROJECT tooling'))).toEqual([]);
  });

  it('finds macro storages', () => {
    const macros = buildDoc('Jane', {
      extra: [
        {
          name: 'Macros',
          content: [{ name: 'VBA', content: [{ name: 'dir', content: new Uint8Array(8) }] }],
        },
      ],
    });
    const findings = scanDoc(macros);
    expect(kinds(findings)).toEqual(['macro:high']);
    expect(findings[0]?.isScript).toBe(true);
    const excelStyle = buildDoc('Jane', { extra: [{ name: '_VBA_PROJECT_CUR', content: [] }] });
    expect(kinds(scanDoc(excelStyle))).toEqual(['macro:high']);
  });

  it('finds embedded objects, equation objects and packaged programs', () => {
    const pool = (children: { name: string; content: Uint8Array }[]) =>
      buildDoc('Jane', { extra: [{ name: 'ObjectPool', content: [{ name: '_1234', content: children }] }] });
    expect(kinds(scanDoc(pool([{ name: '\u0001CompObj', content: new Uint8Array(8) }])))).toEqual([
      'ole-object:medium',
    ]);
    expect(kinds(scanDoc(pool([{ name: 'Equation Native', content: new Uint8Array(8) }])))).toContain(
      'exploit-object:high',
    );
    const packaged = new TextEncoder().encode('\u0000\u0000cv.pdf.scr\u0000C:\\tmp\\cv.pdf.scr\u0000');
    expect(kinds(scanDoc(pool([{ name: '\u0001Ole10Native', content: packaged }])))).toContain(
      'embedded-executable:high',
    );
  });

  it('finds DDE fields in the text', () => {
    const dde = buildDoc('Jane \u0013 DDEAUTO c:\\\\windows\\\\system32\\\\cmd.exe "/k calc" \u0014x\u0015');
    expect(kinds(scanDoc(dde))).toEqual(['dde:high']);
  });

  it('reports encryption, both legacy and of a protected DOCX', () => {
    expect(kinds(scanDoc(buildDoc('Jane', { encrypted: true })))).toEqual(['encrypted:medium']);
    const protectedDocx = buildCfb([
      { name: 'EncryptionInfo', content: new Uint8Array(8) },
      { name: 'EncryptedPackage', content: new Uint8Array(8) },
    ]);
    expect(kinds(scanDoc(protectedDocx))).toEqual(['encrypted:medium']);
  });

  it('reports a broken compound file as damaged', () => {
    const doc = buildDoc('Jane');
    expect(kinds(scanDoc(doc.subarray(0, 1024)))).toEqual(['damaged:medium']);
  });
});
