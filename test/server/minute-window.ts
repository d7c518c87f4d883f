/**
 * Waits, when the clock's minute has less than `roomMs` left, until the next minute starts: the rate limits
 * count in fixed one-minute windows, so a test that calls a limited route several times must not straddle two.
 */
export async function awayFromMinuteEnd(roomMs = 5000): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < roomMs) await new Promise((resolve) => setTimeout(resolve, left + 10));
}
