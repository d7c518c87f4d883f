/** Plain text read from an uploaded resume, shared by the PDF, DOCX and TXT readers. */
export interface ExtractedText {
  /** The document's text in reading order, normalized (see `normalizeText`). */
  text: string;
  /** Number of pages in the document, when the format has pages (PDF). */
  pages?: number;
  /** Plain-language notes for the user about what could not be read. */
  warnings: string[];
  /** Lines the document prints as its headings (a PDF's heading style), as they read in `text`. */
  headings?: string[];
  /** Character encoding the text was decoded from, when it had to be detected (TXT). */
  encoding?: string;
}
