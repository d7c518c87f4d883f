import { builderToDocument } from '@core/builder/builder-document';
import { exportFormats } from '@shared/api/export';
import { fullBuilderData } from '@test/builders/builder-data';
import { multipartBody } from '@test/server/multipart';
import { asVisitor, newSessionId, setUpTestApp } from '@test/server/test-app';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';

/**
 * Issue 29 §1: a word that is also the name of a JavaScript property ("constructor", "toString", "__proto__",
 * "length", "map" …) is a word like any other, through every route that reads a visitor's words: upload,
 * section edit, analysis, optimization, bullet variations, every export, a resume from a builder document and
 * from a JSON Resume (the words as values and as keys). No answer is a 5xx.
 */
const propertyNames = [
  ...new Set(
    [Object.prototype, Function.prototype, Array.prototype].flatMap((prototype) =>
      Object.getOwnPropertyNames(prototype),
    ),
  ),
].sort();

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
/** Each name alone, capitalised, pluralised and inside a sentence. */
const formsOf = (word: string) => [
  word,
  capitalised(word),
  `${word}s`,
  `Worked on ${word} and ${word}s daily.`,
];

const resumeText = [
  'Jordan Vale',
  'jordan.vale@example.com | (555) 010-2288 | Springfield, IL',
  '',
  'SUMMARY',
  'Software engineer and site constructor with nine years of experience; uses constructor functions, toString and valueOf.',
  '',
  'EXPERIENCE',
  'Senior Engineer, Acme Corp, Springfield, IL, 2019 - Present',
  ...propertyNames.map(
    (word) => `- Built the ${word} service and ${capitalised(word)}s tooling for the prototype team.`,
  ),
  '',
  ...propertyNames.flatMap((word) => formsOf(word)),
  '',
  'SKILLS',
  propertyNames.join(', '),
  '',
  'EDUCATION',
  'B.S. Computer Science, State University, 2014',
].join('\n');

const postingText = [
  'Senior Software Engineer',
  '',
  'Requirements',
  ...propertyNames.map((word) => `- Experience with ${word} and ${capitalised(word)}s.`),
  '- 5+ years of constructor and prototype work.',
  '',
  'Nice to have',
  ...propertyNames.map((word) => `- ${capitalised(word)}`),
].join('\n');

const server = setUpTestApp();
const visitor = asVisitor(newSessionId());

const noServerError = (response: LightMyRequestResponse, what: string) => {
  expect(response.statusCode, `${what}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
};

const post = (url: string, payload: object) =>
  server.app.inject({ method: 'POST', url, headers: visitor, payload });

async function uploadedResume(): Promise<number> {
  const body = multipartBody('resume', 'prototype-words.txt', new TextEncoder().encode(resumeText));
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/resumes',
    headers: { ...visitor, ...body.headers },
    payload: body.payload,
  });
  noServerError(response, 'upload');
  expect(response.statusCode, response.body).toBe(201);
  return response.json().resume.id;
}

describe('words that are also JavaScript property names', () => {
  it('go through upload, section edit, analysis, optimization, bullet variations and every export', async () => {
    const resumeId = await uploadedResume();
    const sections = await server.app.inject({ url: `/api/resumes/${resumeId}/sections`, headers: visitor });
    noServerError(sections, 'sections');
    const edit = await server.app.inject({
      method: 'PUT',
      url: `/api/resumes/${resumeId}/sections/0`,
      headers: visitor,
      payload: { title: 'constructor', content: propertyNames.flatMap(formsOf) },
    });
    noServerError(edit, 'section edit');

    const job = await post('/api/job-descriptions', {
      title: 'Senior Software Engineer',
      company: 'prototype',
      description: postingText,
    });
    noServerError(job, 'job description');
    const jobDescriptionId = job.json().jobDescription.id;

    const analysis = await post('/api/analyze', { resumeId, jobDescriptionId, model: 'built-in' });
    noServerError(analysis, 'analysis');
    expect(analysis.statusCode, analysis.body).toBe(201);
    const { id: analysisId, suggestions, evidence } = analysis.json().analysis;
    // A word the resume says is never called missing.
    const resumeWords = new Set(resumeText.toLowerCase().split(/[^\p{L}\p{N}_]+/u));
    for (const term of evidence.keywords.missing as { term: string }[])
      expect(resumeWords.has(term.term.toLowerCase()), term.term).toBe(false);

    const optimized = await post('/api/optimize-resume', {
      originalText: resumeText,
      analysisId,
      selectedSkills: ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'length'],
      selectedSuggestions: suggestions
        .map((_: unknown, index: number) => ({ index, applied: true }))
        .slice(0, 20),
    });
    noServerError(optimized, 'optimization');
    expect(optimized.statusCode, optimized.body).toBe(200);
    expect(optimized.json().optimizedText).toContain('constructor');

    const bullets = await post('/api/generate-bullet-variations', {
      resumeText: propertyNames.map((word) => `- Built the ${word} service for ${word}s`).join('\n'),
      jobDescription: 'constructor toString valueOf __proto__',
      jobDescriptionId,
      model: 'built-in',
    });
    noServerError(bullets, 'bullet variations');
    expect(bullets.statusCode, bullets.body).toBe(200);

    for (const format of exportFormats) {
      for (const source of [{}, { analysisId }]) {
        const exported = await post(`/api/resumes/${resumeId}/export`, { format, ...source });
        noServerError(exported, `export ${format}`);
        expect(exported.statusCode, `${format}: ${exported.body.slice(0, 200)}`).toBe(200);
      }
    }
  });

  it('go through a resume made from a builder document whose every field is such a word', async () => {
    const data = fullBuilderData();
    const word = (index: number) => propertyNames[index % propertyNames.length] as string;
    data.contact.fullName = 'Constructor Prototype';
    data.profile.targetRole = 'constructor';
    data.experience = propertyNames.map((name, index) => ({
      id: name,
      jobTitle: capitalised(name),
      company: word(index + 1),
      location: word(index + 2),
      startDate: '2020-01',
      endDate: '2021-01',
      current: false,
      achievements: formsOf(name),
    }));
    data.skills = {
      technical: propertyNames,
      soft: ['constructor'],
      languages: ['__proto__'],
      certifications: ['toString'],
    };
    data.summary.text = propertyNames.join(' ');
    const response = await post('/api/resumes/from-document', { document: builderToDocument(data) });
    noServerError(response, 'from-document');
    expect(response.statusCode, response.body).toBe(201);
  });

  it('go through a JSON Resume with such words as values and as keys', async () => {
    const keyed = Object.fromEntries(propertyNames.map((name) => [name, name]));
    const jsonResume = {
      ...keyed,
      basics: { ...keyed, name: 'constructor', label: 'toString', summary: propertyNames.join(' ') },
      work: propertyNames.map((name) => ({
        ...keyed,
        name,
        position: capitalised(name),
        highlights: formsOf(name),
      })),
      skills: [{ name: 'constructor', keywords: propertyNames }],
      meta: keyed,
    };
    for (const payload of [{ jsonResume }, { jsonResume: JSON.stringify(jsonResume) }]) {
      const response = await post('/api/resumes/from-json-resume', payload);
      noServerError(response, 'from-json-resume');
      expect([201, 400], response.body).toContain(response.statusCode);
    }
    const protoKeys =
      '{"__proto__": {"name": "x"}, "constructor": {"prototype": {"name": "y"}}, "basics": {"name": "Ada"}}';
    const response = await post('/api/resumes/from-json-resume', { jsonResume: protoKeys });
    noServerError(response, 'from-json-resume with __proto__ keys');
  });
});
