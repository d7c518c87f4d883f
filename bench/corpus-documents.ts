/**
 * The dev corpus, read the way the product reads uploads and postings, for the benchmarks. Each loader takes
 * an optional `choose` that picks which of the labelled files to read (a smoke run reads a few).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ingestResume } from '@core/ingest/ingest-resume';
import { readPdf } from '@core/ingest/read-pdf';
import { extractJobPosting } from '@core/jobs/extract-job-posting';
import type { DetectedSection } from '@shared/resume';
import { corpusDir } from './corpus-dir';
import { type Half, halfOf } from './corpus-split';

const readLabels = () => JSON.parse(readFileSync(path.join(corpusDir, 'labels.json'), 'utf8'));

type Choose = (files: string[]) => string[];
const everyFile: Choose = (files) => files;

export interface CorpusResume {
  file: string;
  half: Half;
  family: string;
  placeholder: boolean;
  text: string;
  sections: DetectedSection[];
}

export interface CorpusPosting {
  file: string;
  half: Half;
  family: string;
  title: string;
  /** The employer, as extracted or else labelled, as the job panel would hold it. */
  company?: string;
  text: string;
  skillsRequired: string[];
  skillsPreferred: string[];
  yearsRequired: number | null;
}

const filesUnder = (dir: string) =>
  readdirSync(path.join(corpusDir, dir))
    .sort()
    .map((name) => `${dir}/${name}`);

/** Every labelled PDF, DOCX and TXT resume, ingested as an upload would be. */
export async function loadResumes(choose: Choose = everyFile): Promise<CorpusResume[]> {
  const labels = readLabels();
  const resumes: CorpusResume[] = [];
  const labelled = ['pdf', 'docx', 'txt']
    .flatMap((kind) => filesUnder(`resumes/${kind}`))
    .filter((file) => labels.resumes[file]);
  for (const file of choose(labelled)) {
    const label = labels.resumes[file];
    const bytes = new Uint8Array(readFileSync(path.join(corpusDir, file)));
    // Markdown resumes are plain text; the upload accepts them under a .txt name.
    const fileName = path.basename(file).replace(/\.md$/, '.txt');
    const { text, sections } = await ingestResume({ bytes, fileName });
    resumes.push({
      file,
      half: halfOf(file),
      family: label.family,
      placeholder: Boolean(label.placeholder),
      text,
      sections,
    });
  }
  return resumes;
}

async function postingText(file: string): Promise<{ title?: string; company?: string; text: string }> {
  const bytes = readFileSync(path.join(corpusDir, file));
  if (file.endsWith('.pdf')) return { text: (await readPdf(new Uint8Array(bytes))).text };
  const kind = file.split('/')[1];
  const contentType = kind === 'json' ? 'application/json' : kind === 'html' ? 'text/html' : 'text/plain';
  const posting = extractJobPosting({
    url: 'https://jobs.example.org/',
    contentType,
    body: bytes.toString('utf8'),
  });
  return { title: posting.title, company: posting.company, text: posting.description ?? '' };
}

/** Every labelled posting with a description, as the job panel would hold it (title as extracted, else labelled). */
export async function loadPostings(choose: Choose = everyFile): Promise<CorpusPosting[]> {
  const labels = readLabels();
  const postings: CorpusPosting[] = [];
  const labelled = ['txt', 'html', 'json', 'pdf']
    .flatMap((kind) => filesUnder(`jobs/${kind}`))
    .filter((file) => labels.jobs[file]);
  for (const file of choose(labelled)) {
    const label = labels.jobs[file];
    const { title, company, text } = await postingText(file);
    if (text.trim().length < 100) continue;
    postings.push({
      file,
      half: halfOf(file),
      family: label.family,
      title: title ?? label.title ?? 'Position',
      company: company ?? label.company ?? undefined,
      text,
      skillsRequired: label.skills_required,
      skillsPreferred: label.skills_preferred,
      yearsRequired: label.years_required,
    });
  }
  return postings;
}
