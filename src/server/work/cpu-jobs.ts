import { MAX_BULLETS, rewritableBullets } from '@core/analysis/ai/merge-bullets';
import { type AnalysisResult, analyzeResume } from '@core/analysis/analyze';
import { postingTerms, profilePosting } from '@core/analysis/posting-profile';
import { profileResume, type YearMonth } from '@core/analysis/resume-profile';
import { bulletVariations } from '@core/analysis/rewrite/bullet-variations';
import { AppError } from '@core/errors';
import type { ExportOptions } from '@core/export/export-options';
import { type IngestedResume, ingestResume } from '@core/ingest/ingest-resume';
import { splitSections } from '@core/ingest/sections';
import { validateFile } from '@core/ingest/validate-file';
import {
  type ExtractedJobPosting,
  extractJobPosting,
  type FetchedPosting,
} from '@core/jobs/extract-job-posting';
import { type Applied, applyOptimizations, type Optimizations } from '@core/resume/apply-optimizations';
import { sectionsOfDocument } from '@core/resume/document-sections';
import { renderMarkdown } from '@core/resume/render-markdown';
import { renderText } from '@core/resume/render-text';
import { readVersionFile, type VersionFile } from '@core/versions/read-version-file';
import type { BulletVariation } from '@shared/api/analysis';
import type { ExportFormat } from '@shared/api/export';
import type { ErrorCode } from '@shared/errors';
import type { FileValidationResult } from '@shared/file-validation';
import type { DetectedSection } from '@shared/resume';
import type { ResumeDocument } from '@shared/resume-document';
import { exportFile } from '../modules/exports/export-file';
import { contactOf, documentOfParts, type StoredParts } from '../modules/resumes/resume-document';
import { boundedMemo } from './bounded-memo';

/**
 * The server's CPU work (issue 22), run in the worker threads of work-pool.ts: each job is a plain function of
 * structured-cloneable data. An AppError crosses the thread boundary as `{ ok: false, error }` (a thrown error
 * loses its code and details when cloned); anything else thrown is a bug and reaches the caller as a 500.
 */

export type JobOutcome<T> =
  | { ok: true; value: T }
  | {
      ok: false;
      error: {
        code: ErrorCode;
        message: string;
        details?: unknown;
        cause?: { name: string; message: string; stack?: string };
      };
    };

export interface UploadedBytes {
  bytes: Uint8Array;
  fileName: string;
}

export interface AnalysisJob {
  /** The resume as stored: its document is built on the thread too. */
  resume: StoredParts;
  jobTitle: string;
  jobText: string;
  company: string | undefined;
  now: YearMonth;
}

/** A resume given as text (the streaming analysis: its body carries the text, not a stored resume). */
export interface TextAnalysisJob {
  resumeText: string;
  jobTitle: string;
  jobText: string;
  now: YearMonth;
}

export interface OptimizeJobResult {
  document: ResumeDocument;
  applied: Applied;
  text: string;
  markdown: string;
}

export interface VariationsJob {
  resumeText: string;
  /** A saved posting (title known), or the text the visitor typed in its place. */
  posting: { text: string; title?: string; company?: string };
}

export interface VariationsJobResult {
  keywords: string[];
  sections: DetectedSection[];
  variations: BulletVariation[];
  /** The text of each bullet a model may rewrite. */
  rewritable: string[];
}

/** An analysis with the resume text and sections it read (the AI step merges its suggestions against them). */
export interface AnalysisJobResult {
  result: AnalysisResult;
  resumeText: string;
  sections: DetectedSection[];
}

export interface ExportJob {
  document: ResumeDocument;
  format: ExportFormat;
  options: ExportOptions;
  now: Date;
}

export interface VersionJobResult {
  validation: FileValidationResult;
  /** The file read for its version; null when validation refused it. */
  file: VersionFile | null;
}

async function outcomeOf<T>(work: () => T | Promise<T>): Promise<JobOutcome<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    // What caused it (a renderer's failure behind a 503, say) crosses as text: the server logs it.
    const { cause } = error;
    const described =
      cause instanceof Error ? { name: cause.name, message: cause.message, stack: cause.stack } : undefined;
    return {
      ok: false,
      error: { code: error.code, message: error.message, details: error.details, cause: described },
    };
  }
}

/** A resume upload checked and read (see `ingestResume`). */
export const ingest = (file: UploadedBytes): Promise<JobOutcome<IngestedResume>> =>
  outcomeOf(() => ingestResume(file));

/** The file manager's format and security checks (see `validateFile`). */
export const validate = (file: UploadedBytes): Promise<JobOutcome<FileValidationResult>> =>
  outcomeOf(() => validateFile(file));

