import { rtfSource, tokenizeRtf } from '../rtf-tokens';
import { inspectPayload } from './embedded-object';
import { type Finding, uniqueFindings } from './finding';
import { linkKind, templateFinding, webLinksFinding } from './link-kinds';

/** Destinations whose text we collect; a nested group that starts with another word stays in its parent's. */
const collected = new Set(['object', 'objclass', 'objdata', 'template', 'fldinst', 'field']);
const MAX_OBJECT_HEX = 40 * 1024 * 1024;

interface EmbeddedObject {
  flags: Set<string>;
  objclass: string;
  hex: string[];
  hexLength: number;
  binary: Uint8Array[];
}

const RTF = 'RTF file';

/**
 * Security scan of an RTF document: embedded OLE objects (\object, \objdata, auto-updating \objupdate,
 * ActiveX \objocx, exploited classes, embedded programs), remote templates (\*\template) and fields
 * that run commands (DDE) or pull content from elsewhere (INCLUDETEXT, INCLUDEPICTURE).
 */
export function scanRtf(bytes: Uint8Array): Finding[] {
  const source = rtfSource(bytes);
  const objects: EmbeddedObject[] = [];
  const instructions: string[] = [];
  const templates: string[] = [];
  const stack: string[] = [];
  let destination = '';
  let groupStart = false;
  let object: EmbeddedObject | undefined;

  for (const token of tokenizeRtf(source)) {
    if (token.type === 'open') {
      stack.push(destination);
      groupStart = true;
      continue;
    }
    if (token.type === 'close') {
      destination = stack.pop() ?? '';
      groupStart = false;
      continue;
    }
    if (token.type === 'symbol' && token.char === '*') continue;
    if (token.type === 'word') {
      if (groupStart && collected.has(token.word)) destination = token.word;
      if (groupStart && token.word === 'fldinst') instructions.push('');
      if (groupStart && token.word === 'template') templates.push('');
      if (token.word === 'object') {
        object = { flags: new Set(), objclass: '', hex: [], hexLength: 0, binary: [] };
        objects.push(object);
      } else if (token.word.startsWith('obj') && object) {
        object.flags.add(token.word);
      }
    }
    groupStart = false;
    // Escaped characters (\\ \{ \} and \'hh) belong to paths and commands as much as plain text does.
    const literal =
      token.type === 'symbol' && '\\{}'.includes(token.char)
        ? token.char
        : token.type === 'hex'
          ? String.fromCharCode(token.byte)
          : undefined;
    if (literal !== undefined && (destination === 'template' || destination === 'fldinst')) {
      const texts = destination === 'template' ? templates : instructions;
      texts.push(`${texts.pop() ?? ''}${literal}`);
    } else if (token.type === 'text') {
      if (destination === 'objclass' && object) object.objclass += token.text;
      else if (destination === 'objdata' && object && object.hexLength < MAX_OBJECT_HEX) {
        object.hex.push(token.text);
        object.hexLength += token.text.length;
      } else if (destination === 'template') templates.push(`${templates.pop() ?? ''}${token.text}`);
      else if (destination === 'fldinst') instructions.push(`${instructions.pop() ?? ''}${token.text}`);
    } else if (token.type === 'binary' && destination === 'objdata' && object) {
      object.binary.push(bytes.subarray(token.start, token.start + token.length));
    }
  }

  return uniqueFindings([
    ...objects.flatMap(objectFindings),
    ...templates.flatMap(templateFindings),
    ...fieldFindings(instructions),
  ]);
}

function objectFindings(object: EmbeddedObject): Finding[] {
  const findings: Finding[] = [];
  const payload = decodeHex(object.hex.join(''));
  for (const part of [payload, ...object.binary]) findings.push(...inspectPayload(part, RTF));
  if (/^(?:Equation\.[23]|OLE2Link|htmlfile|Package)\b/i.test(object.objclass.trim())) {
    findings.push({
      severity: 'high',
      kind: 'exploit-object',
      message: `This ${RTF} contains an embedded object of a kind used in known attacks on Word and other programs.`,
    });
  }
  if (object.flags.has('objocx')) {
    findings.push({
      severity: 'high',
      kind: 'activex',
      message: `This ${RTF} contains an ActiveX control, which can run code on your computer.`,
    });
  }
  if (object.flags.has('objupdate') || object.flags.has('objautlink')) {
    findings.push({
      severity: 'high',
      kind: 'auto-update-object',
      message: `This ${RTF} contains an object that updates itself when the file is opened, a known way to run harmful code.`,
    });
  }
  findings.push({
    severity: 'medium',
    kind: 'ole-object',
    message: `This ${RTF} contains an embedded object from another program, which can hide harmful content.`,
  });
  return findings;
}

/** RTF object data is hex text that attackers pad with spaces and junk: keep the hex digits only. */
function decodeHex(hex: string): Uint8Array {
  const out = new Uint8Array(hex.length >> 1);
  let length = 0;
  let high = -1;
  for (let i = 0; i < hex.length; i++) {
    const value = hexDigit(hex.charCodeAt(i));
    if (value < 0) continue;
    if (high < 0) high = value;
    else {
      out[length++] = high * 16 + value;
      high = -1;
    }
  }
  return out.subarray(0, length);
}

function hexDigit(code: number): number {
  if (code >= 48 && code <= 57) return code - 48;
  const lower = code | 0x20;
  return lower >= 97 && lower <= 102 ? lower - 87 : -1;
}

function templateFindings(template: string): Finding[] {
  const target = template.trim();
  return target ? [templateFinding(target, RTF)] : [];
}

function fieldFindings(instructions: readonly string[]): Finding[] {
  const findings: Finding[] = [];
  let webLinks = 0;
  for (const instruction of instructions) {
    const text = instruction.trim();
    if (/^DDE(?:AUTO)?\b/i.test(text)) {
      findings.push({
        severity: 'high',
        kind: 'dde',
        message: `This ${RTF} contains a DDE field, which can run commands on your computer when the file is opened.`,
        isScript: true,
      });
    }
    const include = /^(?:INCLUDETEXT|INCLUDEPICTURE|IMPORT|LINK)\s+(?:\\\w\s+)*"?([^"\s]+)/i.exec(text);
    const includeKind = include?.[1] ? linkKind(include[1]) : 'other';
    if (includeKind === 'web' || includeKind === 'local' || includeKind === 'handler') {
      findings.push({
        severity: 'medium',
        kind: 'remote-content',
        message: `This ${RTF} loads content from another location when opened, which can reveal that you opened it.`,
      });
    }
    const link = /^HYPERLINK\s+(?:\\\w\s+)*"([^"]*)"/i.exec(text);
    const kind = link?.[1] !== undefined ? linkKind(link[1]) : 'other';
    if (kind === 'web') webLinks++;
    else if (kind === 'script' || kind === 'handler') findings.push(dangerousLink());
  }
  return [...findings, ...webLinksFinding(webLinks)];
}

function dangerousLink(): Finding {
  return {
    severity: 'high',
    kind: 'dangerous-link',
    message: `This ${RTF} contains a link that runs code or starts a program instead of opening a web page.`,
    isScript: true,
  };
}
