import { fileManagerMessages } from '@shared/messages';
import type { DetectedFileType } from './detect-file-type';

/** What the file manager's validation says, in words a job seeker understands. */
export const fileMessages = {
  empty: 'The file is empty.',
  tooLarge: fileManagerMessages.fileTooLarge,
  unsupportedExtension:
    'This file type is not supported. Upload a PDF, Word (DOCX or DOC), RTF, text (TXT) or web page (HTML) file.',
  unknownContent: 'The content of this file is not a document we can read.',
  mismatch: (extension: string, looksLike: string) =>
    extension
      ? `The content of this file does not match its ${extension} extension: it looks like ${looksLike}.`
      : `This file name has no extension, and its content looks like ${looksLike}.`,
  unreadable: 'This file could not be read. It may be damaged.',
  noText: 'No text was found in this file. If it is a scanned document, its text cannot be read.',
  shortText: (words: number) =>
    `This file has very little text (${words} ${words === 1 ? 'word' : 'words'}). Check that it is your complete resume.`,
  longText: (pages: number) =>
    `This document is long (about ${pages} pages); most resumes fit on one or two pages.`,
  legacyFormat: (format: string) =>
    `${format} is an older format that may lose formatting; save your resume as DOCX or PDF for best results.`,
  webPage: 'Web pages may lose their layout when read; a PDF or DOCX keeps it better.',
} as const;

/** A few words for "it looks like ..." from the detected MIME type. */
export function describeContent(detected: DetectedFileType): string {
  const byKind = new Map([
    ['pdf', 'a PDF'],
    ['docx', 'a Word (DOCX) document'],
    ['doc', 'a Word 97-2003 (DOC) document'],
    ['rtf', 'an RTF document'],
    ['html', 'a web page (HTML)'],
    ['txt', 'plain text'],
  ]);
  const known = byKind.get(detected.kind);
  if (known) return known;
  const mime = detected.mimeType;
  if (mime.startsWith('image/')) return 'an image';
  if (/msdownload|dosexec|portable-executable|x-elf|mach-binary|x-msi/.test(mime)) return 'a program';
  if (/macroEnabled/i.test(mime)) return 'a Word document with macros (DOCM)';
  if (/spreadsheet|excel/.test(mime)) return 'a spreadsheet';
  if (/presentation|powerpoint/.test(mime)) return 'a presentation';
  if (/zip|compressed|x-7z|x-rar|gzip|x-tar/.test(mime)) return 'a compressed archive';
  if (mime.startsWith('audio/') || mime.startsWith('video/')) return 'a sound or video file';
  return 'a different kind of file';
}
