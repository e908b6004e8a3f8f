/** SPEC §6's user types as an administrator reads them. */
export const USER_TYPE_LABELS: Record<number, string> = {
  1: 'Caregiver (1)',
  2: 'Care-seeker (2)',
  4: 'Care provider (4)',
  5: 'Care coordinator (5)',
  99: 'Administrator (99)',
};

export const typeLabel = (t: number) => USER_TYPE_LABELS[t] ?? `Type ${t}`;

const DATE = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
export const formatDay = (iso: string) => DATE.format(new Date(iso));
export const formatTime = (iso: string) => TIME.format(new Date(iso));
