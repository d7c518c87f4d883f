import { AppError } from '@core/errors';
import {
  RESUME_EXTENSIONS,
  RESUME_MAX_BYTES,
  VALIDATE_EXTENSIONS,
  VALIDATE_MAX_BYTES,
} from '@shared/constants';
import type { FileValidationResult } from '@shared/file-validation';
import { validationMessages } from '@shared/messages';
import type { ResumeFileType } from '@shared/resume';
import { countWords } from './count-words';
import { type DetectedFileType, detectFileType, mimeTypes } from './detect-file-type';
import type { ExtractedText } from './extracted-text';
import { extensionOf } from './file-name';
import { htmlToLines } from './html-to-lines';
import { normalizeText } from './normalize-text';
import { readDoc } from './read-doc';
import { readDocx } from './read-docx';
import { readPdf } from './read-pdf';
import { readRtf } from './read-rtf';
import { decodeText, readText } from './read-text';
import {
  blockingKinds,
  type Finding,
  looksExecutable,
  refusalMessage,
  riskLevelOf,
  unsafeToOpenKinds,
} from './scan/finding';
import { scanFile } from './scan/scan-file';
import { RESUME_TEXT_MAX_CHARS, textLimitMessages } from './text-limit';
import { describeContent, fileMessages } from './validate-messages';

/** Below this many words the text is probably not a whole resume. */
const SHORT_TEXT_WORDS = 50;
/** Above this many pages (or words, when the format has no pages) a resume is unusually long. */
const LONG_DOCUMENT_PAGES = 5;
const WORDS_PER_PAGE = 500;

type Readable = Exclude<DetectedFileType['kind'], 'unknown'>;
/** The text reader of each kind (also what a file manager version's text is read with). */
export const readers: Record<Readable, (bytes: Uint8Array) => ExtractedText | Promise<ExtractedText>> = {
  pdf: readPdf,
  docx: readDocx,
  doc: readDoc,
  rtf: readRtf,
  html: readHtml,
  txt: readText,
};

/** A Windows program (MZ header) under any name: never a document, and harmful when opened. Scored, not told. */
const programFinding: Finding = {
  severity: 'high',
  kind: 'executable',
  message: 'This file is a Windows program, not a document, and could harm your computer if opened.',
};

/** What validation has found so far. */
interface Report {
  issues: string[];
  warnings: string[];
  metadata: FileValidationResult['metadata'];
  findings: Finding[];
}

/**
 * Format and security checks for the file manager (platform spec §3): blocking issues (wrong or
 * mismatched type, empty, too big, damaged, encrypted, dangerous content) versus warnings (little or
 * no text, a long document, a legacy format, links), with metadata and the security scan summary.
 * Never throws: anything unexpected becomes an issue.
 */
export async function validateFile({
  bytes,
  fileName,
}: {
  bytes: Uint8Array;
  fileName: string;
}): Promise<FileValidationResult> {
  const report: Report = {
    issues: [],
    warnings: [],
    metadata: { fileSize: bytes.length, mimeType: mimeTypeOfName(fileName), wordCount: 0 },
    findings: [],
  };
  try {
    await check(bytes, fileName, report);
  } catch {
    report.issues.push(fileMessages.unreadable);
  }
  const { issues, warnings, metadata, findings } = report;
  return {
    isValid: issues.length === 0,
    issues: [...new Set(issues)],
    warnings: [...new Set(warnings)],
    metadata,
    securityScan: {
      riskLevel: riskLevelOf(findings),
      hasMaliciousContent: findings.some((f) => f.severity === 'high'),
      hasScripts: findings.some((f) => f.isScript === true),
    },
  };
}

async function check(bytes: Uint8Array, fileName: string, report: Report): Promise<void> {
  if (bytes.length === 0) return void report.issues.push(fileMessages.empty);
  if (bytes.length > VALIDATE_MAX_BYTES) return void report.issues.push(fileMessages.tooLarge);
  const extension = extensionOf(fileName);
  if (!(VALIDATE_EXTENSIONS as readonly string[]).includes(extension)) {
    report.issues.push(fileMessages.unsupportedExtension);
  }
  const detected = await detectFileType(bytes, fileName);
  report.metadata.mimeType = detected.mimeType;
  if (detected.mismatch) report.issues.push(mismatchMessage(detected));
  const kind = effectiveKind(detected);
  report.findings = await scanFile(bytes, kind);
  for (const finding of report.findings) {
    if (finding.severity === 'info') continue;
    const isBlocking = finding.severity === 'high' || blockingKinds.has(finding.kind);
    (isBlocking ? report.issues : report.warnings).push(finding.message);
  }
  // A program is scored as the risk it is, whatever its name; the issue told is the mismatch ("it looks like a
  // program") or the unsupported extension, already listed. Text that merely starts with "MZ" is text.
  if (kind === 'unknown' && looksExecutable(bytes)) report.findings.push(programFinding);
  if (kind !== 'unknown' && !report.findings.some((f) => unsafeToOpenKinds.has(f.kind))) {
    await readForMetadata(bytes, kind, report);
  }
}

/** HTML saved as .txt is shown as text and never rendered: it is read, and scanned, as text. */
export function effectiveKind(detected: DetectedFileType): DetectedFileType['kind'] {
  return detected.kind === 'html' && detected.extension === '.txt' ? 'txt' : detected.kind;
}

