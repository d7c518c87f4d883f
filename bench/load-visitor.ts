/**
 * What one visitor of the load benchmark does, call by call as the web client does it: upload a resume
 * (POST /api/resumes, field `resume`), save a posting (POST /api/job-descriptions), analyse (POST /api/analyze),
 * apply a suggestion or a skill of the analysis (POST /api/optimize-resume), export the result
 * (POST /api/resumes/:id/export, pdf and docx) and list the resumes (GET /api/resumes). Each visitor is its own
 * `x-session-id`.
 */
import { randomUUID } from 'node:crypto';
import { type Suggestion, suggestionKind } from '@shared/api/analysis';
import { makeSessionId } from '@shared/session-id';
import { type Recorder, type RequestKind, type RequestSpec, send } from './load-client';
import type { PostingBody, ResumeFile } from './load-files';

/** The server, the phase's recorder, and when the phase ends (performance.now()). */
export interface Target {
  baseUrl: string;
  recorder: Recorder;
  until: number;
}

/** A new visitor's session id, as the web client makes it. */
export const newSession = () => makeSessionId(Date.now(), randomUUID());

const call = (target: Target, kind: RequestKind, spec: RequestSpec) =>
  send(target.baseUrl, target.recorder, kind, spec, target.until);

/** An uploaded resume: its id and its document's text (what optimize reads when no analysis is known). */
export interface UploadedResume {
  id: number;
  documentText: string;
}

/** Uploads a resume, recorded as `kind` (the hostile visitor's uploads apart from the others'). */
export async function uploadResume(
  target: Target,
  session: string,
  file: ResumeFile,
  kind: RequestKind = 'upload',
): Promise<UploadedResume | undefined> {
  const answer = await call(target, kind, {
    method: 'POST',
    path: '/api/resumes',
    session,
    file: { field: 'resume', name: file.name, type: file.type, bytes: file.bytes },
    wantsJson: true,
  });
  return (answer?.body as { resume: UploadedResume } | undefined)?.resume;
}

/** Saves a posting; its id. */
export async function savePosting(
  target: Target,
  session: string,
  posting: PostingBody,
): Promise<number | undefined> {
  const answer = await call(target, 'posting', {
    method: 'POST',
    path: '/api/job-descriptions',
    session,
    json: posting,
    wantsJson: true,
  });
  return (answer?.body as { jobDescription: { id: number } } | undefined)?.jobDescription.id;
}

/** The parts of an analysis the workflow goes on with. */
export interface AnalysisAnswer {
  id: number;
  suggestions: Suggestion[];
  skillsAnalysis: { missingSkills: string[] };
}

export async function analyse(
  target: Target,
  session: string,
  resumeId: number,
  jobDescriptionId: number,
): Promise<AnalysisAnswer | undefined> {
  const answer = await call(target, 'analyze', {
    method: 'POST',
    path: '/api/analyze',
    session,
    json: { resumeId, jobDescriptionId },
    wantsJson: true,
  });
  return (answer?.body as { analysis: AnalysisAnswer } | undefined)?.analysis;
}

/**
 * Applies the analysis' first suggestion that changes something (a rewrite or a skill), else its first missing
 * skill. False when the analysis offers neither (nothing is sent) or the call failed.
 */
export async function optimize(
  target: Target,
  session: string,
  resume: UploadedResume,
  analysis: AnalysisAnswer,
): Promise<boolean> {
  const index = analysis.suggestions.findIndex((suggestion) => suggestionKind(suggestion) !== 'advice');
  const skill = analysis.skillsAnalysis.missingSkills[0];
  if (index < 0 && !skill) return false;
  const answer = await call(target, 'optimize', {
    method: 'POST',
    path: '/api/optimize-resume',
    session,
    json: {
      originalText: resume.documentText,
      analysisId: analysis.id,
      ...(index >= 0 ? { selectedSuggestions: [{ index }] } : { selectedSkills: [skill] }),
    },
  });
  return answer !== undefined;
}

/** Exports the optimized resume of `analysisId` (or, without one, the resume as uploaded). */
export async function exportResume(
  target: Target,
  session: string,
  resumeId: number,
  format: 'pdf' | 'docx',
  analysisId?: number,
): Promise<boolean> {
  const answer = await call(target, format === 'pdf' ? 'export pdf' : 'export docx', {
    method: 'POST',
    path: `/api/resumes/${resumeId}/export`,
    session,
    json: { format, ...(analysisId ? { analysisId } : {}) },
  });
  return answer !== undefined && answer.bytes > 0;
}

export async function listResumes(target: Target, session: string): Promise<boolean> {
  return (await call(target, 'list', { method: 'GET', path: '/api/resumes', session })) !== undefined;
}

/**
 * Visitor `index` of `visitors` doing the whole workflow again and again until the phase ends: each round a
 * resume and a posting of the lists, taken in turn from its own starting place. A failed step ends the round.
 * Answers the number of rounds completed.
 */
export async function workflowLoop(
  target: Target,
  index: number,
  visitors: number,
  files: { resumes: ResumeFile[]; postings: PostingBody[] },
): Promise<number> {
  const session = newSession();
  let rounds = 0;
  for (let round = 0; performance.now() < target.until; round++) {
    const turn = index + round * visitors;
    const file = files.resumes[turn % files.resumes.length] as ResumeFile;
    const posting = files.postings[turn % files.postings.length] as PostingBody;
    const resume = await uploadResume(target, session, file);
    if (!resume || performance.now() >= target.until) continue;
    const jobId = await savePosting(target, session, posting);
    if (!jobId || performance.now() >= target.until) continue;
    const analysis = await analyse(target, session, resume.id, jobId);
    if (!analysis || performance.now() >= target.until) continue;
    const optimized = await optimize(target, session, resume, analysis);
    if (performance.now() >= target.until) continue;
    const analysisId = optimized ? analysis.id : undefined;
    if (!(await exportResume(target, session, resume.id, 'pdf', analysisId))) continue;
    if (!(await exportResume(target, session, resume.id, 'docx', analysisId))) continue;
    if (await listResumes(target, session)) rounds++;
  }
  return rounds;
}
