/**
 * What the load benchmark's visitors send: real resumes (the PDF and DOCX files of the dev corpus, as uploaded)
 * and real postings (the corpus's, as the job panel holds them). Without the corpus: the repository's own
 * fixtures, two public PDFs and the six sample resumes written as PDF and Word, with the six sample postings.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { JOB_DESCRIPTION_MAX_CHARS } from '@shared/api/job-descriptions';
import { resumeAsDocx, resumeAsPdf } from '@test/builders/resume-files';
import { sampleResume, sampleResumeNames } from '@test/builders/resume-markup';
import { corpusDir } from './corpus-dir';
import { loadPostings } from './corpus-documents';

/** A resume file as a visitor uploads it. */
export interface ResumeFile {
  name: string;
  type: string;
  bytes: Uint8Array;
}

/** A posting as a visitor saves it (POST /api/job-descriptions). */
export interface PostingBody {
  title: string;
  company?: string;
  description: string;
}

export interface LoadFiles {
  /** Where the files come from, for the output. */
  source: string;
  resumes: ResumeFile[];
  postings: PostingBody[];
}

const mimeOf: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const repositoryRoot = path.resolve(import.meta.dirname, '..');

/** Every n-th of a list, at most `count` of them, spread over it (a smoke run's few files). */
function spread<T>(list: T[], count: number): T[] {
  if (list.length <= count) return list;
  return Array.from({ length: count }, (_, i) => list[Math.floor((i * list.length) / count)] as T);
}

const postingOf = (title: string, company: string | undefined, text: string): PostingBody => ({
  title: title.trim().slice(0, 200),
  ...(company ? { company: company.trim().slice(0, 200) } : {}),
  description: text.trim(),
});

async function corpusFiles(smoke: boolean): Promise<LoadFiles> {
  const resumesOf = (kind: 'pdf' | 'docx') =>
    readdirSync(path.join(corpusDir, 'resumes', kind))
      .filter((name) => name.endsWith(`.${kind}`))
      .sort()
      .map((name) => ({
        name,
        type: mimeOf[kind] ?? 'application/octet-stream',
        bytes: new Uint8Array(readFileSync(path.join(corpusDir, 'resumes', kind, name))),
      }));
  const pdf = resumesOf('pdf');
  const docx = resumesOf('docx');
  const postings = await loadPostings((files) => (smoke ? spread(files, 6) : files));
  return {
    source: `the dev corpus (${corpusDir}): ${pdf.length} PDF and ${docx.length} DOCX resumes, ${postings.length} postings`,
    resumes: smoke ? [...spread(pdf, 4), ...spread(docx, 2)] : [...pdf, ...docx],
    postings: postings.map((posting) => postingOf(posting.title, posting.company, posting.text)),
  };
}

async function fixtureFiles(): Promise<LoadFiles> {
  const publicDir = path.join(repositoryRoot, 'test/fixtures/public');
  const publicPdfs = readdirSync(publicDir)
    .filter((name) => name.endsWith('.pdf'))
    .sort()
    .map((name) => ({
      name,
      type: mimeOf.pdf ?? '',
      bytes: new Uint8Array(readFileSync(path.join(publicDir, name))),
    }));
  const samples: ResumeFile[] = [];
  for (const name of sampleResumeNames) {
    samples.push({
      name: `${name}.pdf`,
      type: mimeOf.pdf ?? '',
      bytes: await resumeAsPdf(sampleResume(name)),
    });
    samples.push({
      name: `${name}.docx`,
      type: mimeOf.docx ?? '',
      bytes: await resumeAsDocx(sampleResume(name)),
    });
  }
  const postingsDir = path.join(repositoryRoot, 'test/fixtures/documents/postings');
  const postings = readdirSync(postingsDir)
    .filter((name) => name.endsWith('.txt'))
    .sort()
    .map((name) => {
      // A pasted posting: its title on the first line, the employer on the second.
      const text = readFileSync(path.join(postingsDir, name), 'utf8');
      const [title = 'Position', company] = text.split('\n');
      return postingOf(title, company, text);
    });
  return {
    source: `no corpus at ${corpusDir}: the repository's fixtures (${publicPdfs.length} public PDFs, the six sample resumes as PDF and DOCX, six sample postings)`,
    resumes: [...publicPdfs, ...samples],
    postings,
  };
}

/** The corpus's resumes and postings when it is there, else the fixtures'; postings too long to save left out. */
export async function loadFiles(smoke: boolean): Promise<LoadFiles> {
  const files = existsSync(corpusDir) ? await corpusFiles(smoke) : await fixtureFiles();
  return {
    ...files,
    postings: files.postings.filter((posting) => posting.description.length <= JOB_DESCRIPTION_MAX_CHARS),
  };
}
