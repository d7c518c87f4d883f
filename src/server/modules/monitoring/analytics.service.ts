import { createHash, randomBytes } from 'node:crypto';
import type { AnalyticsEventBody } from '@shared/api/monitoring';
import type { MonitoringRepository } from './monitoring.repository';
import { minuteOf } from './request-aggregator';

/** Events recorded per visitor and minute; past it an event is accepted and dropped. */
export const ANALYTICS_EVENTS_PER_MINUTE = 30;

interface AnalyticsServiceOptions {
  repository: Pick<MonitoringRepository, 'recordEvent' | 'saltOf'>;
  /** Whether the visitor gave analytics consent (privacy module, issue 19). */
  hasAnalyticsConsent: (owner: string) => Promise<boolean>;
  now: () => number;
}

/** `YYYY-MM-DD` of a time, in UTC. */
const dayOf = (at: number) => new Date(at).toISOString().slice(0, 10);

/**
 * Product analytics (issue 21): an event is recorded only with the visitor's analytics consent, at most
 * ANALYTICS_EVENTS_PER_MINUTE per visitor and minute. What is stored: the event name, the app route, the minute,
 * and a session marker: SHA-256 of the day's salt and the visitor's owner key (itself a digest of the session
 * id), cut to 32 hex digits. The salt is random, one per UTC day for every instance, and deleted when the day is
 * over: markers count unique sessions within a day, and no marker can be linked to a visitor afterwards.
 */
export function createAnalyticsService({ repository, hasAnalyticsConsent, now }: AnalyticsServiceOptions) {
  let cachedSalt: { day: string; salt: string } | undefined;

  async function saltOf(day: string): Promise<string> {
    if (cachedSalt?.day === day) return cachedSalt.salt;
    const salt = await repository.saltOf(day, randomBytes(32).toString('hex'));
    cachedSalt = { day, salt };
    return salt;
  }

  return {
    /** Whether the event was recorded: false without consent or past the visitor's per-minute cap. */
    async record(owner: string, body: AnalyticsEventBody): Promise<boolean> {
      if (!(await hasAnalyticsConsent(owner))) return false;
      const at = now();
      const salt = await saltOf(dayOf(at));
      const sessionMarker = createHash('sha256').update(`${salt}:${owner}`).digest('hex').slice(0, 32);
      return repository.recordEvent(
        { event: body.event, path: body.path ?? null, minute: new Date(minuteOf(at)), sessionMarker },
        ANALYTICS_EVENTS_PER_MINUTE,
      );
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
