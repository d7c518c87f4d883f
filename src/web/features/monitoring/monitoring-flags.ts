import {
  ERROR_RATE_THRESHOLD_PER_HOUR,
  type MonitoringDashboard,
  SUCCESS_RATE_THRESHOLD,
} from '@shared/api/monitoring';

/**
 * Platform spec §5 "Monitoring flags". A figure is judged as the dashboard shows it (two decimals), so a card
 * never reads "95%" unflagged or "1 per hour" flagged.
 */
export const roundToHundredths = (value: number) => Math.round(value * 100) / 100;

/** Success rate styled as a problem at or below 95 percent. */
export const isSuccessRateProblem = (percent: number) => roundToHundredths(percent) <= SUCCESS_RATE_THRESHOLD;

/** An error rate above 1 per hour is flagged. */
export const isErrorRateHigh = (perHour: number) =>
  roundToHundredths(perHour) > ERROR_RATE_THRESHOLD_PER_HOUR;

/** Any total errors above 0 are flagged. */
export const hasErrors = (totalErrors: number) => totalErrors > 0;

/** "Without data" (platform spec §2): no request and no analytics event in the window. */
export const hasNoMonitoringData = (data: MonitoringDashboard) =>
  data.performance.totalRequests === 0 && data.analytics.totalEvents === 0;
