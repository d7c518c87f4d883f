import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { buildTestApp, newSessionId } from '@test/server/test-app';
import { createTestDatabase, type TestDatabase } from '@test/server/test-database';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let database: TestDatabase;
let app: FastifyInstance;
beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database, { bodyTimeoutMs: 1000 });
  await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('a request body that trickles in', () => {
  it('is cut with 408 once BODY_TIMEOUT_MS has passed, and its connection closed', async () => {
    const { port } = app.server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    const started = Date.now();
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
    });
    socket.write(
      [
        'POST /api/job-descriptions HTTP/1.1',
        'Host: 127.0.0.1',
        'Content-Type: application/json',
        'Content-Length: 1000',
        `x-session-id: ${newSessionId()}`,
        '',
        '{"title":"',
      ].join('\r\n'),
    );
    // One byte every 100 ms: the body would take 100 s to arrive.
    const trickle = setInterval(() => socket.write('x'), 100);
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    await closed;
    clearInterval(trickle);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    // Cut at the limit (checked once a second), not after Node's five minutes.
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
