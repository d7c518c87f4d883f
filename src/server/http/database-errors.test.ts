import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-errors';

/** An error as node-postgres or Node's sockets make them: a message and a code. */
const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
/** As drizzle throws a failed query: its own error, the driver's as the cause. */
const failedQuery = (cause: Error) => new DrizzleQueryError('select 1', [], cause);

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a reset connection', withCode('read ECONNRESET', 'ECONNRESET')],
    ['the connection ended under a query', new Error('Connection terminated unexpectedly')],
    ['no connection in time', new Error('timeout exceeded when trying to connect')],
    ['a new connection timed out', new Error('Connection terminated due to connection timeout')],
    ['a broken client reused', new Error('Client has encountered a connection error and is not queryable')],
    [
      'the server shutting down (57P01)',
      withCode('terminating connection due to administrator command', '57P01'),
    ],
    ['the server starting (57P03)', withCode('the database system is starting up', '57P03')],
    ['too many connections (53300)', withCode('sorry, too many clients already', '53300')],
  ])('is true for %s, bare and wrapped by drizzle', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(failedQuery(error))).toBe(true);
  });

  it('is true for an AggregateError of refused addresses (IPv6 and IPv4 tried)', () => {
    const refused = new AggregateError([
      withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED'),
      withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
    ]);
    expect(isDatabaseUnavailable(failedQuery(refused))).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('duplicate key value violates unique constraint', '23505')],
    ['a syntax error', withCode('syntax error at or near "selec"', '42601')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
  ])('is false for %s, bare and wrapped', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(isDatabaseUnavailable(failedQuery(error))).toBe(false);
  });

  it('is false for what is not an error, and ends on a cause that loops', () => {
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
    const looping = new Error('outer');
    looping.cause = looping;
    expect(isDatabaseUnavailable(looping)).toBe(false);
  });
});
