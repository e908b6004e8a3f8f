/** A result's date in the reader's own locale and zone ("Nov 25, 2026"). */
export const takenOn = (iso: string) => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(iso));
