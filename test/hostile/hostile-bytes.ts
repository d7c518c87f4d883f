/**
 * Byte-level writers for the hostile corpus (hostile-files.ts): a small valid resume as text, a hand-written PDF
 * and a minimal DOCX, deflate streams built from one repeated block (huge output from little work), and the
 * RC4 encryption of the PDF standard security handler. Test-only code; nothing here is checked in as a binary.
 */
import { createHash } from 'node:crypto';
import { constants, crc32, deflateRawSync } from 'node:zlib';
import { buildPdf, concat } from '@test/builders/scan-samples';
import { strToU8, Zip, type ZipInputFile, type Zippable, zipSync } from 'fflate';

/** A short, ordinary resume: enough words (over 50) that no "short text" warning is raised for it. */
export const resumeLines = [
  'Jane Doe',
  'jane.doe@example.com | +1 555 010 2030 | Springfield, IL',
  'Summary',
  'Software engineer with eight years of experience building reliable web services and data pipelines.',
  'Experience',
  'Senior Software Engineer, Acme Corporation, 2019 - Present',
  '• Led the migration of billing services to a new platform, cutting costs by a third.',
  '• Mentored four engineers and introduced code review guidelines adopted across the team.',
  'Education',
  'B.Sc. Computer Science, State University, 2015',
  'Skills',
  'TypeScript, Node.js, PostgreSQL, Docker, Kubernetes, AWS',
] as const;
export const resumeText = `${resumeLines.join('\n')}\n`;

export const latin1 = (text: string): Uint8Array => Uint8Array.from(text, (c) => c.charCodeAt(0) & 0xff);
export const asLatin1 = (bytes: Uint8Array): string => Buffer.from(bytes).toString('latin1');

/** A PDF literal string body in WinAnsiEncoding: backslash and parentheses escaped, "•" as its code 0x95. */
const pdfString = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/•/g, '\u0095');

/** A content stream showing each line in Helvetica, top to bottom. */
export function textOperations(lines: readonly string[]): string {
  const shown = lines.map((line, i) => `1 0 0 1 72 ${740 - i * 16} Tm (${pdfString(line)}) Tj`);
  return `BT /F1 11 Tf ${shown.join(' ')} ET`;
}

export interface TextPdfOptions {
  lines?: readonly string[];
  /** Entries added to the catalog (object 1). */
  catalog?: string;
  /** Entries added to the one page (object 3). */
  page?: string;
  /** Objects from number 6 on. */
  extraObjects?: string[];
  trailer?: string;
}

/**
 * A one-page PDF written by hand: 1 catalog, 2 page tree, 3 page, 4 content stream, 5 font, then `extraObjects`
 * (6, 7, ...), with a correct cross-reference table.
 */
export function textPdf(options: TextPdfOptions = {}): Uint8Array {
  const content = textOperations(options.lines ?? resumeLines);
  return buildPdf(
    [
      `<< /Type /Catalog /Pages 2 0 R ${options.catalog ?? ''}>>`,
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> ${options.page ?? ''}>>`,
      `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
      ...(options.extraObjects ?? []),
    ],
    options.trailer ?? '',
  );
}

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const OFFICE_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
export const wordMainType =
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';

const escapeXml = (text: string) => text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Word paragraphs, one per line. */
export const paragraphs = (lines: readonly string[]) =>
  lines.map((line) => `<w:p><w:r><w:t xml:space="preserve">${escapeXml(line)}</w:t></w:r></w:p>`).join('');

export const documentXml = (body: string, prolog = '') =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>${prolog}<w:document xmlns:w="${W}" xmlns:r="${OFFICE_RELS}"><w:body>${body}</w:body></w:document>`;

export const contentTypesXml = (extra = '', mainType = wordMainType) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>${extra}<Override PartName="/word/document.xml" ContentType="${mainType}"/></Types>`;

