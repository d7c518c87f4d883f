import {
  analysisResponseSchema,
  bulletVariationsResponseSchema,
  optimizeResponseSchema,
  suggestionKind,
} from '@shared/api/analysis';
import { analysisMessages, validationMessages } from '@shared/messages';
import { samplePosting } from '@test/builders/resume-markup';
import { multipartBody } from '@test/server/multipart';
import { sampleResumeText } from '@test/server/sample-files';
import { asVisitor, newSessionId, setUpTestApp } from '@test/server/test-app';
import { beforeEach, describe, expect, it } from 'vitest';

let visitor: Record<string, string>;

/** A sample resume and the posting it pairs with (test/fixtures/documents). */
const resumeBytes = sampleResumeText('software-engineer');
const posting = samplePosting('backend-engineer');

const server = setUpTestApp();
beforeEach(() => {
  visitor = asVisitor(newSessionId());
});

const post = (url: string, payload: object, headers = visitor) =>
  server.app.inject({ method: 'POST', url, headers, payload });

async function uploadResume(
  headers = visitor,
): Promise<{ id: number; originalText: string; documentText: string }> {
  const body = multipartBody('resume', 'software-engineer.txt', resumeBytes);
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/resumes',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().resume;
}

async function saveJob(headers = visitor): Promise<number> {
  const response = await post(
    '/api/job-descriptions',
    { title: 'Senior Backend Engineer', description: posting },
    headers,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().jobDescription.id;
}

async function analyse() {
  const resume = await uploadResume();
  const jobDescriptionId = await saveJob();
  const response = await post('/api/analyze', {
    resumeId: resume.id,
    jobDescriptionId,
    model: 'moonshotai/kimi-k2:free',
  });
  expect(response.statusCode, response.body).toBe(201);
  return { resume, analysis: analysisResponseSchema.parse(response.json()).analysis };
}

describe('POST /api/analyze', () => {
  it('scores a resume against a posting, with evidence pointing at real lines', async () => {
    const { resume, analysis } = await analyse();
    expect(analysis).toMatchObject({
      jobTitle: 'Senior Backend Engineer',
      provider: 'built-in',
      model: 'moonshotai/kimi-k2:free',
    });
    for (const score of [
      analysis.overallScore,
      analysis.skillsScore,
      analysis.keywordsScore,
      analysis.experienceScore,
    ]) {
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(100);
    }
    // The resume has PostgreSQL, Docker and Kubernetes; the posting asks Kafka and Terraform, which it lacks.
    const matching = analysis.skillsAnalysis.matching.map((entry) => entry.skill);
    expect(matching).toEqual(expect.arrayContaining(['PostgreSQL', 'Docker', 'Kubernetes']));
    expect(analysis.skillsAnalysis.missingSkills).toEqual(
      expect.arrayContaining(['Apache Kafka', 'Terraform']),
    );
    expect(analysis.evidence.skills.matched.length).toBeGreaterThan(0);
    // Evidence points at lines of what the analysis read: the plain text of the resume's document.
    const resumeLines = resume.documentText.split('\n');
    for (const term of analysis.evidence.skills.matched) {
      for (const line of term.resumeLines) expect(resumeLines[line.line]?.trim()).toBe(line.text);
    }
    expect(analysis.optimizedText).toBeNull();
    expect(analysis.suggestions.length).toBeGreaterThan(0);
  });

  it('is the same when asked twice', async () => {
    const resume = await uploadResume();
    const jobDescriptionId = await saveJob();
    const first = (await post('/api/analyze', { resumeId: resume.id, jobDescriptionId })).json().analysis;
    const second = (await post('/api/analyze', { resumeId: resume.id, jobDescriptionId })).json().analysis;
    const { id: _a, createdAt: _b, ...firstResult } = first;
    const { id: _c, createdAt: _d, ...secondResult } = second;
    expect(secondResult).toEqual(firstResult);
    expect(first.model).toBe('deepseek/deepseek-r1:free');
  });

  it('answers with the spec messages when the resume or the posting is not the visitor’s', async () => {
    const strangers = asVisitor(newSessionId());
    const theirResume = await uploadResume(strangers);
    const theirJob = await saveJob(strangers);
    const myResume = await uploadResume();
    const myJob = await saveJob();
    const noResume = await post('/api/analyze', { resumeId: theirResume.id, jobDescriptionId: myJob });
    expect(noResume.statusCode).toBe(404);
    expect(noResume.json().message).toBe(validationMessages.missingResume);
    const noJob = await post('/api/analyze', { resumeId: myResume.id, jobDescriptionId: theirJob });
    expect(noJob.statusCode).toBe(404);
    expect(noJob.json().message).toBe(validationMessages.missingJobDescription);
  });

  it.each([
    ['no resume id', { jobDescriptionId: 1 }, validationMessages.missingResume],
    ['no job description id', { resumeId: 1 }, validationMessages.missingJobDescription],
  ])('refuses %s with the spec message', async (_name, payload, message) => {
    const response = await post('/api/analyze', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  // A name only in "About" is left out anyway; one in a duty line is a keyword until the company is given.
  it("reads the employer's name, when given, as no keyword", async () => {
    const resume = await uploadResume();
    const description = [
      'Key Responsibilities',
      "- Load order and seller data into Fernhill's data lake with SQL and Python",
      '- Build Tableau dashboards for Fernhill sellers and the marketing team',
      'Requirements',
      '- 2+ years of experience with SQL and Tableau',
      'About Fernhill',
      'Fernhill runs an online marketplace for independent home goods makers.',
    ].join('\n');
    const keywordsFor = async (company?: string) => {
      const job = await post('/api/job-descriptions', { title: 'Data Analyst', company, description });
      const jobDescriptionId = job.json().jobDescription.id;
      const response = await post('/api/analyze', { resumeId: resume.id, jobDescriptionId });
      const { keywords } = analysisResponseSchema.parse(response.json()).analysis.evidence;
      return [...keywords.matched, ...keywords.missing].map((term) => term.term);
    };
    expect(await keywordsFor()).toContain('fernhill');
    expect(await keywordsFor('Fernhill Commerce')).not.toContain('fernhill');
  });

  it('is readable again by its id, and listed newest first for its visitor only', async () => {
    const { analysis } = await analyse();
    const again = await server.app.inject({
      method: 'GET',
      url: `/api/analyses/${analysis.id}`,
      headers: visitor,
    });
    expect(analysisResponseSchema.parse(again.json()).analysis).toEqual(analysis);
    const list = await server.app.inject({ method: 'GET', url: '/api/analyses', headers: visitor });
    expect(list.json().analyses.map((entry: { id: number }) => entry.id)).toEqual([analysis.id]);
    const strangers = await server.app.inject({
      method: 'GET',
      url: '/api/analyses',
      headers: asVisitor(newSessionId()),
    });
    expect(strangers.json().analyses).toEqual([]);
  });
});

describe('POST /api/optimize-resume', () => {
  it('applies selected skills and a rewrite suggestion, and keeps the result with the analysis', async () => {
    const { resume, analysis } = await analyse();
    const rewrite = analysis.suggestions.findIndex(
      (suggestion) => suggestion.original && suggestion.replacement,
    );
    expect(rewrite).toBeGreaterThanOrEqual(0);
    const response = await post('/api/optimize-resume', {
      originalText: resume.originalText,
      analysisId: analysis.id,
      selectedSkills: ['Kafka', 'Event-driven architecture'],
      selectedSuggestions: [{ index: rewrite, applied: true }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const { optimizedText, optimizedMarkdown, optimizedDocument, applied } = optimizeResponseSchema.parse(
      response.json(),
    );
    expect(applied).toEqual({ rewrites: 1, bullets: 0, skills: 2, skipped: 0 });
    expect(optimizedText).toContain('Kafka');
    expect(optimizedText).toContain(analysis.suggestions[rewrite]?.replacement);
    expect(optimizedMarkdown.startsWith('# Daniel Okafor\n')).toBe(true);
    expect(optimizedMarkdown).toContain('Kafka');
    const stored = await server.app.inject({
      method: 'GET',
      url: `/api/analyses/${analysis.id}`,
      headers: visitor,
    });
    const kept = analysisResponseSchema.parse(stored.json()).analysis;
    expect(kept.optimizedText).toBe(optimizedText);
    expect(kept.optimizedDocument).toEqual(optimizedDocument);
  });

  it('adds a skill to the list it belongs to, not to the end of an unrelated line', async () => {
    const { resume, analysis } = await analyse();
    const response = await post('/api/optimize-resume', {
      originalText: resume.originalText,
      analysisId: analysis.id,
      selectedSkills: ['Terraform', 'Flask'],
    });
    expect(response.statusCode, response.body).toBe(200);
    const { optimizedText } = optimizeResponseSchema.parse(response.json());
    expect(optimizedText).toContain('\nFrameworks: FastAPI, Django, Node.js, Express, gRPC, Flask\n');
    expect(optimizedText).toMatch(
      /\nInfrastructure: AWS \(EKS, EC2, Lambda, RDS, SQS\), Docker, .*, Terraform\n/,
    );
    // Nothing else moves.
    const before = resume.documentText.split('\n');
    const after = optimizedText.split('\n');
    expect(after.filter((line) => !before.includes(line))).toHaveLength(2);
  });

  it('adds the skill of a chosen skill suggestion to its list, and changes nothing for advice', async () => {
    const { resume, analysis } = await analyse();
    const skill = analysis.suggestions.findIndex((s) => suggestionKind(s) === 'skill');
    const advice = analysis.suggestions.findIndex((s) => suggestionKind(s) === 'advice');
    expect(skill).toBeGreaterThanOrEqual(0);
    const name = analysis.suggestions[skill]?.skill ?? '';
    const response = await post('/api/optimize-resume', {
      originalText: resume.originalText,
      analysisId: analysis.id,
      selectedSuggestions: [
        { index: skill, applied: true },
        ...(advice >= 0 ? [{ index: advice, applied: true }] : []),
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const { optimizedDocument } = optimizeResponseSchema.parse(response.json());
    const listing = optimizedDocument.sections.filter((section) => JSON.stringify(section).includes(name));
    expect(listing.map((section) => section.type)).toEqual(['skills']);
    const before = resume.documentText.split('\n');
    const after = optimizeResponseSchema.parse(response.json()).optimizedText.split('\n');
    expect(after.filter((line) => !before.includes(line))).toHaveLength(1);
  });

  it('refuses a choice of advice only, which has nothing to apply, with the spec message', async () => {
    const { resume, analysis } = await analyse();
    const advice = analysis.suggestions.findIndex((s) => suggestionKind(s) === 'advice');
    expect(advice).toBeGreaterThanOrEqual(0);
    const response = await post('/api/optimize-resume', {
      originalText: resume.originalText,
      analysisId: analysis.id,
      selectedSuggestions: [{ index: advice, applied: true }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(validationMessages.selectAtLeastOne);
    const stored = await server.app.inject({
      method: 'GET',
      url: `/api/analyses/${analysis.id}`,
      headers: visitor,
    });
    expect(stored.json().analysis.optimizedText).toBeNull();
  });

  it('rewrites two identical bullets differently, each variation its own line', async () => {
    const response = await post('/api/optimize-resume', {
      originalText: [
        'Jane Doe',
        'jane@example.com',
        '',
        'EXPERIENCE',
        'Analyst | Acme | 2019 – 2021',
        '• Prepared weekly reports',
        'Analyst | Beta | 2021 – 2023',
        '• Prepared weekly reports',
      ].join('\n'),
      bulletPointSelections: [
        { original: '• Prepared weekly reports', selected: 'Prepared weekly sales reports for 4 managers' },
        { original: '• Prepared weekly reports', selected: 'Automated the weekly reports in Excel' },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const { optimizedText, applied } = optimizeResponseSchema.parse(response.json());
    expect(optimizedText).toContain(
      'Acme | 2019 – 2021\n• Prepared weekly sales reports for 4 managers\n\nAnalyst | Beta | 2021 – 2023\n• Automated the weekly reports in Excel\n',
    );
    expect(applied).toEqual({ rewrites: 0, bullets: 2, skills: 0, skipped: 0 });
  });

  it('says what it could not apply: a rewrite whose line changed since the analysis', async () => {
    const { resume, analysis } = await analyse();
    const rewrite = analysis.suggestions.findIndex(
      (suggestion) => suggestionKind(suggestion) === 'rewrite' && suggestion.original?.startsWith('•'),
    );
    const original = analysis.suggestions[rewrite]?.original ?? '';
    expect(original).not.toBe('');
    // The visitor edits that bullet after the analysis.
    const sections = (
      await server.app.inject({ method: 'GET', url: `/api/resumes/${resume.id}/sections`, headers: visitor })
    ).json().sections as { index: number; title: string; content: string[] }[];
    const holding = sections.find((section) => section.content.some((line) => line.trim() === original));
    if (!holding) throw new Error('expected the rewritten line in a section');
    await server.app.inject({
      method: 'PATCH',
      url: `/api/resumes/${resume.id}/sections/${holding.index}`,
      headers: visitor,
      payload: {
        title: holding.title,
        content: holding.content.map((line) =>
          line.trim() === original ? '• Something else entirely' : line,
        ),
      },
    });
    const withSkill = await post('/api/optimize-resume', {
      originalText: resume.originalText,
      analysisId: analysis.id,
      selectedSkills: ['Terraform'],
      selectedSuggestions: [{ index: rewrite, applied: true }],
    });
    expect(withSkill.statusCode, withSkill.body).toBe(200);
    const { applied, optimizedText } = optimizeResponseSchema.parse(withSkill.json());
    expect(applied).toEqual({ rewrites: 0, bullets: 0, skills: 1, skipped: 1 });
    expect(optimizedText).toContain('• Something else entirely');
    // Nothing at all applicable: refused, and nothing is saved over the analysis.
    const alone = await post('/api/optimize-resume', {
      originalText: resume.originalText,
      analysisId: analysis.id,
      selectedSuggestions: [{ index: rewrite, applied: true }],
    });
    expect(alone.statusCode).toBe(422);
    expect(alone.json().message).toBe(analysisMessages.nothingApplied);
    const stored = await server.app.inject({
      method: 'GET',
      url: `/api/analyses/${analysis.id}`,
      headers: visitor,
    });
    expect(stored.json().analysis.optimizedText).toBe(optimizedText);
  });

  it('applies to the text sent when the visitor has no analysis', async () => {
    const response = await post('/api/optimize-resume', {
      originalText: 'Jane Doe\njane@example.com\n\nEXPERIENCE\nNurse, Mercy Hospital, 2019 - 2023\n',
      selectedSkills: ['Triage'],
    });
    expect(response.statusCode, response.body).toBe(200);
    const { optimizedText } = optimizeResponseSchema.parse(response.json());
    expect(optimizedText).toContain('\nSKILLS\nTriage\n');
  });

  it.each([
    ['nothing selected', {}, validationMessages.selectAtLeastOne],
    [
      '11 skills',
      { selectedSkills: Array.from({ length: 11 }, (_, i) => `Skill ${i}`) },
      validationMessages.tooManySkills,
    ],
    [
      '16 suggestions',
      { selectedSuggestions: Array.from({ length: 16 }, (_, index) => ({ index, applied: true })) },
      validationMessages.tooManySuggestions,
    ],
    [
      '21 bullets',
      {
        bulletPointSelections: Array.from({ length: 21 }, (_, i) => ({
          original: `a ${i}`,
          selected: `b ${i}`,
        })),
      },
      validationMessages.tooManyBullets,
    ],
  ])('refuses %s with the spec message', async (_name, selection, message) => {
    const response = await post('/api/optimize-resume', { originalText: 'Jane Doe\nEngineer', ...selection });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('says so when a suggestion index is not part of the analysis', async () => {
    const { resume, analysis } = await analyse();
    const response = await post('/api/optimize-resume', {
      originalText: resume.originalText,
      analysisId: analysis.id,
      selectedSuggestions: [{ index: 99, applied: true }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(analysisMessages.staleSuggestion);
  });

  it('does not reach another visitor’s analysis', async () => {
    const { resume, analysis } = await analyse();
    const response = await post(
      '/api/optimize-resume',
      { originalText: resume.originalText, analysisId: analysis.id, selectedSkills: ['Go'] },
      asVisitor(newSessionId()),
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(analysisMessages.notFound);
  });
});

describe('a section edited in the section editor', () => {
  /** Uploads, then rewrites one bullet of the Experience section as the section editor would save it. */
  async function uploadAndEdit(from: string, to: string) {
    const resume = await uploadResume();
    const sections = (
      await server.app.inject({ method: 'GET', url: `/api/resumes/${resume.id}/sections`, headers: visitor })
    ).json().sections as { index: number; type: string; title: string; content: string[] }[];
    const experience = sections.find((section) => section.type === 'experience');
    if (!experience) throw new Error('expected an experience section');
    expect(experience.content.some((line) => line.includes(from))).toBe(true);
    const response = await server.app.inject({
      method: 'PATCH',
      url: `/api/resumes/${resume.id}/sections/${experience.index}`,
      headers: visitor,
      payload: {
        title: experience.title,
        content: experience.content.map((line) => (line.includes(from) ? to : line)),
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    return resume;
  }

  it('reaches the analysis evidence, the optimized text and its Markdown', async () => {
    const edit = '• Built event streaming pipelines with Apache Kafka for 40M billing events per day';
    const resume = await uploadAndEdit('Mentored 3 junior engineers', edit);
    const jobDescriptionId = await saveJob();
    const analysed = await post('/api/analyze', { resumeId: resume.id, jobDescriptionId });
    expect(analysed.statusCode, analysed.body).toBe(201);
    const { analysis } = analysisResponseSchema.parse(analysed.json());
    // The posting asks for Kafka: the edited bullet now shows it, and is quoted as its evidence.
    const kafka = analysis.evidence.skills.matched.find((term) => term.term === 'Apache Kafka');
    expect(kafka?.resumeLines.map((line) => line.text)).toContain(edit);
    expect(analysis.skillsAnalysis.missingSkills).not.toContain('Apache Kafka');

    const response = await post('/api/optimize-resume', {
      originalText: resume.originalText,
      analysisId: analysis.id,
      selectedSkills: ['Terraform'],
    });
    expect(response.statusCode, response.body).toBe(200);
    const { optimizedText, optimizedMarkdown } = optimizeResponseSchema.parse(response.json());
    expect(optimizedText).toContain(`\n${edit}\n`);
    expect(optimizedText).not.toContain('Mentored 3 junior engineers');
    expect(optimizedMarkdown).toContain(`\n- ${edit.slice(2)}\n`);
  });

  it('reads the contact details of an edited header: a phone deleted there is missing, and printed nowhere', async () => {
    const resume = await uploadResume();
    const sections = (
      await server.app.inject({ method: 'GET', url: `/api/resumes/${resume.id}/sections`, headers: visitor })
    ).json().sections as { index: number; type: string; title: string; content: string[] }[];
    const header = sections.find((section) => section.type === 'header');
    if (!header) throw new Error('expected a header section');
    await server.app.inject({
      method: 'PATCH',
      url: `/api/resumes/${resume.id}/sections/${header.index}`,
      headers: visitor,
      payload: {
        title: header.title,
        content: header.content.map((line) => line.replace(' | (512) 555-0187', '')),
      },
    });
    const jobDescriptionId = await saveJob();
    const { analysis } = analysisResponseSchema.parse(
      (await post('/api/analyze', { resumeId: resume.id, jobDescriptionId })).json(),
    );
    expect(analysis.suggestions.map((suggestion) => suggestion.title)).toContain('Add your phone number');
    const response = await post('/api/optimize-resume', {
      originalText: resume.originalText,
      analysisId: analysis.id,
      selectedSkills: ['Terraform'],
    });
    const { optimizedText, optimizedMarkdown } = optimizeResponseSchema.parse(response.json());
    expect(optimizedText).not.toContain('555-0187');
    expect(optimizedMarkdown).not.toContain('555-0187');
  });

  it('reaches a rewrite suggested on the edited line', async () => {
    const edit = '• Responsible for managing the on-call rotation for billing services';
    const resume = await uploadAndEdit('Mentored 3 junior engineers', edit);
    const jobDescriptionId = await saveJob();
    const { analysis } = analysisResponseSchema.parse(
      (await post('/api/analyze', { resumeId: resume.id, jobDescriptionId })).json(),
    );
    const index = analysis.suggestions.findIndex((suggestion) => suggestion.original === edit);
    expect(index).toBeGreaterThanOrEqual(0);
    const replacement = analysis.suggestions[index]?.replacement ?? '';
    expect(replacement).not.toBe('');
    const response = await post('/api/optimize-resume', {
      originalText: resume.originalText,
      analysisId: analysis.id,
      selectedSuggestions: [{ index, applied: true }],
    });
    const { optimizedText } = optimizeResponseSchema.parse(response.json());
    expect(optimizedText).toContain(`\n${replacement}\n`);
    expect(optimizedText).not.toContain(edit);
  });
});

describe('POST /api/generate-bullet-variations', () => {
  it('offers up to three distinct rewrites for the resume’s bullets', async () => {
    const text = new TextDecoder().decode(resumeBytes);
    const response = await post('/api/generate-bullet-variations', {
      resumeText: text,
      jobDescription: 'Senior Backend Engineer',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { variations } = bulletVariationsResponseSchema.parse(response.json());
    expect(variations.length).toBeGreaterThan(0);
    for (const bullet of variations) {
      expect(text).toContain(bullet.original);
      expect(bullet.variations.length).toBeGreaterThan(0);
      expect(bullet.variations.length).toBeLessThanOrEqual(3);
      expect(new Set(bullet.variations).size).toBe(bullet.variations.length);
      expect(bullet.variations).not.toContain(bullet.original);
    }
  });

  it('refuses an empty resume text', async () => {
    const response = await post('/api/generate-bullet-variations', { resumeText: '  ', jobDescription: 'x' });
    expect(response.statusCode).toBe(400);
  });
});
