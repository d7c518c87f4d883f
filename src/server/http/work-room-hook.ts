import type { WorkPool } from '../work/work-pool';
import { visitorOf } from './session';
import type { VisitorLimitHook } from './visitor-limit-hook';

/**
 * An upload route's `onRequest` hook (issue 29 §2): when the worker queue, or the visitor's share of it, is full,
 * the upload is answered 503 with Retry-After before its body is read, rather than read in full and then refused.
 */
export function workRoomHook(work: Pick<WorkPool, 'checkRoom'>): VisitorLimitHook {
  return async (request) => {
    work.checkRoom(visitorOf(request).owner);
  };
}
