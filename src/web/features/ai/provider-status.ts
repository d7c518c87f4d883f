import type { AiProviderStatus } from '@shared/api/ai';

/** Platform spec §4 "Provider card status": Blocked when the flag is set, else Available, else Rate Limited. */
export type ProviderState = 'Blocked' | 'Available' | 'Rate Limited';

export function providerState(provider: Pick<AiProviderStatus, 'blocked' | 'available'>): ProviderState {
  if (provider.blocked) return 'Blocked';
  return provider.available ? 'Available' : 'Rate Limited';
}

/**
 * The time left until `until` (ms since the epoch), written 'Xm Ys' (platform spec §2). Whole seconds are
 * rounded up, so a block with half a second left still reads "0m 1s"; a block already over reads "0m 0s".
 */
export function formatCountdown(until: number, now: number): string {
  const seconds = Math.max(0, Math.ceil((until - now) / 1000));
  return `${Math.floor(seconds / 60)}m ${seconds % 60}s`;
}

/** A usage bar's fill in percent, capped at 100 (platform spec §9); a limit of 0 (none set) shows an empty bar. */
export function usagePercent(used: number, limit: number | undefined): number {
  if (!limit || limit <= 0) return 0;
  return Math.min(100, Math.max(0, (used / limit) * 100));
}

const providerLabels = new Map([
  ['openrouter', 'OpenRouter'],
  ['groq', 'Groq'],
  ['gemini', 'Google Gemini'],
  ['mistral', 'Mistral'],
  ['local', 'Local model server'],
  ['built-in', 'Vitae built-in engine'],
]);

/** A provider's name as people write it; a name we do not know is shown as the server sent it. */
export function providerLabel(name: string): string {
  return providerLabels.get(name) ?? name;
}
