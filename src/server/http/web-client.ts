import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built React client and answers any other non-API GET with index.html,
 * so client-side routes (and the client's own 404 page) work on reload.
 */
export const webClientPlugin = fp<{ root: string }>(async (app: FastifyInstance, { root }) => {
  if (!existsSync(path.join(root, 'index.html'))) {
    app.log.warn({ root }, 'no built web client found: run `npm run build` to serve the UI');
    return;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    setHeaders: (res, filePath) => {
      const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.decorate('hasWebClient', true);
});

declare module 'fastify' {
  interface FastifyInstance {
    hasWebClient?: boolean;
  }
}
