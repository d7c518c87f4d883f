import { buildResumeDocument } from '@core/resume/build-document';
import type { Contact, DetectedSection, ResumeFileType } from '@shared/resume';
import type { ResumeDocument } from '@shared/resume-document';
import { extractContact } from './contact';
import type { ExtractedText } from './extracted-text';
import { sanitizeFileName } from './file-name';
import { normalizeText } from './normalize-text';
import { readDocx } from './read-docx';
import { readPdf } from './read-pdf';
import { readText } from './read-text';
import { mimeTypeOf } from './resume-mime-types';
import type { Finding } from './scan/finding';
import { splitSections } from './sections';
import { checkTextLength } from './text-limit';
import { checkResumeUpload } from './validate-file';

export interface IngestedResume {
  fileName: string;
  fileType: ResumeFileType;
  mimeType: string;
  fileSize: number;
  text: string;
  pages?: number;
  warnings: string[];
  sections: DetectedSection[];
  contact: Contact;
  /** The resume document built from the text, its sections and contact (see core/resume/build-document). */
  document: ResumeDocument;
  /** What the security scan noticed in the file (nothing dangerous: that is refused), for the scan record. */
  findings: Finding[];
}

const readers: Record<ResumeFileType, (bytes: Uint8Array) => ExtractedText | Promise<ExtractedText>> = {
  pdf: readPdf,
  docx: readDocx,
  txt: readText,
};

/**
 * An uploaded resume, checked and read: type decided from the bytes (a name/content mismatch, macros,
 * scripts, an oversized file or more text than any resume holds throw AppError with the spec's messages), text in reading order, sections, contact,
 * and the resume document they make.
 */
export async function ingestResume({
  bytes,
  fileName,
}: {
  bytes: Uint8Array;
  fileName: string;
}): Promise<IngestedResume> {
  const safeName = sanitizeFileName(fileName);
  const { kind, findings } = await checkResumeUpload({ bytes, fileName: safeName });
  const extracted = await readers[kind](bytes);
  const text = normalizeText(extracted.text);
  checkTextLength(text);
  const sections = splitSections(text, extracted.headings);
  const contact = extractContact(text, sections);
  return {
    fileName: safeName,
    fileType: kind,
    mimeType: mimeTypeOf[kind],
    fileSize: bytes.byteLength,
    text,
    pages: extracted.pages,
    warnings: extracted.warnings,
    sections,
    contact,
    document: buildResumeDocument({ text, sections, contact }),
    findings,
  };
}
