import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import {
  errorOf,
  type ThreadReady,
  type ThreadReply,
  type ThreadRequest,
  type ThreadStart,
} from './pglite-thread-protocol';

/** A request before #send numbers it (Omit on each member of the union, not on the union). */
type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;
type Request = WithoutId<ThreadRequest>;

/** What drizzle's PGlite driver uses of a client, and of the session its transactions get. */
export interface PgliteSession {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
}

/** A statement after the thread stopped: SQLSTATE 08006 (connection failure), which the server answers 503. */
function threadStopped(reason: string): Error {
  return Object.assign(new Error(`The embedded database stopped: ${reason}`), { code: '08006' });
}

/**
 * The embedded database, served by its own thread (pglite-thread.ts), with the face of a PGlite client so that
 * drizzle's PGlite driver uses it unchanged. Statements cross as messages; PGlite's order is kept by the thread.
 * If the thread dies, every waiting and later statement fails as "database unreachable" (503), as PostgreSQL
 * gone would.
 */
export class PgliteThread implements PgliteSession {
  readonly #worker: Worker;
  readonly #waiting = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  #lastId = 0;
  #stopped: Error | undefined;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (message: ThreadReply | ThreadReady) => {
      if (!('id' in message)) return;
      const waiting = this.#waiting.get(message.id);
      this.#waiting.delete(message.id);
      if (message.ok) waiting?.resolve(message.value);
      else waiting?.reject(errorOf(message.error));
    });
    worker.on('error', (error) => this.#stop(threadStopped(error.message)));
    worker.on('exit', (code) => this.#stop(threadStopped(`its thread exited (${code})`)));
  }

  /** Starts the thread and resolves once the database under `dataDir` (in memory when undefined) is open and migrated. */
  static async start(dataDir: string | undefined): Promise<PgliteThread> {
    const worker = new Worker(new URL('./pglite-thread.mjs', import.meta.url), {
      workerData: { dataDir } satisfies ThreadStart,
    });
    const ready = await new Promise<ThreadReady>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`The embedded database's thread exited (${code})`)));
    }).catch(async (error: unknown) => {
      await worker.terminate();
      throw error;
    });
    if (!ready.ready) {
      await worker.terminate();
      throw errorOf(ready.error);
    }
    return new PgliteThread(worker);
  }

  query<T>(sql: string, params: unknown[] = [], options?: QueryOptions, tx?: number): Promise<Results<T>> {
    const textTypes = Object.keys(options?.parsers ?? {}).map(Number);
    return this.#send({ op: 'query', sql, params, rowMode: options?.rowMode, textTypes, tx }) as Promise<
      Results<T>
    >;
  }

  exec(sql: string, tx?: number): Promise<Results[]> {
    return this.#send({ op: 'exec', sql, tx }) as Promise<Results[]>;
  }

  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(
    work: (session: PgliteSession & { rollback(): Promise<void> }) => Promise<T>,
  ): Promise<T> {
    const tx = (await this.#send({ op: 'begin' })) as number;
    let ended = false;
    const session = {
      query: <R>(sql: string, params?: unknown[], options?: QueryOptions) =>
        this.query<R>(sql, params, options, tx),
      exec: (sql: string) => this.exec(sql, tx),
      rollback: async () => {
        ended = true;
        await this.#send({ op: 'rollback', tx });
      },
    };
    try {
      const result = await work(session);
      if (!ended) {
        ended = true; // a failed COMMIT ends the transaction too: nothing to roll back after it
        await this.#send({ op: 'commit', tx });
      }
      return result;
    } catch (error) {
      if (!ended) await this.#send({ op: 'rollback', tx }).catch(() => {});
      throw error;
    }
  }

  /**
   * A round trip to the thread, answered between two statements rather than after every statement queued: like
   * PostgreSQL's `select 1` on a connection of its own, it tells whether the database is there, not how busy.
   * A thread stuck in a statement does not answer, and a stopped one fails it.
   */
  async ping(): Promise<void> {
    await this.#send({ op: 'ping' });
  }

  async close(): Promise<void> {
    if (this.#stopped) return;
    await this.#send({ op: 'close' });
    this.#stop(threadStopped('it was closed'));
    await this.#worker.terminate();
  }

  #send(request: Request): Promise<unknown> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = ++this.#lastId;
    return new Promise((resolve, reject) => {
      this.#waiting.set(id, { resolve, reject });
      this.#worker.postMessage({ ...request, id });
    });
  }

  #stop(reason: Error): void {
    this.#stopped ??= reason;
    for (const { reject } of this.#waiting.values()) reject(this.#stopped);
    this.#waiting.clear();
  }
}
