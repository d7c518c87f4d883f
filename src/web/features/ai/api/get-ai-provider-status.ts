import { type AiStatusResponse, aiStatusResponseSchema } from '@shared/api/ai';
import { aiProviderMessages } from '@shared/messages';
import { SESSION_HEADER } from '@shared/session-id';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSessionId } from '../../../lib/session-id';
import { aiErrorText } from '../ai-error-text';
import { aiKeys } from './ai-keys';

/** Platform spec §9: the status panel polls every 30 seconds (and on Refresh). */
export const PROVIDER_STATUS_REFRESH_MS = 30_000;

export type AiStatusData = AiStatusResponse['data'];

/** GET /api/ai-provider/status. Fails with the server's `error` text or the spec's fallback. */
export async function getAiProviderStatus(signal?: AbortSignal): Promise<AiStatusData> {
  let response: Response;
  try {
    response = await fetch('/api/ai-provider/status', {
      credentials: 'include',
      headers: { [SESSION_HEADER]: getSessionId() },
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new Error(aiProviderMessages.statusFallback, { cause: error });
  }
  if (!response.ok) throw new Error(await aiErrorText(response, aiProviderMessages.statusFallback));
  const parsed = aiStatusResponseSchema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new Error(aiProviderMessages.statusFallback);
  return parsed.data.data;
}

export const aiProviderStatusQueryOptions = () =>
  queryOptions({
    queryKey: aiKeys.status(),
    queryFn: ({ signal }) => getAiProviderStatus(signal),
    refetchInterval: PROVIDER_STATUS_REFRESH_MS,
  });

export function useAiProviderStatus() {
  return useQuery(aiProviderStatusQueryOptions());
}
