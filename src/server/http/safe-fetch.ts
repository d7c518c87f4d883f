import { promises as dns } from 'node:dns';
import type { ClientRequest, IncomingMessage } from 'node:http';
import http from 'node:http';
import https from 'node:https';
import { AppError } from '@core/errors';
import { decodeText } from './decode-text';
import { checkUrl, type FetchTarget, type LookupAddresses, resolveTarget } from './fetch-target';
import { acceptEncoding, isTextualMediaType, parseContentType, readCappedBody } from './response-body';
import { safeFetchMessages } from './safe-fetch-messages';

export { safeFetchMessages };

export interface SafeFetchOptions {
  /** Exact host names (lower-case) allowed even if they resolve to private/loopback addresses, on any port. */
  allowHosts: readonly string[];
  /** Overall budget: DNS + connect + redirects + body. Default 10 s. */
  timeoutMs?: number;
  /** The body is cut here (`truncated: true`) and never buffered beyond it. Default 2 MiB. */
  maxBytes?: number;
  maxRedirects?: number;
  accept?: string;
  signal?: AbortSignal;
  /** Injectable DNS for tests; default dns.promises.lookup(host, { all: true, verbatim: true }). */
  lookup?: LookupAddresses;
}

export interface SafeFetchResult {
  /** The final URL, after redirects. */
  url: string;
  status: number;
  /** The media type alone, lower-case (e.g. 'text/html'). */
  contentType: string;
  body: string;
  truncated: boolean;
}

/** Fetches one page by URL; safeFetch bound to its options in the product, a replay in tests. */
export type PageFetcher = (url: string) => Promise<SafeFetchResult>;

const userAgent = 'VitaeJobFetcher/1.0 (+resume tailoring; fetches one page a user asked for)';
const defaultAccept = 'text/html,application/xhtml+xml,application/json;q=0.9,text/plain;q=0.8';
const redirectStatuses = new Set([301, 302, 303, 307, 308]);

const systemLookup: LookupAddresses = async (hostname) => {
  const answers = await dns.lookup(hostname, { all: true, verbatim: true });
  return answers.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
};

/**
 * Fetches one page a visitor asked for, safe from server-side request forgery by construction: http(s) on
 * ports 80/443 only, every address of every hop (redirects included) checked before connecting, and the
 * connection made to the checked address itself, so DNS rebinding has nothing to rebind. Every failure is an
 * `AppError` with one of `safeFetchMessages`; a caller's own abort rejects with the caller's reason.
 */
export async function safeFetch(url: string, options: SafeFetchOptions): Promise<SafeFetchResult> {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? 10_000);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  try {
    return await fetchFollowingRedirects(url, options, signal);
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (options.signal?.aborted) throw options.signal.reason;
    if (timeout.aborted)
      throw new AppError('UNPROCESSABLE', safeFetchMessages.timeout, undefined, { cause: error });
    throw new AppError('UNPROCESSABLE', safeFetchMessages.unreachable, undefined, { cause: error });
  }
}

async function fetchFollowingRedirects(
  startUrl: string,
  options: SafeFetchOptions,
  signal: AbortSignal,
): Promise<SafeFetchResult> {
  const { allowHosts, maxRedirects = 5, lookup = systemLookup } = options;
  let url = checkUrl(startUrl, undefined, allowHosts);
  for (let redirects = 0; ; redirects++) {
    const target = await resolveTarget(url, allowHosts, lookup, signal);
    const { request, response } = await send(target, options.accept ?? defaultAccept, signal);
    try {
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (redirectStatuses.has(status) && location) {
        if (redirects >= maxRedirects)
          throw new AppError('UNPROCESSABLE', safeFetchMessages.tooManyRedirects);
        url = checkUrl(location, url, allowHosts);
        continue;
      }
      if (status < 200 || status > 299)
        throw new AppError('UNPROCESSABLE', safeFetchMessages.badStatus(status));
      const { mediaType, charset } = parseContentType(response.headers['content-type']);
      if (!isTextualMediaType(mediaType)) {
        throw new AppError('UNPROCESSABLE', safeFetchMessages.notTextual(mediaType || 'unknown type'));
      }
      const { bytes, truncated } = await readCappedBody(response, options.maxBytes ?? 2 * 1024 * 1024);
      const body = decodeText(bytes, charset, truncated);
      return { url: url.href, status, contentType: mediaType, body, truncated };
    } finally {
      // Closes the socket whatever happened: redirect bodies and bodies past the cap are never read.
      request.destroy();
    }
  }
}

/**
 * Sends the GET to `target.address` itself (an IP literal, so Node performs no look-up of its own), while the
 * Host header and TLS SNI / certificate check use the original host name. No cookies, no connection reuse.
 */
function send(
  target: FetchTarget,
  accept: string,
  signal: AbortSignal,
): Promise<{ request: ClientRequest; response: IncomingMessage }> {
  const { url } = target;
  const isHttps = url.protocol === 'https:';
  return new Promise((resolve, reject) => {
    const request = (isHttps ? https : http).request({
      host: target.address,
      port: url.port ? Number(url.port) : isHttps ? 443 : 80,
      path: `${url.pathname}${url.search}`,
      method: 'GET',
      headers: {
        Host: url.host,
        'User-Agent': userAgent,
        Accept: accept,
        'Accept-Encoding': acceptEncoding,
        Connection: 'close',
      },
      // RFC 6066 forbids IP addresses as SNI; for an IP-literal URL the certificate is checked against the IP.
      ...(isHttps && !target.isIpLiteral ? { servername: target.hostname } : {}),
      agent: false,
      signal,
    });
    // Stays attached for the life of the request: a late socket error must not become an uncaught exception.
    request.on('error', reject);
    request.once('response', (response) => resolve({ request, response }));
    request.end();
  });
}
