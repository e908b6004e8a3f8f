/** SPEC §6's user types as an administrator reads them: words, not the type codes (#63.14). */
export const USER_TYPE_LABELS: Record<number, string> = {
  1: 'Caregiver',
  2: 'Care-seeker',
  4: 'Care provider',
  5: 'Care coordinator',
  99: 'Administrator',
};

export const typeLabel = (t: number) => USER_TYPE_LABELS[t] ?? `Type ${t}`;
/** The type inside a sentence: "asks to be a care provider". */
export const typeNoun = (t: number) => (USER_TYPE_LABELS[t] ?? `type ${t}`).toLowerCase();

const DATE = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
export const formatDay = (iso: string) => DATE.format(new Date(iso));
export const formatTime = (iso: string) => TIME.format(new Date(iso));
