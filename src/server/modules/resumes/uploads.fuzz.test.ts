import { multipartBody } from '@test/server/multipart';
import { asVisitor, newSessionId, setUpTestApp } from '@test/server/test-app';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

/** Both upload routes answer random files and random multipart bodies with a 2xx or 4xx: never a 5xx, never a hang. */
const server = setUpTestApp();

const routes = [
  { url: '/api/resumes', field: 'resume' },
  { url: '/api/files/validate', field: 'file' },
];
const extensions = ['pdf', 'docx', 'doc', 'rtf', 'txt', 'html', 'htm', 'exe', ''];
const headers = asVisitor(newSessionId());

describe.each(routes)('$url under random input', ({ url, field }) => {
  it('answers random files with 2xx or 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 4096 }),
        fc.string({ maxLength: 40 }),
        fc.constantFrom(...extensions),
        async (bytes, stem, extension) => {
          const body = multipartBody(field, extension ? `${stem}.${extension}` : stem, bytes);
          const response = await server.app.inject({
            method: 'POST',
            url,
            headers: { ...headers, ...body.headers },
            payload: body.payload,
          });
          expect(response.statusCode, response.body).toBeLessThan(500);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('answers random multipart bodies with 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 2048 }),
        fc.string({ maxLength: 30 }),
        async (payload, boundary) => {
          const response = await server.app.inject({
            method: 'POST',
            url,
            headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
            payload: Buffer.from(payload),
          });
          expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
          expect(response.statusCode, response.body).toBeLessThan(500);
        },
      ),
      { numRuns: 60 },
    );
  });
});
