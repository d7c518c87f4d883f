import { defaultRetentionDays, type RetentionPeriods } from '@shared/api/privacy';

/** A period in days as a reader says it: "1 day", "30 days", "1 year", "2 years". */
export function formatDays(days: number): string {
  if (days >= 365 && days % 365 === 0) {
    const years = days / 365;
    return years === 1 ? '1 year' : `${years} years`;
  }
  return days === 1 ? '1 day' : `${days} days`;
}

/**
 * The retention periods to state: the server's configured ones (from the compliance report) when they have
 * loaded, else the policy's defaults (platform spec §9), which are also the server's defaults.
 */
export function retentionPeriodsOf(loaded: RetentionPeriods | undefined): RetentionPeriods {
  return loaded ?? defaultRetentionDays;
}
