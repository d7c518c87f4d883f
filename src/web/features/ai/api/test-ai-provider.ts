import { type AiTestResponse, aiTestResponseSchema } from '@shared/api/ai';
import { aiProviderMessages } from '@shared/messages';
import { SESSION_HEADER } from '@shared/session-id';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSessionId } from '../../../lib/session-id';
import { aiErrorText } from '../ai-error-text';
import { aiKeys } from './ai-keys';

/**
 * POST /api/ai-provider/test: a tiny call to the first available provider. The spec sends the JSON content
 * type with no body; an empty object is sent, since a JSON content type with an empty body is itself
 * malformed JSON to most servers (Fastify answers it 400).
 */
export async function testAiProvider(): Promise<AiTestResponse['data']> {
  let response: Response;
  try {
    response = await fetch('/api/ai-provider/test', {
      method: 'POST',
      credentials: 'include',
      headers: { [SESSION_HEADER]: getSessionId(), 'content-type': 'application/json' },
      body: '{}',
    });
  } catch (error) {
    throw new Error(aiProviderMessages.testFallback, { cause: error });
  }
  if (!response.ok) throw new Error(await aiErrorText(response, aiProviderMessages.testFallback));
  const parsed = aiTestResponseSchema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new Error(aiProviderMessages.testFallback);
  return parsed.data.data;
}

/** The test uses a provider's quota, so the status (its usage bars) is read again afterwards. */
export function useTestAiProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: testAiProvider,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: aiKeys.status() }),
  });
}