/** A new version's file: validated, and read when valid. */
export const readVersion = (file: UploadedBytes): Promise<JobOutcome<VersionJobResult>> =>
  outcomeOf(async () => {
    const validation = await validateFile(file);
    return { validation, file: validation.isValid ? await readVersionFile(file) : null };
  });

/**
 * The postings and resumes this thread analysed most recently, read once each: a posting is analysed against
 * many resumes and versions, a resume against many postings. Each is keyed by everything it is computed from
 * (a resume by its stored rows, edits included), and the engine reads what is kept, never writes it.
 */
const profiledPosting = boundedMemo(
  32,
  (text: string, title: string, company: string | undefined) => JSON.stringify([title, company, text]),
  profilePosting,
);
const readResume = boundedMemo(
  32,
  (parts: StoredParts, now: YearMonth) => JSON.stringify([now, parts]),
  (parts: StoredParts, now: YearMonth) => {
    const document = documentOfParts(parts);
    // The document's own sections, where its text was written from: read back, a heading only the file's
    // typography showed ("Work" above a job title) would be lost.
    const { text: resumeText, sections } = sectionsOfDocument(document);
    const profile = profileResume({ text: resumeText, sections }, now);
    return { resumeText, sections, contact: contactOf(document), profile };
  },
);

/** The built-in engine's analysis of a resume document against a posting; only the scoring runs every time. */
export const analyze = (job: AnalysisJob): Promise<JobOutcome<AnalysisJobResult>> =>
  outcomeOf(() => {
    const { resumeText, sections, contact, profile } = readResume(job.resume, job.now);
    const result = analyzeResume({
      resumeText,
      sections,
      contact,
      jobTitle: job.jobTitle,
      jobText: job.jobText,
      company: job.company,
      postingProfile: profiledPosting(job.jobText, job.jobTitle, job.company),
      resumeProfile: profile,
      now: job.now,
    });
    return { result, resumeText, sections };
  });

/** The built-in engine's analysis of a resume's text against a posting (the streaming analysis's scores). */
export const analyzeText = (job: TextAnalysisJob): Promise<JobOutcome<AnalysisResult>> =>
  outcomeOf(() =>
    analyzeResume({
      resumeText: job.resumeText,
      jobTitle: job.jobTitle,
      jobText: job.jobText,
      postingProfile: profiledPosting(job.jobText, job.jobTitle, undefined),
      now: job.now,
    }),
  );

/** The chosen suggestions applied to a resume document, with the result written as text and Markdown. */
export const optimize = (job: {
  document: ResumeDocument;
  optimizations: Optimizations;
}): Promise<JobOutcome<OptimizeJobResult>> =>
  outcomeOf(() => {
    const { document, applied } = applyOptimizations(job.document, job.optimizations);
    return { document, applied, text: renderText(document), markdown: renderMarkdown(document) };
  });

/**
 * The built-in engine's variations of a resume's bullets for a posting's keywords (a saved posting's terms, or
 * the words of one typed in), with the keywords, the sections read and the bullets a model may rewrite (the
 * AI step merges its answer against them).
 */
export const variations = (job: VariationsJob): Promise<JobOutcome<VariationsJobResult>> =>
  outcomeOf(() => {
    const { posting } = job;
    const keywords =
      posting.title === undefined
        ? posting.text.split(/[^\p{L}\p{N}+#.]+/u).filter((word) => word.length > 1)
        : postingTerms(profiledPosting(posting.text, posting.title, posting.company));
    const resume = { text: job.resumeText, sections: splitSections(job.resumeText) };
    return {
      keywords,
      sections: resume.sections,
      variations: bulletVariations(resume, keywords, MAX_BULLETS),
      rewritable: rewritableBullets(resume).map((bullet) => bullet.text),
    };
  });

/** A fetched job page read for its posting (see `extractJobPosting`). */
export const readJobPage = (page: FetchedPosting): Promise<JobOutcome<ExtractedJobPosting>> =>
  outcomeOf(() => extractJobPosting(page));

/** A resume document written as a file (see `exportFile`): a PDF is the heaviest request after an upload. */
export const exportDocument = (job: ExportJob): Promise<JobOutcome<Uint8Array>> =>
  outcomeOf(() => exportFile(job.document, job.format, job.options, job.now));

/** Every job by name: the pool runs them by these names, inline mode calls them directly. */
export const cpuJobs = {
  ingest,
  validate,
  readVersion,
  analyze,
  analyzeText,
  optimize,
  variations,
  readJobPage,
  exportDocument,
};
export type CpuJobs = typeof cpuJobs;
