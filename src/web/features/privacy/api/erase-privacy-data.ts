import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { removeAllStored } from '../../../lib/browser-storage';
import { clearSessionId } from '../../../lib/session-id';
import { privacyQueryKeys } from './privacy-keys';

/** POST /api/privacy/erasure (platform spec §7): deletes everything held about the visitor; no body either way. */
export async function erasePrivacyData(): Promise<void> {
  await apiRequest('POST', '/api/privacy/erasure');
}

/**
 * Platform spec §4: a successful erasure removes the stored session id (and, beyond the spec, everything else the
 * app keeps in this browser: the builder's resume, drafts, workspaces) and clears the loaded consent and
 * report (reset, so shown screens read them again under the new id: no consent, an empty report). Other
 * cached answers not on screen (resumes, versions, analyses) belonged to the erased visitor too: they are
 * dropped so no page shows deleted data from the cache.
 */
export function useErasePrivacyData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: erasePrivacyData,
    onSuccess: () => {
      clearSessionId();
      removeAllStored();
      queryClient.removeQueries({ type: 'inactive' });
      for (const queryKey of privacyQueryKeys()) void queryClient.resetQueries({ queryKey });
    },
  });
}
