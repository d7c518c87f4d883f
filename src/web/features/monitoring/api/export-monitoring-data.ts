import { type MonitoringExportFormat, monitoringExportFileName } from '@shared/api/monitoring';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { monitoringHeaders } from '../monitoring-token';

/**
 * GET /api/monitoring/export?format=json|csv (platform spec §7), saved as 'monitoring-data-YYYY-MM-DD.<format>'.
 * The window on screen goes along as `hours`, so the file holds the figures the visitor is looking at.
 */
export async function exportMonitoringData(
  format: MonitoringExportFormat,
  hours: number,
  now: Date = new Date(),
): Promise<void> {
  const response = await apiRequest(
    'GET',
    `/api/monitoring/export?format=${format}&hours=${hours}`,
    undefined,
    monitoringHeaders(),
  );
  saveFile(monitoringExportFileName(now, format), await response.blob());
}

export function useExportMonitoringData() {
  return useMutation({
    mutationFn: ({ format, hours }: { format: MonitoringExportFormat; hours: number }) =>
      exportMonitoringData(format, hours),
  });
}