/** By the extension of the visitor's file name, which may be anything. */
const mimeTypeByExtension = new Map([
  ['.pdf', mimeTypes.pdf],
  ['.docx', mimeTypes.docx],
  ['.doc', mimeTypes.doc],
  ['.rtf', mimeTypes.rtf],
  ['.txt', mimeTypes.txt],
  ['.html', mimeTypes.html],
  ['.htm', mimeTypes.html],
]);

/** The type a name claims, reported when the content is not examined (empty or too large). */
function mimeTypeOfName(fileName: string): string {
  return mimeTypeByExtension.get(extensionOf(fileName)) ?? mimeTypes.unknown;
}

function mismatchMessage(detected: DetectedFileType): string {
  if (detected.kind === 'unknown' && detected.mimeType === mimeTypes.unknown)
    return fileMessages.unknownContent;
  return fileMessages.mismatch(detected.extension, describeContent(detected));
}

async function readForMetadata(bytes: Uint8Array, kind: Readable, out: Report): Promise<void> {
  let extracted: ExtractedText;
  try {
    extracted = await readers[kind](bytes);
  } catch (error) {
    out.issues.push(error instanceof AppError ? error.message : fileMessages.unreadable);
    return;
  }
  // Measured as ingestion measures it, normalized (which only a long text needs).
  const characters = extracted.text.length > RESUME_TEXT_MAX_CHARS ? normalizeText(extracted.text).length : 0;
  if (characters > RESUME_TEXT_MAX_CHARS) out.issues.push(textLimitMessages.tooMuchText(characters));
  const words = countWords(extracted.text);
  out.metadata.wordCount = words;
  if (extracted.pages !== undefined) out.metadata.pages = extracted.pages;
  if (extracted.encoding) out.metadata.encoding = extracted.encoding;
  out.warnings.push(...extracted.warnings);
  if (words === 0 && extracted.warnings.length === 0) out.warnings.push(fileMessages.noText);
  if (words > 0 && words < SHORT_TEXT_WORDS) out.warnings.push(fileMessages.shortText(words));
  const pages = extracted.pages ?? Math.ceil(words / WORDS_PER_PAGE);
  if (pages > LONG_DOCUMENT_PAGES) out.warnings.push(fileMessages.longText(pages));
  if (kind === 'doc') out.warnings.push(fileMessages.legacyFormat('DOC (Word 97-2003)'));
  if (kind === 'rtf') out.warnings.push(fileMessages.legacyFormat('RTF'));
  if (kind === 'html') out.warnings.push(fileMessages.webPage);
}

/** Visible text of an HTML file, for the word count; its encoding is detected like a text file's. */
function readHtml(bytes: Uint8Array): ExtractedText {
  const decoded = decodeText(bytes);
  if (!decoded) throw new AppError('UNSUPPORTED_MEDIA_TYPE', fileMessages.unknownContent);
  return {
    text: normalizeText(htmlToLines(decoded.text).join('\n')),
    warnings: [],
    encoding: decoded.encoding,
  };
}

/**
 * The stricter check for POST /api/resumes (core spec §5): PDF, DOCX or TXT only, under 5 MB, content
 * matching the name, nothing dangerous inside.
 * @throws AppError UNSUPPORTED_MEDIA_TYPE (invalid type or a name/content mismatch), PAYLOAD_TOO_LARGE,
 * VALIDATION_FAILED (empty file), UNPROCESSABLE (macros, JavaScript, zip bombs... or a locked/damaged file).
 */
export async function checkResumeUpload({
  bytes,
  fileName,
}: {
  bytes: Uint8Array;
  fileName: string;
}): Promise<{ kind: ResumeFileType; findings: Finding[] }> {
  const extension = extensionOf(fileName);
  const invalidType = () => new AppError('UNSUPPORTED_MEDIA_TYPE', validationMessages.invalidFileType);
  if (!(RESUME_EXTENSIONS as readonly string[]).includes(extension)) throw invalidType();
  if (bytes.length >= RESUME_MAX_BYTES)
    throw new AppError('PAYLOAD_TOO_LARGE', validationMessages.fileTooLarge);
  if (bytes.length === 0) throw new AppError('VALIDATION_FAILED', fileMessages.empty);

  const detected = await detectFileType(bytes, fileName);
  const findings = await scanFile(bytes, effectiveKind(detected));
  const dangerous = findings.find((f) => f.severity === 'high');
  if (dangerous) throw new AppError('UNPROCESSABLE', refusalMessage(dangerous), { kind: dangerous.kind });

  // A damaged or locked Word file is better told as such than as "invalid type".
  const blocking = findings.find((f) => blockingKinds.has(f.kind));
  if (blocking) throw new AppError('UNPROCESSABLE', blocking.message, { kind: blocking.kind });
  const kind = resumeKindOf(detected);
  if (!kind || detected.mismatch) throw invalidType();
  return { kind, findings };
}

function resumeKindOf(detected: DetectedFileType): ResumeFileType | undefined {
  if (detected.kind === 'pdf' && detected.extension === '.pdf') return 'pdf';
  if (detected.kind === 'docx' && detected.extension === '.docx') return 'docx';
  if ((detected.kind === 'txt' || detected.kind === 'html') && detected.extension === '.txt') return 'txt';
  return undefined;
}
