/** SPEC §9's en-GB dates (05 March 2025), as the notes show them. */
const savedDate = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'long', year: 'numeric' });

export function formatSavedDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : savedDate.format(date);
}
