import { privacyExportFileName } from '@shared/api/privacy';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { privacyKeys } from './privacy-keys';

/**
 * POST /api/privacy/export (platform spec §7): everything held about the visitor. The whole answer is saved,
 * pretty-printed, as 'privacy-data-export-YYYY-MM-DD.json'.
 */
export async function exportPrivacyData(now: Date = new Date()): Promise<void> {
  const response = await apiRequest('POST', '/api/privacy/export', { format: 'json' });
  const data: unknown = await response.json();
  saveFile(
    privacyExportFileName(now),
    new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
  );
}

/** The export is itself a logged processing activity, so the report is read again afterwards. */
export function useExportPrivacyData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => exportPrivacyData(),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: privacyKeys.complianceReport() }),
  });
}
