import type { ConsentBody } from '@shared/api/privacy';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { privacyKeys } from './privacy-keys';

/** POST /api/consent (platform spec §7): a new consent record; any answer body is ignored. */
export async function recordConsent(body: ConsentBody): Promise<void> {
  await apiRequest('POST', '/api/consent', body);
}

/**
 * Records consent, then reads the status again before settling, so a toggle or the badge never flickers back to
 * the old value; the report (whose activity log names the consent) is read again in the background.
 */
export function useRecordConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordConsent,
    onSuccess: async () => {
      void queryClient.invalidateQueries({ queryKey: privacyKeys.complianceReport() });
      await queryClient.invalidateQueries({ queryKey: privacyKeys.consentStatus() });
    },
  });
}
