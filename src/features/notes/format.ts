/** SPEC §9: note dates en-GB, e.g. 05 March 2025. */
const noteDate = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'long', year: 'numeric' });

export function formatNoteDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : noteDate.format(date);
}
