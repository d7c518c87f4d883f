import { type StreamEvent, streamEventSchema } from '@shared/api/ai';

/**
 * Reads the stream of POST /api/ai-provider/stream-analysis (platform spec §7): text arrives in pieces that
 * may cut a line anywhere, so whole lines are handed out as they complete and the rest is kept for the next
 * piece. `flush` hands out a last line the stream ended without a newline.
 */
export function createLineSplitter() {
  let pending = '';
  return {
    push(text: string): string[] {
      pending += text;
      const lines = pending.split(/\r?\n/);
      pending = lines.pop() ?? '';
      return lines;
    },
    flush(): string[] {
      const last = pending;
      pending = '';
      return last === '' ? [] : [last];
    },
  };
}

const DATA_PREFIX = 'data: ';

/**
 * One line of the stream as an event: a line beginning 'data: ' followed by JSON of the contract's shape.
 * Anything else (blank separators, comments, a line that is not JSON or not an event) is ignored: undefined.
 */
export function parseStreamLine(line: string): StreamEvent | undefined {
  if (!line.startsWith(DATA_PREFIX)) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(line.slice(DATA_PREFIX.length));
  } catch {
    return undefined;
  }
  const parsed = streamEventSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
