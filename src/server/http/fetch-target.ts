import { isIP } from 'node:net';
import { AppError } from '@core/errors';
import { checkAddress, isCloudMetadataAddress } from './address-policy';
import { safeFetchMessages } from './safe-fetch-messages';

export type LookupAddresses = (hostname: string) => Promise<{ address: string; family: 4 | 6 }[]>;

/** A URL that passed every check, and the one address the connection must go to. */
export interface FetchTarget {
  url: URL;
  /** The host name without IPv6 brackets, for TLS SNI and the Host header. */
  hostname: string;
  address: string;
  isIpLiteral: boolean;
}

/** Job boards serve on the standard ports; other ports are how internal services are usually probed. */
const allowedPorts = new Set([80, 443]);

/** Names a resolver may answer locally (RFC 6761) or that only mean something inside a cloud. */
const refusedHostSuffixes = ['localhost', 'metadata.google.internal', 'metadata.goog'];

/**
 * Checks what can be checked without DNS: parses with the WHATWG URL parser (which turns every odd IPv4
 * spelling such as 2130706433, 0x7f000001, 0177.0.0.1 or 127.1 into dotted decimal), then the scheme,
 * credentials, a literal IP host, a refused host name and the port. Throws 'That address is not allowed'.
 */
export function checkUrl(raw: string, base: URL | undefined, allowHosts: readonly string[]): URL {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    throw notAllowed('not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw notAllowed(`scheme ${url.protocol}`);
  if (url.username || url.password) throw notAllowed('credentials in URL');
  const hostname = bareHostname(url);
  const isAllowListed = isAllowListedHost(hostname, allowHosts);
  if (isIP(hostname)) {
    const verdict = checkAddress(hostname);
    if (isCloudMetadataAddress(hostname)) throw notAllowed('cloud metadata');
    if (!verdict.allowed && !isAllowListed) throw notAllowed(verdict.reason);
  } else if (!isAllowListed && isRefusedHostName(hostname)) {
    throw notAllowed('local host name');
  }
  const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
  if (!allowedPorts.has(port) && !isAllowListed) throw notAllowed(`port ${port}`);
  return url;
}

/**
 * Resolves the host once and checks EVERY address it resolves to; one refused address refuses the URL (a
 * host name is only as safe as its worst answer). The caller connects to the returned address, so no second
 * look-up can be rebound to somewhere else.
 */
export async function resolveTarget(
  url: URL,
  allowHosts: readonly string[],
  lookup: LookupAddresses,
  signal: AbortSignal,
): Promise<FetchTarget> {
  const hostname = bareHostname(url);
  if (isIP(hostname)) return { url, hostname, address: hostname, isIpLiteral: true };
  let answers: { address: string }[];
  try {
    answers = await abortable(lookup(hostname), signal);
  } catch (error) {
    if (signal.aborted) throw error;
    throw new AppError('UNPROCESSABLE', safeFetchMessages.unreachable, undefined, { cause: error });
  }
  const first = answers[0];
  if (!first) throw new AppError('UNPROCESSABLE', safeFetchMessages.unreachable);
  const isAllowListed = isAllowListedHost(hostname, allowHosts);
  for (const { address } of answers) {
    // Anything but an IP literal would make Node resolve it again when connecting, allow-listed or not.
    if (!isIP(address)) throw notAllowed('look-up returned something other than an IP address');
    if (isCloudMetadataAddress(address)) throw notAllowed('resolves to cloud metadata');
    const verdict = checkAddress(address);
    if (!verdict.allowed && !isAllowListed) throw notAllowed(`resolves to ${verdict.reason}`);
  }
  return { url, hostname, address: first.address, isIpLiteral: false };
}

function bareHostname(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

/** Exact match, ignoring only a trailing dot (which names the same host). */
function isAllowListedHost(hostname: string, allowHosts: readonly string[]): boolean {
  const bare = hostname.replace(/\.$/, '');
  return allowHosts.some((host) => host.replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '') === bare);
}

function isRefusedHostName(hostname: string): boolean {
  const bare = hostname.replace(/\.$/, '');
  return refusedHostSuffixes.some((suffix) => bare === suffix || bare.endsWith(`.${suffix}`));
}

/** The reason goes in `cause` (for logs and tests), not in the body the visitor sees. */
function notAllowed(reason: string): AppError {
  return new AppError('UNPROCESSABLE', safeFetchMessages.notAllowed, undefined, { cause: new Error(reason) });
}

/** DNS look-ups cannot be cancelled; stop waiting for one when the fetch is aborted. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  signal.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
