import type { Finding } from './finding';

/** How far into a file a PDF header may start (readers accept some leading junk): what lies before it is read. */
const HEADER_WINDOW = 1024;

const polyglot: Finding = {
  severity: 'high',
  kind: 'polyglot',
  message:
    'This PDF is also another kind of file (a web page or an archive) hidden in the same bytes, a trick used to slip harmful content past checks.',
};

/**
 * A PDF that is at once another format a program would open, a "polyglot": markup (a web page, an SVG image) before
 * its header, or a ZIP archive directory at its end (a Word file, say, with macros the PDF scan never sees). A resume
 * has no honest use for either, so the file is refused.
 */
export function polyglotFindings(bytes: Uint8Array): Finding[] {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, HEADER_WINDOW));
  const header = head.indexOf('%PDF-');
  const hasMarkupFirst = header > 0 && /<[a-z!?]/i.test(head.slice(0, header));
  return hasMarkupFirst || isZipToo(bytes) ? [polyglot] : [];
}

const END_OF_DIRECTORY = 0x06054b50;
const END_RECORD_BYTES = 22;

/**
 * The bytes end as a ZIP archive does: an end-of-directory record, of at least one entry, whose comment runs to the
 * file's last byte. ZIP readers look for exactly this, and open the archive even when other data comes first.
 */
function isZipToo(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const lowest = Math.max(0, bytes.length - END_RECORD_BYTES - 0xffff);
  for (let at = bytes.length - END_RECORD_BYTES; at >= lowest; at--) {
    if (view.getUint32(at, true) !== END_OF_DIRECTORY) continue;
    const entries = view.getUint16(at + 10, true);
    const comment = view.getUint16(at + 20, true);
    if (entries > 0 && at + END_RECORD_BYTES + comment === bytes.length) return true;
  }
  return false;
}
