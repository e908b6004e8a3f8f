/**
 * Every time a person reads, in one zone and one clock (issue #28 item 3): their own zone, the
 * time-zone setting where they have one (SPEC §3, a concierge's), else the browser's; and the
 * product's locale, en-GB (SPEC §9 dates are en-GB), whose clock is 24-hour. Nothing asks the
 * browser's locale for a clock, so chat, bookings, notices and the availability fields agree.
 * Intl does the zone arithmetic; nothing here adds offsets by hand.
 */
export const PRODUCT_LOCALE = 'en-GB';

/** The browser's own zone. */
export const browserZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

const knownZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat(PRODUCT_LOCALE, { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** The zone a person reads times in: their setting where set (and known), else the browser's. */
export const viewerZone = (setting?: string | null): string => (setting && knownZone(setting) ? setting : browserZone());

const formats = new Map<string, Intl.DateTimeFormat>();
const formatter = (key: string, options: Intl.DateTimeFormatOptions) => {
  let made = formats.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(PRODUCT_LOCALE, options);
    formats.set(key, made);
  }
  return made;
};
const toDate = (instant: string | Date) => (instant instanceof Date ? instant : new Date(instant));

/** "14:05": the product's clock, in `zone` (the runtime's own zone when none is given). */
export const clock = (instant: string | Date, zone?: string): string =>
  formatter(`clock|${zone ?? ''}`, { hour: '2-digit', minute: '2-digit', ...(zone ? { timeZone: zone } : {}) }).format(
    toDate(instant),
  );

/** "Thu 27 Nov, 14:00": a day and a time, short enough to lead a 50-character notice (SPEC §9). */
export const dayAndTime = (instant: string | Date, zone: string): string =>
  formatter(`dayTime|${zone}`, {
    timeZone: zone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(toDate(instant));
