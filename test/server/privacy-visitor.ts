import type { Database } from '@server/db/client';
import { candidateProfiles } from '@server/db/schema';
import { ownerOf } from '@server/http/session';
import { samplePosting } from '@test/builders/resume-markup';
import { multipartBody, multipartForm } from '@test/server/multipart';
import { pdfWithJavaScript, sampleResumeText } from '@test/server/sample-files';
import { asVisitor, newSessionId } from '@test/server/test-app';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** What `visitorWithEverything` made, by id. */
export interface FullVisitor {
  sessionId: string;
  owner: string;
  headers: Record<string, string>;
  resumeId: number;
  versionId: number;
  jobDescriptionId: number;
  analysisId: number;
}

/**
 * A visitor with every kind of data the server keeps (issue 19's erasure and export tests): a resume upload
 * with its file and sections (one edited), a second version, a job description, an analysis with its optimized
 * resume, an export, a consent, file validations (one clean, one with a threat: scan records not kept), a
 * candidate profile, and the activity log and rate-limit counters these leave behind (the app needs its
 * visitor limits on for those).
 */
export async function visitorWithEverything(app: FastifyInstance, db: Database): Promise<FullVisitor> {
  const sessionId = newSessionId();
  const headers = asVisitor(sessionId);
  const send = async (method: 'POST' | 'PATCH', url: string, payload: object, expected: number) => {
    const response = await app.inject({ method, url, headers, payload });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(expected);
    return response;
  };
  const upload = multipartBody('resume', 'resume.txt', sampleResumeText('software-engineer'));
  const uploaded = await app.inject({
    method: 'POST',
    url: '/api/resumes',
    headers: { ...headers, ...upload.headers },
    payload: upload.payload,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const resumeId: number = uploaded.json().resume.id;
  const form = multipartForm(
    { field: 'resume', fileName: 'resume-2.txt', bytes: sampleResumeText('software-engineer') },
    { title: 'Version 2', description: 'Auto-created version' },
  );
  const version = await app.inject({
    method: 'POST',
    url: `/api/resumes/${resumeId}/versions`,
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
  expect(version.statusCode, version.body).toBe(201);
  // After the version: making it active rewrites the sections from its file.
  await send(
    'PATCH',
    `/api/resumes/${resumeId}/sections/0`,
    { title: 'Contact', content: ['An edited line'] },
    200,
  );
  const job = await send(
    'POST',
    '/api/job-descriptions',
    { title: 'Senior Backend Engineer', description: samplePosting('backend-engineer') },
    201,
  );
  const jobDescriptionId: number = job.json().jobDescription.id;
  const analysed = await send('POST', '/api/analyze', { resumeId, jobDescriptionId }, 201);
  const analysisId: number = analysed.json().analysis.id;
  await send(
    'POST',
    '/api/optimize-resume',
    {
      originalText: uploaded.json().resume.originalText,
      analysisId,
      selectedSkills: ['Kafka'],
      selectedSuggestions: [],
    },
    200,
  );
  await send('POST', `/api/resumes/${resumeId}/export`, { format: 'txt', analysisId }, 200);
  await send(
    'POST',
    '/api/consent',
    {
      purposes: ['resume_analysis', 'file_processing', 'job_description_processing', 'ai_processing'],
      optionalConsents: { analytics: true, marketing: false, improvements: true },
      privacyPolicy: true,
    },
    201,
  );
  for (const [fileName, bytes] of [
    ['resume.txt', sampleResumeText('teacher')],
    ['resume.pdf', pdfWithJavaScript()],
  ] as const) {
    const body = multipartBody('file', fileName, bytes);
    const validated = await app.inject({
      method: 'POST',
      url: '/api/files/validate',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    expect(validated.statusCode, validated.body).toBe(200);
  }
  const owner = ownerOf(sessionId);
  // No route makes a candidate profile yet; the table is the visitor's all the same.
  await db.insert(candidateProfiles).values({ owner, userId: 'visitor', extractedData: { skills: ['SQL'] } });
  return {
    sessionId,
    owner,
    headers,
    resumeId,
    versionId: version.json().version.id,
    jobDescriptionId,
    analysisId,
  };
}
