import type { AnalyticsEventBody, AnalyticsEventName } from '@shared/api/monitoring';
import { apiRequest } from '../../lib/api-client';

/**
 * Reports one product event (issue 21) to POST /api/analytics/events: fire and forget. The server records it
 * only with the visitor's analytics consent. A failure changes nothing for the visitor, so it is dropped without
 * a toast or a console line; the promise never rejects.
 */
export function reportEvent(event: AnalyticsEventName, path?: string): Promise<void> {
  const body: AnalyticsEventBody = path === undefined ? { event } : { event, path };
  return apiRequest('POST', '/api/analytics/events', body).then(
    () => undefined,
    () => undefined,
  );
}
