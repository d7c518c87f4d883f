/**
 * What the event loop and the embedded database's thread say to each other (pglite-thread.ts serves,
 * pglite-thread-client.ts asks). One request, one reply with the same id; a transaction is opened by `begin`,
 * whose reply is its number, and every statement inside it carries that number until `commit` or `rollback`.
 */

export type ThreadRequest =
  | {
      id: number;
      op: 'query';
      sql: string;
      params: unknown[];
      rowMode: 'array' | 'object' | undefined;
      /** Types drizzle asks to keep as text (its parsers for them are the identity): dates, times, intervals. */
      textTypes: number[];
      tx?: number;
    }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'commit' | 'rollback'; tx: number }
  | { id: number; op: 'close' }
  /** Answered by the thread between statements, without waiting for PGlite's queue (the health check). */
  | { id: number; op: 'ping' };

export type Statement = Extract<ThreadRequest, { op: 'query' | 'exec' }>;

/** An error as it crosses the thread: its name and message, and PostgreSQL's fields (code, detail, constraint…). */
export interface ThreadError {
  name: string;
  message: string;
  fields: Record<string, unknown>;
}

export type ThreadReply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: ThreadError };

/** The thread's first message: the database is open and migrated, or why not. */
export type ThreadReady = { ready: true } | { ready: false; error: ThreadError };

export interface ThreadStart {
  dataDir: string | undefined;
}

export function describeError(error: unknown): ThreadError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields = Object.fromEntries(
    Object.entries(error).filter(
      ([, value]) => value !== undefined && typeof value !== 'function' && typeof value !== 'object',
    ),
  );
  return { name: error.name, message: error.message, fields };
}

export function errorOf({ name, message, fields }: ThreadError): Error {
  const error = Object.assign(new Error(message), fields);
  error.name = name;
  return error;
}
