const longDate = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "2026-03-05" → "05 March 2026" (SPEC §9 date format), independent of the visitor's time zone. */
export function formatDate(isoDate: string): string {
  return longDate.format(new Date(`${isoDate}T12:00:00Z`));
}
