import type { StreamAnalysisBody, StreamEvent } from '@shared/api/ai';
import { aiProviderMessages } from '@shared/messages';
import { SESSION_HEADER } from '@shared/session-id';
import { getSessionId } from '../../../lib/session-id';
import { aiErrorText } from '../ai-error-text';
import { createLineSplitter, parseStreamLine } from '../stream-lines';

/** The request of platform spec §3 "Analysis request"; without a model the server uses its default. */
export type StreamAnalysisRequest = Omit<StreamAnalysisBody, 'model'> & { model?: string | undefined };

/**
 * POST /api/ai-provider/stream-analysis, read as it arrives: yields each event of the stream (lines
 * 'data: <json>'; lines that cannot be read are skipped, platform spec §7). Throws an Error with the server's
 * `error` text or 'Failed to start streaming analysis' when the call is refused, and 'No response body
 * received' when there is no stream to read. `signal` aborts the request; leaving the loop early (after
 * 'complete', or on an error) cancels the stream, and the server then cancels its upstream call.
 */
export async function* streamAnalysis(
  body: StreamAnalysisRequest,
  signal: AbortSignal,
): AsyncGenerator<StreamEvent, void, undefined> {
  let response: Response;
  try {
    response = await fetch('/api/ai-provider/stream-analysis', {
      method: 'POST',
      credentials: 'include',
      headers: { [SESSION_HEADER]: getSessionId(), 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new Error(aiProviderMessages.startFailed, { cause: error });
  }
  if (!response.ok) throw new Error(await aiErrorText(response, aiProviderMessages.startFailed));
  const reader = response.body?.getReader();
  if (!reader) throw new Error(aiProviderMessages.noResponseBody);

  const decoder = new TextDecoder();
  const splitter = createLineSplitter();
  try {
    while (true) {
      const { done, value } = await reader.read();
      const lines = done
        ? [...splitter.push(decoder.decode()), ...splitter.flush()]
        : splitter.push(decoder.decode(value, { stream: true }));
      for (const line of lines) {
        const event = parseStreamLine(line);
        if (event) yield event;
      }
      if (done) return;
    }
  } finally {
    // Early exit or abort: let go of the connection (a no-op once the stream has ended).
    reader.cancel().catch(() => {});
  }
}
