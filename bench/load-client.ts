/**
 * The load benchmark's HTTP client: fetch on loopback with each request timed from send to the last byte of its
 * answer, recorded by kind. A 503 or 429 with Retry-After is an error in the figures, and the client waits
 * as told before it asks again (a full work queue answers so); any other failure is recorded and returned.
 */
import { SESSION_HEADER } from '@shared/session-id';

/** What the benchmark asks, one name per kind of request in its figures. */
export type RequestKind =
  | 'upload'
  | 'posting'
  | 'analyze'
  | 'optimize'
  | 'export pdf'
  | 'export docx'
  | 'list'
  | 'health'
  | 'hostile upload';

/** One request longer than this is abandoned and counted as a timeout. */
const REQUEST_TIMEOUT_MS = 60_000;
/** The longest Retry-After honoured, so that a wrong header can not stall a phase. */
const RETRY_AFTER_MAX_MS = 30_000;

/** Per kind: the time of each successful request (ms), and every answer by status (or connection failure). */
export class Recorder {
  readonly latencies = new Map<RequestKind, number[]>();
  readonly outcomes = new Map<RequestKind, Map<string, number>>();
  /** The client's performance.now() when the first and the last request of the phase were answered. */
  firstAt = Number.POSITIVE_INFINITY;
  lastAt = 0;

  record(kind: RequestKind, outcome: string, ms: number, isOk: boolean, sentAt: number): void {
    const byOutcome = this.outcomes.get(kind) ?? new Map<string, number>();
    byOutcome.set(outcome, (byOutcome.get(outcome) ?? 0) + 1);
    this.outcomes.set(kind, byOutcome);
    if (isOk) {
      const list = this.latencies.get(kind) ?? [];
      list.push(ms);
      this.latencies.set(kind, list);
    }
    this.firstAt = Math.min(this.firstAt, sentAt);
    this.lastAt = Math.max(this.lastAt, sentAt + ms);
  }

  /** Successful requests of these kinds (every kind when none is named). */
  okCount(kinds?: RequestKind[]): number {
    return [...this.latencies]
      .filter(([kind]) => !kinds || kinds.includes(kind))
      .reduce((sum, [, list]) => sum + list.length, 0);
  }

  /** Failed requests of these kinds, by status or failure ("503", "connection ECONNRESET", "timeout"). */
  errors(kinds?: RequestKind[]): Map<string, number> {
    const counts = new Map<string, number>();
    for (const [kind, byOutcome] of this.outcomes) {
      if (kinds && !kinds.includes(kind)) continue;
      for (const [outcome, count] of byOutcome)
        if (!/^2\d\d$/.test(outcome)) counts.set(outcome, (counts.get(outcome) ?? 0) + count);
    }
    return counts;
  }
}

export interface RequestSpec {
  method: 'GET' | 'POST';
  path: string;
  /** The visitor's x-session-id; none for public routes. */
  session?: string;
  json?: unknown;
  /** A multipart upload of one file. */
  file?: { field: string; name: string; type: string; bytes: Uint8Array };
  /** Read the answer as JSON (else its bytes are read and dropped). */
  wantsJson?: boolean;
}

export interface Answer {
  status: number;
  body: unknown;
  bytes: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function bodyOf(spec: RequestSpec): { body?: BodyInit; headers: Record<string, string> } {
  const headers: Record<string, string> = spec.session ? { [SESSION_HEADER]: spec.session } : {};
  if (spec.file) {
    const form = new FormData();
    const { field, name, type, bytes } = spec.file;
    form.append(field, new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), name);
    return { body: form, headers };
  }
  if (spec.json !== undefined)
    return { body: JSON.stringify(spec.json), headers: { ...headers, 'content-type': 'application/json' } };
  return { headers };
}

/** How a request failed without an answer: "timeout" or "connection <code>". */
function failureOf(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return 'timeout';
  const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
  return `connection ${cause?.code ?? (error instanceof Error ? error.message : 'error')}`;
}

/** Seconds a Retry-After header asks for, when it is a number. */
function retryAfterMs(response: Response): number | undefined {
  const seconds = Number(response.headers.get('retry-after'));
  return response.headers.has('retry-after') && Number.isFinite(seconds)
    ? Math.min(seconds * 1000, RETRY_AFTER_MAX_MS)
    : undefined;
}

/**
 * Sends one request and records it. Answers 2xx with the answer; anything else with undefined, after waiting
 * out a 503's or 429's Retry-After and asking again while `until` (performance.now()) has not passed.
 */
export async function send(
  baseUrl: string,
  recorder: Recorder,
  kind: RequestKind,
  spec: RequestSpec,
  until = Number.POSITIVE_INFINITY,
): Promise<Answer | undefined> {
  for (;;) {
    const { body, headers } = bodyOf(spec);
    const sentAt = performance.now();
    let response: Response;
    let read: { body: unknown; bytes: number };
    try {
      response = await fetch(`${baseUrl}${spec.path}`, {
        method: spec.method,
        headers,
        body,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const raw = new Uint8Array(await response.arrayBuffer());
      read = {
        body: spec.wantsJson && response.ok ? JSON.parse(new TextDecoder().decode(raw)) : undefined,
        bytes: raw.byteLength,
      };
    } catch (error) {
      recorder.record(kind, failureOf(error), performance.now() - sentAt, false, sentAt);
      return undefined;
    }
    const ms = performance.now() - sentAt;
    recorder.record(kind, String(response.status), ms, response.ok, sentAt);
    if (response.ok) return { status: response.status, ...read };
    const wait = response.status === 503 || response.status === 429 ? retryAfterMs(response) : undefined;
    if (wait === undefined || performance.now() + wait >= until) return undefined;
    await sleep(wait);
  }
}
