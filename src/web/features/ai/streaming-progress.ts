import type { StreamEvent } from '@shared/api/ai';

/** Platform spec §9: each chunk adds 2 points, at most 90 before the stream completes. */
export const CHUNK_PROGRESS = 2;
export const MAX_PROGRESS_BEFORE_COMPLETE = 90;
export const CONNECTED_PROGRESS = 10;
/** Platform spec §9: the elapsed timer ticks every 100 ms. */
export const TIMER_TICK_MS = 100;

/**
 * The progress bar after one step of the stream (platform spec §4 "Streaming analysis"): a start clears it,
 * 'connected' sets 10, each chunk adds 2 up to 90, 'complete' sets 100, an error or an abort resets it to 0.
 */
export function progressAfter(progress: number, step: StreamEvent['type'] | 'start' | 'abort'): number {
  switch (step) {
    case 'start':
    case 'error':
    case 'abort':
      return 0;
    case 'connected':
      return CONNECTED_PROGRESS;
    case 'chunk':
      return Math.min(MAX_PROGRESS_BEFORE_COMPLETE, progress + CHUNK_PROGRESS);
    case 'complete':
      return 100;
  }
}

/** Elapsed time as m:ss (platform spec §2): 0:00, 0:09, 1:05, 12:00. */
export function formatElapsed(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
