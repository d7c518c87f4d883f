import { fileTypeFromBuffer } from 'file-type';
import { extensionOf } from './file-name';
import { decodeText } from './read-text';
import { isRtf } from './rtf-tokens';
import { isCfb, openCfb } from './scan/cfb-archive';
import { isEncryptedPackage, isWordCfb } from './scan/scan-doc';
import { looksLikeHtml } from './scan/scan-html';
import { isZip, listZipEntries, readEntryText } from './scan/zip-archive';

export type DetectedKind = 'pdf' | 'docx' | 'doc' | 'rtf' | 'html' | 'txt' | 'unknown';

export interface DetectedFileType {
  /** What the bytes really are. */
  kind: DetectedKind;
  mimeType: string;
  /** The name's extension, lower case with its dot ('.pdf'), or ''. */
  extension: string;
  /** The name claims something other than what the bytes are. */
  mismatch: boolean;
}

export const mimeTypes = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  docm: 'application/vnd.ms-word.document.macroEnabled.12',
  doc: 'application/msword',
  rtf: 'application/rtf',
  html: 'text/html',
  txt: 'text/plain',
  unknown: 'application/octet-stream',
} as const;

/**
 * Extensions each kind may legitimately carry. Word opens RTF and HTML saved as .doc, and an HTML
 * file named .txt is still text to us.
 */
const extensionsOf: Record<Exclude<DetectedKind, 'unknown'>, readonly string[]> = {
  pdf: ['.pdf'],
  docx: ['.docx', '.dotx'],
  doc: ['.doc', '.dot'],
  rtf: ['.rtf', '.doc'],
  html: ['.html', '.htm', '.xhtml', '.txt', '.doc'],
  txt: ['.txt', '.text', '.md', '.markdown'],
};

/** How far into the file a PDF header may start (readers accept some leading junk). */
const PDF_HEADER_WINDOW = 1024;
const WORD_MAIN_PART = /wordprocessingml\.(?:document|template)\.main\+xml/;
const MACRO_MAIN_PART = /ms-word\.(?:document|template)\.macroEnabled/i;

interface Sniffed {
  kind: DetectedKind;
  mimeType: string;
  /** For unknown content, the extension its magic number suggests (e.g. 'png'). */
  nativeExtension?: string;
}

/**
 * Decides what a file really is from its bytes (magic numbers, then the contents of ZIP and
 * compound-file containers, then text sniffing) and compares it with the name's extension.
 * A DOCX must hold [Content_Types].xml and a Word main part; a macro-enabled .docm is not a DOCX.
 */
export async function detectFileType(bytes: Uint8Array, fileName: string): Promise<DetectedFileType> {
  const extension = extensionOf(fileName);
  if (bytes.length === 0) return { kind: 'unknown', mimeType: mimeTypes.unknown, extension, mismatch: false };
  const sniffed = await sniff(bytes);
  const mismatch =
    sniffed.kind === 'unknown'
      ? !sniffed.nativeExtension || `.${sniffed.nativeExtension}` !== extension
      : !extensionsOf[sniffed.kind].includes(extension);
  return { kind: sniffed.kind, mimeType: sniffed.mimeType, extension, mismatch };
}

async function sniff(bytes: Uint8Array): Promise<Sniffed> {
  if (hasPdfHeader(bytes)) return { kind: 'pdf', mimeType: mimeTypes.pdf };
  if (isZip(bytes)) return sniffZip(bytes);
  if (isCfb(bytes)) return sniffCfb(bytes);
  if (isRtf(bytes)) return { kind: 'rtf', mimeType: mimeTypes.rtf };
  const decoded = decodeText(bytes);
  if (decoded) {
    return looksLikeHtml(decoded.text)
      ? { kind: 'html', mimeType: mimeTypes.html }
      : { kind: 'txt', mimeType: mimeTypes.txt };
  }
  const magic = await fileTypeFromBuffer(bytes).catch(() => undefined);
  return { kind: 'unknown', mimeType: magic?.mime ?? mimeTypes.unknown, nativeExtension: magic?.ext };
}

function hasPdfHeader(bytes: Uint8Array): boolean {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, PDF_HEADER_WINDOW));
  if (head.startsWith('%PDF-')) return true;
  // Readers accept junk before the header; demand a PDF ending too, so text mentioning "%PDF-" stays text.
  const tail = new TextDecoder('latin1').decode(bytes.subarray(Math.max(0, bytes.length - 2048)));
  return /%PDF-\d/.test(head) && tail.includes('startxref');
}

function sniffZip(bytes: Uint8Array): Sniffed {
  const zip: Sniffed = { kind: 'unknown', mimeType: 'application/zip', nativeExtension: 'zip' };
  try {
    const entries = listZipEntries(bytes);
    const contentTypes = entries.find((e) => e.name === '[Content_Types].xml');
    if (!contentTypes) return zip;
    const types = readEntryText(bytes, contentTypes, 1024 * 1024);
    if (MACRO_MAIN_PART.test(types))
      return { kind: 'unknown', mimeType: mimeTypes.docm, nativeExtension: 'docm' };
    const names = new Set(entries.map((e) => e.name));
    if (wordMainParts(types).some((part) => names.has(part)))
      return { kind: 'docx', mimeType: mimeTypes.docx };
    return { kind: 'unknown', mimeType: officeMimeType(types), nativeExtension: undefined };
  } catch {
    // A ZIP we cannot list: the scan reports it as damaged; here it is simply not a DOCX.
    return zip;
  }
}

/**
 * The parts [Content_Types].xml declares as a Word main document (usually word/document.xml; some
 * generators use another name). A DOCX must actually contain one of them.
 */
function wordMainParts(types: string): string[] {
  const parts: string[] = [];
  for (const [override] of types.matchAll(/<Override\b[^>]*>/g)) {
    const partName = /PartName="\/?([^"]+)"/.exec(override)?.[1];
    if (partName && WORD_MAIN_PART.test(override)) parts.push(partName);
  }
  return parts;
}

/** Other Office packages (spreadsheets, presentations) are named by their main content type. */
function officeMimeType(types: string): string {
  if (/spreadsheetml/.test(types)) return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  if (/presentationml/.test(types))
    return 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
  return 'application/zip';
}

function sniffCfb(bytes: Uint8Array): Sniffed {
  try {
    const archive = openCfb(bytes);
    if (isWordCfb(archive)) return { kind: 'doc', mimeType: mimeTypes.doc };
    // Office wraps a password-protected DOCX in a compound file: still a DOCX, one the scan will call encrypted.
    if (isEncryptedPackage(archive)) return { kind: 'docx', mimeType: mimeTypes.docx };
  } catch {
    // Not a readable compound file.
  }
  return { kind: 'unknown', mimeType: 'application/x-cfb', nativeExtension: undefined };
}
