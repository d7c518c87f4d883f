import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface SecurityHeadersOptions {
  /** Origins images may come from beyond our own and https (the OpenID provider's, in sign-in mode). */
  imageOrigins?: string[];
}

/**
 * Security headers. The CSP allows only the app's own scripts and connections; styles may be inline
 * (Radix positions popovers with style attributes); frames may show same-origin documents only, which is
 * how the section editor previews an uploaded PDF. Every API answer is `Cache-Control: no-store` unless its
 * route says otherwise (issue 29 §5): resumes, sections, analyses, exports and the privacy export carry
 * personal data, and no browser or proxy cache should keep a copy.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, { imageOrigins = [] }: SecurityHeadersOptions) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          // A signed-in user's profile picture comes from their OpenID provider: its origin (a loopback test
          // provider is plain http), or any https host (Google, Microsoft… serve pictures from their CDNs).
          imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...imageOrigins],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          frameSrc: ["'self'", 'blob:'],
          frameAncestors: ["'self'"],
          objectSrc: ["'none'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      frameguard: { action: 'sameorigin' },
      // Strict-Transport-Security belongs to the TLS-terminating proxy in front of us, not to plain-http local use.
      strictTransportSecurity: false,
    });
    app.addHook('onSend', async (request, reply) => {
      if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
        reply.header('cache-control', 'no-store');
    });
  },
);
