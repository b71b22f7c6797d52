// The build date: the calendar day, in the site's time zone (versions.timeZone), of the build's
// "now" (SOURCE_DATE_EPOCH when set). In: an instant and a time zone; out: YYYY-MM-DD.

/** The calendar date (YYYY-MM-DD) of an instant in a time zone: the day versions are placed on. */
export function buildDay(now: Date, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
