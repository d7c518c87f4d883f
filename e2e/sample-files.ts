import { resumeAsDocx, resumeAsPdf, resumeAsText } from '@test/builders/resume-files';
import { type SampleResumeName, sampleResume } from '@test/builders/resume-markup';

/**
 * The sample resumes of test/fixtures/documents as the files a visitor picks, made in memory for
 * `setInputFiles` (a PDF by pdfkit, a Word document by docx, a text file with "•" bullets).
 */
export type ResumeFormat = 'pdf' | 'docx' | 'txt';

export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

const mimeTypes: Record<ResumeFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
};

export async function sampleResumeFile(name: SampleResumeName, format: ResumeFormat): Promise<UploadFile> {
  const markup = sampleResume(name);
  const bytes =
    format === 'pdf'
      ? await resumeAsPdf(markup)
      : format === 'docx'
        ? await resumeAsDocx(markup)
        : resumeAsText(markup);
  return { name: `${name}.${format}`, mimeType: mimeTypes[format], buffer: Buffer.from(bytes) };
}
