import { serverMessages } from '@shared/messages';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Unknown API paths get a JSON 404; any other GET gets the client app, which shows its own 404 page. */
export function handleNotFound(request: FastifyRequest, reply: FastifyReply) {
  const isApi = request.url === '/api' || request.url.startsWith('/api/');
  if (!isApi && (request.method === 'GET' || request.method === 'HEAD') && request.server.hasWebClient) {
    return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
  }
  const path = request.url.split('?')[0] ?? request.url;
  return reply.code(404).send({
    message: serverMessages.routeNotFound(request.method, path),
    code: 'NOT_FOUND',
    requestId: request.id,
  });
}
