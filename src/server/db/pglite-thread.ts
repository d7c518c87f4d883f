/**
 * The embedded database on a thread of its own (issue 22): PGlite is PostgreSQL compiled to WebAssembly, and on
 * the event loop its work stalled every request behind it. This thread opens and migrates it, then serves the
 * statements pglite-thread-client.ts sends, in the order PGlite itself guarantees (one at a time; nothing else
 * runs while a transaction is open).
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { openMigratedPglite } from './pglite-open';
import {
  describeError,
  type Statement,
  type ThreadReady,
  type ThreadReply,
  type ThreadRequest,
  type ThreadStart,
} from './pglite-thread-protocol';

const port = parentPort;
if (!port) throw new Error('pglite-thread.ts runs as a worker thread');
const { dataDir } = workerData as ThreadStart;

const reply = (id: number, value: unknown) => port.postMessage({ id, ok: true, value } satisfies ThreadReply);
const replyError = (id: number, error: unknown) =>
  port.postMessage({ id, ok: false, error: describeError(error) } satisfies ThreadReply);

const keepAsText = (value: string) => value;

async function run(statement: Statement, session: Pick<PGlite, 'query' | 'exec'>): Promise<void> {
  try {
    if (statement.op === 'exec') return reply(statement.id, await session.exec(statement.sql));
    const parsers = Object.fromEntries(statement.textTypes.map((type) => [type, keepAsText]));
    reply(
      statement.id,
      await session.query(statement.sql, statement.params, { rowMode: statement.rowMode, parsers }),
    );
  } catch (error) {
    replyError(statement.id, error);
  }
}

/** The requests of one open transaction, taken in the order they came. */
class Inbox {
  #waiting: ((request: ThreadRequest) => void) | undefined;
  readonly #queue: ThreadRequest[] = [];

  push(request: ThreadRequest): void {
    if (this.#waiting) {
      this.#waiting(request);
      this.#waiting = undefined;
    } else this.#queue.push(request);
  }

  /** What is queued and not yet taken, taken now. */
  drain(): ThreadRequest[] {
    return this.#queue.splice(0);
  }

  next(): Promise<ThreadRequest> {
    const queued = this.#queue.shift();
    return queued ? Promise.resolve(queued) : new Promise((resolve) => (this.#waiting = resolve));
  }
}

const transactions = new Map<number, Inbox>();
let lastTransaction = 0;

/** Opens a transaction and runs what arrives for it until `commit` or `rollback`, which get the outcome. */
function begin(database: PGlite, beginId: number): void {
  const tx = ++lastTransaction;
  const inbox = new Inbox();
  transactions.set(tx, inbox);
  let endId: number | undefined;
  const runUntilEnd = async (session: Transaction) => {
    reply(beginId, tx);
    for (;;) {
      const request = await inbox.next();
      if (request.op === 'query' || request.op === 'exec') await run(request, session);
      else {
        // Ended: what comes later for it is answered as PGlite answers a closed transaction.
        transactions.delete(tx);
        for (const late of inbox.drain()) replyError(late.id, new Error('Transaction is closed'));
        endId = request.id;
        if (request.op === 'rollback') await session.rollback();
        return;
      }
    }
  };
  database
    .transaction(runUntilEnd)
    .then(
      () => endId !== undefined && reply(endId, null),
      (error: unknown) => replyError(endId ?? beginId, error),
    )
    .finally(() => transactions.delete(tx));
}

function serve(database: PGlite, request: ThreadRequest): void {
  if (request.op === 'begin') begin(database, request.id);
  else if (request.op === 'ping')
    database.closed ? replyError(request.id, new Error('PGlite is closed')) : reply(request.id, null);
  else if (request.op === 'close')
    database.close().then(
      () => reply(request.id, null),
      (error: unknown) => replyError(request.id, error),
    );
  // Only a statement comes without a transaction's number (commit and rollback always carry one).
  else if (request.tx === undefined) void run(request as Statement, database);
  else {
    const inbox = transactions.get(request.tx);
    if (inbox) inbox.push(request);
    else replyError(request.id, new Error('Transaction is closed'));
  }
}

try {
  const database = await openMigratedPglite(dataDir);
  port.on('message', (request: ThreadRequest) => serve(database, request));
  port.postMessage({ ready: true } satisfies ThreadReady);
} catch (error) {
  port.postMessage({ ready: false, error: describeError(error) } satisfies ThreadReady);
}
