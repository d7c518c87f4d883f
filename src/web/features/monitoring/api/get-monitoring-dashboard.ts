import {
  MONITORING_REFRESH_MS,
  type MonitoringDashboard,
  monitoringDashboardSchema,
} from '@shared/api/monitoring';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { monitoringHeaders } from '../monitoring-token';
import { monitoringKeys } from './monitoring-keys';

/**
 * GET /api/monitoring/dashboard?hours=… (platform spec §7): the figures of the last `hours` hours, parsed with
 * the shared schema so an answer of another shape fails the load instead of breaking the screen.
 */
export async function getMonitoringDashboard(hours: number): Promise<MonitoringDashboard> {
  const url = monitoringKeys.dashboard(hours)[0];
  const response = await apiRequest('GET', url, undefined, monitoringHeaders());
  const parsed = monitoringDashboardSchema.safeParse(await response.json());
  if (!parsed.success) throw new Error(`Unexpected answer from ${url}: ${parsed.error.message}`);
  return parsed.data;
}

/**
 * The dashboard query: refetched every 30 seconds while auto-refresh is on (platform spec §4, §9). Changing the
 * window keeps the last figures on screen until the new ones arrive.
 */
export const monitoringDashboardQueryOptions = ({
  hours,
  isAutoRefresh,
}: {
  hours: number;
  isAutoRefresh: boolean;
}) =>
  queryOptions({
    queryKey: monitoringKeys.dashboard(hours),
    queryFn: () => getMonitoringDashboard(hours),
    refetchInterval: isAutoRefresh ? MONITORING_REFRESH_MS : false,
    placeholderData: keepPreviousData,
  });

export function useMonitoringDashboard(options: { hours: number; isAutoRefresh: boolean }) {
  return useQuery(monitoringDashboardQueryOptions(options));
}
