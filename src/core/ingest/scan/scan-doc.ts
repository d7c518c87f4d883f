import { type CfbArchive, type CfbEntry, CfbFormatError, openCfb } from './cfb-archive';
import { inspectCfb } from './embedded-object';
import { type Finding, uniqueFindings } from './finding';

const WORD = 'Word file';
/** FIB flag fEncrypted (MS-DOC 2.5.2, FibBase bit 8 of the flags word at offset 0x0A). */
const FIB_ENCRYPTED = 0x0100;
const WORD_MAGIC = 0xa5ec;

/**
 * Security scan of a compound file (legacy .doc, or an encrypted DOCX, which Office wraps in one):
 * macro storages (Macros, _VBA_PROJECT), embedded OLE objects (ObjectPool), packaged programs,
 * equation-editor objects, DDE fields in the text, and encryption.
 */
export function scanDoc(bytes: Uint8Array): Finding[] {
  let archive: CfbArchive;
  try {
    archive = openCfb(bytes);
  } catch (error) {
    if (!(error instanceof CfbFormatError)) throw error;
    return [
      { severity: 'medium', kind: 'damaged', message: `This ${WORD} is damaged and could not be read.` },
    ];
  }
  const findings = inspectCfb(archive, WORD);
  const names = new Set(archive.entries.map((e) => e.name));
  const objectPool = archive.entries.some((e) => e.path.startsWith('ObjectPool/'));
  if (objectPool) {
    findings.push({
      severity: 'medium',
      kind: 'ole-object',
      message: `This ${WORD} contains embedded objects from other programs, which can hide harmful content.`,
    });
  }
  const wordDocument = archive.entries.find((e) => e.path === 'WordDocument');
  if (
    names.has('EncryptedPackage') ||
    names.has('EncryptionInfo') ||
    isEncryptedWord(archive, wordDocument)
  ) {
    findings.push({
      severity: 'medium',
      kind: 'encrypted',
      message: `This ${WORD} is password-protected, so it cannot be read or checked. Remove the password and upload it again.`,
    });
  } else if (wordDocument && hasDdeField(archive, wordDocument)) {
    findings.push({
      severity: 'high',
      kind: 'dde',
      message: `This ${WORD} contains a DDE field, which can run commands on your computer when the file is opened.`,
      isScript: true,
    });
  }
  return uniqueFindings(findings);
}

function isEncryptedWord(archive: CfbArchive, entry: CfbEntry | undefined): boolean {
  if (!entry || entry.size < 12) return false;
  try {
    const head = archive.readStream(entry).subarray(0, 12);
    const dv = new DataView(head.buffer, head.byteOffset, head.byteLength);
    return dv.getUint16(0, true) === WORD_MAGIC && (dv.getUint16(0x0a, true) & FIB_ENCRYPTED) !== 0;
  } catch {
    return false;
  }
}

/**
 * Word stores a field as \x13 code \x14 result \x15 inside the text, in 8-bit or UTF-16 pieces; a code
 * starting with DDE or DDEAUTO runs a command. Looking at both spellings avoids parsing the piece table.
 */
function hasDdeField(archive: CfbArchive, entry: CfbEntry): boolean {
  try {
    const stream = archive.readStream(entry, 64 * 1024 * 1024);
    const narrow = new TextDecoder('latin1').decode(stream);
    const wide = new TextDecoder('utf-16le').decode(stream.subarray(0, stream.length & ~1));
    const wideShifted = new TextDecoder('utf-16le').decode(
      stream.subarray(1, 1 + ((stream.length - 1) & ~1)),
    );
    // biome-ignore lint/suspicious/noControlCharactersInRegex: \x13 is Word's field-begin mark.
    const dde = /\u0013\s*DDE(?:AUTO)?\b/i;
    return dde.test(narrow) || dde.test(wide) || dde.test(wideShifted);
  } catch {
    return false;
  }
}

/** True when the compound file holds a Word document (a WordDocument stream at the root). */
export function isWordCfb(archive: CfbArchive): boolean {
  return archive.entries.some((e) => e.path === 'WordDocument' && e.type === 'stream');
}

/** True when the compound file is an encrypted Office Open XML package (a password-protected DOCX). */
export function isEncryptedPackage(archive: CfbArchive): boolean {
  return archive.entries.some((e) => e.path === 'EncryptedPackage');
}