/** A relationships part; each entry is [type (last segment), target, external?]. */
export function relationshipsXml(relationships: readonly [string, string, boolean?][]): string {
  const items = relationships.map(
    ([type, target, external], i) =>
      `<Relationship Id="rId${i + 1}" Type="${OFFICE_RELS}/${type}" Target="${escapeXml(target)}"${external ? ' TargetMode="External"' : ''}/>`,
  );
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="${RELS}">${items.join('')}</Relationships>`;
}

export interface DocxOptions {
  lines?: readonly string[];
  /** The whole word/document.xml, instead of one made from `lines`. */
  document?: string;
  contentTypes?: string;
  /** Entries added or replaced (a string is UTF-8). */
  entries?: Record<string, string | Uint8Array>;
  /** Deflate level of every part; 0 stores them as they are. */
  level?: 0 | 6;
}

/** A minimal DOCX written with fflate: content types, the package relationship and word/document.xml. */
export function docx(options: DocxOptions = {}): Uint8Array {
  const files: Zippable = {
    '[Content_Types].xml': strToU8(options.contentTypes ?? contentTypesXml()),
    '_rels/.rels': strToU8(relationshipsXml([['officeDocument', 'word/document.xml']])),
    'word/document.xml': strToU8(options.document ?? documentXml(paragraphs(options.lines ?? resumeLines))),
  };
  for (const [name, value] of Object.entries(options.entries ?? {}))
    files[name] = typeof value === 'string' ? strToU8(value) : value;
  return zipSync(files, { level: options.level ?? 6 });
}

/** What a repeated-block stream holds: `prefix`, then `block` `times` times, then `suffix`. */
export interface RepeatedContent {
  block: Uint8Array;
  times: number;
  prefix?: Uint8Array;
  suffix?: Uint8Array;
}

/**
 * Raw deflate of repeated content, made by compressing each piece on its own and ending it with a full flush (the
 * compressor forgets what came before): every copy of the block then compresses to the same bytes, so the copies'
 * bytes are simply repeated. Builds hundreds of megabytes of output in milliseconds.
 */
export function repeatedDeflate({ block, times, prefix, suffix }: RepeatedContent): Uint8Array {
  const piece = (data: Uint8Array) => deflateRawSync(data, { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const copy = piece(block);
  return concatBytes([
    ...(prefix ? [piece(prefix)] : []),
    ...Array.from({ length: times }, () => copy),
    deflateRawSync(suffix ?? new Uint8Array(0), { level: 9 }),
  ]);
}

/** The size and CRC-32 of repeated content, as a ZIP header states them. */
export function measureRepeated({ block, times, prefix, suffix }: RepeatedContent): {
  size: number;
  crc: number;
} {
  let crc = prefix ? crc32(prefix) : 0;
  for (let i = 0; i < times; i++) crc = crc32(block, crc);
  if (suffix) crc = crc32(suffix, crc);
  return { size: (prefix?.length ?? 0) + block.length * times + (suffix?.length ?? 0), crc };
}

/** A zlib stream (as a PDF's /FlateDecode holds) of `megabytes` MB of zero bytes, with its real checksum. */
export function zlibZeros(megabytes: number): Uint8Array {
  const size = megabytes * 1024 * 1024;
  const adler = (((size % 65521) << 16) | 1) >>> 0;
  const trailer = new Uint8Array(4);
  new DataView(trailer.buffer).setUint32(0, adler);
  return concatBytes([
    Uint8Array.of(0x78, 0xda),
    repeatedDeflate({ block: new Uint8Array(1024 * 1024), times: megabytes }),
    trailer,
  ]);
}

/**
 * A ZIP of small stored `files` and one big deflated entry made by `repeatedDeflate` (too big to deflate in a
 * test), written by fflate's streaming Zip with the true CRC. The size in the headers is the true one unless
 * `declaredSize` lies about it.
 */
export function zipWithRepeatedEntry(
  files: Record<string, Uint8Array>,
  big: RepeatedContent & { name: string; declaredSize?: number },
): Uint8Array {
  const out: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    out.push(chunk);
  });
  const add = (entry: ZipInputFile, data: Uint8Array) => {
    zip.add(entry);
    entry.ondata?.(null, new Uint8Array(data), true);
  };
  for (const [filename, data] of Object.entries(files))
    add({ filename, size: data.length, crc: crc32(data), compression: 0 }, data);
  const { size, crc } = measureRepeated(big);
  add({ filename: big.name, size: big.declaredSize ?? size, crc, compression: 8 }, repeatedDeflate(big));
  zip.end();
  return concatBytes(out);
}

/** The parts one after the other, in one array (the scan builders' own). */
export const concatBytes = concat;

/** RC4, the cipher of the PDF standard security handler revision 2 (40-bit keys). */
function rc4(key: Uint8Array, data: Uint8Array): Uint8Array {
  const s = Uint8Array.from({ length: 256 }, (_, i) => i);
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + (s[i] as number) + (key[i % key.length] as number)) & 0xff;
    [s[i], s[j]] = [s[j] as number, s[i] as number];
  }
  const out = new Uint8Array(data.length);
  for (let n = 0, i = 0, j = 0; n < data.length; n++) {
    i = (i + 1) & 0xff;
    j = (j + (s[i] as number)) & 0xff;
    [s[i], s[j]] = [s[j] as number, s[i] as number];
    out[n] = (data[n] as number) ^ (s[((s[i] as number) + (s[j] as number)) & 0xff] as number);
  }
  return out;
}

const md5 = (...parts: Uint8Array[]) => {
  const hash = createHash('md5');
  for (const part of parts) hash.update(part);
  return new Uint8Array(hash.digest());
};
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const PASSWORD_PADDING = Uint8Array.from(
  Buffer.from('28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a', 'hex'),
);

/**
 * A PDF encrypted with the standard security handler (RC4, 40 bits, revision 2). With `opensWithoutPassword`,
 * the user password is empty (only copying and printing are restricted: any reader opens it); otherwise the
 * user password is unknown and the file cannot be read at all.
 */
export function encryptedPdf({ opensWithoutPassword }: { opensWithoutPassword: boolean }): Uint8Array {
  const id = md5(strToU8('vitae hostile corpus'));
  const owner = md5(strToU8('owner')).subarray(0, 16);
  const ownerEntry = concatBytes([owner, owner]);
  const permissions = new Uint8Array(4);
  new DataView(permissions.buffer).setInt32(0, -44, true);
  const key = md5(PASSWORD_PADDING, ownerEntry, permissions, id).subarray(0, 5);
  const userEntry = opensWithoutPassword
    ? rc4(key, PASSWORD_PADDING)
    : concatBytes([md5(strToU8('a password')), md5(strToU8('we do not know'))]);
  const objectKey = md5(key, Uint8Array.of(4, 0, 0, 0, 0)).subarray(0, 10);
  const content = asLatin1(rc4(objectKey, latin1(textOperations(resumeLines))));
  return buildPdf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
      `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
      `<< /Filter /Standard /V 1 /R 2 /O <${hex(ownerEntry)}> /U <${hex(userEntry)}> /P -44 >>`,
    ],
    `/Encrypt 6 0 R /ID [<${hex(id)}> <${hex(id)}>] `,
  );
}
