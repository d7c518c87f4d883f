import { ApiError } from '../../lib/api-client';

/**
 * A server with MONITORING_TOKEN set asks for it as a bearer token on the monitoring routes. The dashboard asks the
 * person for it once and keeps it for this tab only (sessionStorage: gone when the tab closes, never sent to
 * another origin, not readable by other sites).
 */
const TOKEN_KEY = 'vitae:monitoring-token';

function tabStorage(): Storage | undefined {
  try {
    return sessionStorage;
  } catch {
    return undefined;
  }
}

export function readMonitoringToken(): string | undefined {
  return tabStorage()?.getItem(TOKEN_KEY) ?? undefined;
}

export function writeMonitoringToken(token: string): void {
  try {
    tabStorage()?.setItem(TOKEN_KEY, token.trim());
  } catch {
    // Storage refused: the token is asked again on the next load.
  }
}

/** The Authorization header for the monitoring calls, when a token was given. */
export function monitoringHeaders(): Record<string, string> {
  const token = readMonitoringToken();
  return token ? { authorization: `Bearer ${token}` } : {};
}

/** Whether a failed call was the server asking for the monitoring token (401). */
export const needsMonitoringToken = (error: unknown) => error instanceof ApiError && error.status === 401;
