const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/** A consent's or an activity's time in the visitor's locale ("Jun 1, 2025, 2:03 PM"); unparsable text as is. */
export function formatDateTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateTime.format(date);
}

/** The policy's last-updated date ("June 1, 2025"). */
export function formatLongDate(date: Date): string {
  return dateOnly.format(date);
}
