import { aiProviderMessages } from '@shared/messages';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../lib/toast-store';
import { type StreamAnalysisRequest, streamAnalysis } from './api/stream-analysis';
import { parseStreamedJson } from './streamed-result';
import { progressAfter, TIMER_TICK_MS } from './streaming-progress';

export interface StreamingState {
  isStreaming: boolean;
  /** 0-100, by the rules of platform spec §4 (streaming-progress.ts). */
  progress: number;
  output: string;
  /** The provider of the latest chunk. */
  provider: string | undefined;
  elapsedMs: number;
}

const idle: StreamingState = {
  isStreaming: false,
  progress: 0,
  output: '',
  provider: undefined,
  elapsedMs: 0,
};

/**
 * The streaming analysis of platform spec §4: `start` clears the output, sets the progress to 0 and starts the
 * timer (ticking every 100 ms); 'connected' sets 10, each chunk appends its text, names its provider and adds
 * 2 up to 90; 'complete' sets 100, stops, and hands the output read as JSON to `onComplete` (a destructive
 * notice when it is not JSON); an 'error' event or a failure resets the progress and says 'Streaming Failed'.
 * `stop` aborts the request ('Analysis Stopped'). Leaving the screen aborts it without a word.
 */
export function useStreamingAnalysis(onComplete: (result: unknown) => void) {
  const [state, setState] = useState<StreamingState>(idle);
  const controller = useRef<AbortController | undefined>(undefined);
  const isMounted = useRef(true);
  const completeRef = useRef(onComplete);
  completeRef.current = onComplete;

  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
      controller.current?.abort();
    };
  }, []);

  const start = useCallback(async (request: StreamAnalysisRequest) => {
    if (controller.current) return;
    const current = new AbortController();
    controller.current = current;
    const startedAt = Date.now();
    const update = (change: (previous: StreamingState) => Partial<StreamingState>) => {
      if (isMounted.current) setState((previous) => ({ ...previous, ...change(previous) }));
    };
    setState({ ...idle, isStreaming: true, progress: progressAfter(0, 'start') });
    const timer = setInterval(() => update(() => ({ elapsedMs: Date.now() - startedAt })), TIMER_TICK_MS);
    let output = '';
    try {
      let isComplete = false;
      for await (const event of streamAnalysis(request, current.signal)) {
        if (event.type === 'error') throw new Error(event.message || aiProviderMessages.streamError);
        if (event.type === 'chunk') {
          output += event.content;
          const text = output;
          update((previous) => ({
            output: text,
            provider: event.provider,
            progress: progressAfter(previous.progress, 'chunk'),
          }));
        } else update((previous) => ({ progress: progressAfter(previous.progress, event.type) }));
        if (event.type === 'complete') {
          isComplete = true;
          break;
        }
      }
      // A stream that ends without 'complete' was cut short.
      if (!isComplete) throw new Error(aiProviderMessages.streamError);
      const result = parseStreamedJson(output);
      if (result === undefined) toast({ ...aiProviderMessages.completedUnparsed, variant: 'destructive' });
      else {
        completeRef.current(result);
        toast({ ...aiProviderMessages.completed });
      }
    } catch (error) {
      update(() => ({ progress: progressAfter(0, current.signal.aborted ? 'abort' : 'error') }));
      if (current.signal.aborted) {
        if (isMounted.current) toast({ ...aiProviderMessages.stopped });
      } else {
        toast({
          title: aiProviderMessages.streamFailed,
          description:
            error instanceof Error && error.message ? error.message : aiProviderMessages.streamError,
          variant: 'destructive',
        });
      }
    } finally {
      clearInterval(timer);
      controller.current = undefined;
      update(() => ({ isStreaming: false, elapsedMs: Date.now() - startedAt }));
    }
  }, []);

  const stop = useCallback(() => controller.current?.abort(), []);

  return { ...state, start, stop };
}
