/** The route of a request no route matched (a 404 for an unknown path): raw paths are never kept. */
export const UNMATCHED_ROUTE = 'unmatched';
/** Where requests go once the aggregation is full: one key per minute and status. */
export const OTHER_ROUTE = 'other';
export const OTHER_METHOD = 'OTHER';

/** Distinct (minute, method, route, status, error class) keys kept in memory before new ones are folded. */
export const MAX_KEYS = 5_000;
/** Room for the folded keys beyond MAX_KEYS; past it a request is dropped and counted as dropped. */
export const MAX_OVERFLOW_KEYS = 1_000;

const MINUTE_MS = 60_000;

/** One measured API request, already reduced to what is kept (no URL, no message, no visitor). */
export interface RequestSample {
  /** When the answer was sent, ms since the epoch. */
  at: number;
  method: string;
  /** The route pattern (`/api/resumes/:id`) or UNMATCHED_ROUTE. */
  route: string;
  status: number;
  /** `''` below 400; else the error code or status text (see error-class.ts). */
  errorClass: string;
  durationMs: number;
}

/** The requests of one minute with the same method, route, status and error class. */
export interface RequestCell {
  /** The minute's start, ms since the epoch. */
  minute: number;
  method: string;
  route: string;
  status: number;
  errorClass: string;
  count: number;
  totalMs: number;
  maxMs: number;
}

/** The minute a time falls in: its start, ms since the epoch. */
export const minuteOf = (at: number) => at - (at % MINUTE_MS);

const keyOf = (cell: Pick<RequestCell, 'minute' | 'method' | 'route' | 'status' | 'errorClass'>) =>
  `${cell.minute}\u0000${cell.method}\u0000${cell.route}\u0000${cell.status}\u0000${cell.errorClass}`;

/**
 * The in-memory counts between two saves (issue 21): a map keyed by minute, method, route pattern, status and
 * error class, so memory depends on the number of routes, never on the number of requests or distinct URLs.
 * It is capped anyway: past MAX_KEYS a new key is folded into the minute's `OTHER other <status>` key, and
 * past MAX_OVERFLOW_KEYS more the request is only counted as dropped.
 */
export function createRequestAggregator({
  maxKeys = MAX_KEYS,
  maxOverflowKeys = MAX_OVERFLOW_KEYS,
}: {
  maxKeys?: number;
  maxOverflowKeys?: number;
} = {}) {
  let cells = new Map<string, RequestCell>();
  let regularKeys = 0;
  let dropped = 0;

  /** Adds `count` requests of `totalMs` (the longest `maxMs`) to the cell of `shape`, within the caps. */
  function add(
    shape: Omit<RequestCell, 'count' | 'totalMs' | 'maxMs'>,
    count: number,
    totalMs: number,
    maxMs: number,
  ) {
    let key = keyOf(shape);
    let cell = cells.get(key);
    if (!cell) {
      const isOverflow = shape.route === OTHER_ROUTE && shape.method === OTHER_METHOD;
      let target = shape;
      if (!isOverflow && regularKeys >= maxKeys) {
        target = {
          minute: shape.minute,
          method: OTHER_METHOD,
          route: OTHER_ROUTE,
          status: shape.status,
          errorClass: shape.status >= 400 ? OTHER_ROUTE : '',
        };
        key = keyOf(target);
        cell = cells.get(key);
      }
      if (!cell) {
        const isRegular = target === shape && !isOverflow;
        if (!isRegular && cells.size - regularKeys >= maxOverflowKeys) {
          dropped += count;
          return;
        }
        cell = { ...target, count: 0, totalMs: 0, maxMs: 0 };
        cells.set(key, cell);
        if (isRegular) regularKeys += 1;
      }
    }
    cell.count += count;
    cell.totalMs += totalMs;
    if (maxMs > cell.maxMs) cell.maxMs = maxMs;
  }

  return {
    /** Counts one request. Constant time; allocates only for a key not seen this minute. */
    record(sample: RequestSample): void {
      const { method, route, status, errorClass, durationMs } = sample;
      add({ minute: minuteOf(sample.at), method, route, status, errorClass }, 1, durationMs, durationMs);
    },
    /** Empties the counts and hands them over (to be saved). */
    take(): RequestCell[] {
      const taken = [...cells.values()];
      cells = new Map();
      regularKeys = 0;
      return taken;
    },
    /** Puts back counts that could not be saved, added to those counted since, within the same caps. */
    restore(saved: readonly RequestCell[]): void {
      for (const { count, totalMs, maxMs, ...shape } of saved) add(shape, count, totalMs, maxMs);
    },
    /** A copy of the counts not yet saved (for the dashboard). */
    cells(): RequestCell[] {
      return [...cells.values()].map((cell) => ({ ...cell }));
    },
    /** Keys held now: at most maxKeys + maxOverflowKeys. */
    size: () => cells.size,
    /** Requests not counted because both caps were full (since start). */
    dropped: () => dropped,
  };
}

export type RequestAggregator = ReturnType<typeof createRequestAggregator>;
