import type { Slot } from './booking.types';

/** One day of slots in the viewer's zone. */
export interface SlotDay {
  /** YYYY-MM-DD in the viewer's zone. */
  date: string;
  slots: Slot[];
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The date of an instant in a zone (Intl does the zone arithmetic, never an offset by hand). */
export function dateIn(zone: string, iso: string): string {
  let format = dayFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(zone, format);
  }
  return format.format(new Date(iso));
}

/** Slots grouped by their date in `zone`, in order: a slot near midnight moves to the viewer's day. */
export function slotDays(slots: Slot[], zone: string): SlotDay[] {
  const days = new Map<string, Slot[]>();
  for (const slot of [...slots].sort((a, b) => Date.parse(a.start) - Date.parse(b.start))) {
    const date = dateIn(zone, slot.start);
    days.set(date, [...(days.get(date) ?? []), slot]);
  }
  return [...days].map(([date, daySlots]) => ({ date, slots: daySlots }));
}

/** "UTC+0", "UTC−5", "UTC+5:30" for a zone at an instant. */
export function offsetLabel(zone: string, at = new Date()): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(part ?? '');
  if (!match) return 'UTC+0';
  const [, sign, hours, minutes] = match;
  return `UTC${sign === '-' ? '−' : '+'}${Number(hours)}${minutes === '00' ? '' : `:${minutes}`}`;
}

/** "Europe/Lisbon, UTC+0": a zone by name, with its offset now (SPEC: shown by name and changeable). */
export const zoneLabel = (zone: string, at = new Date()) => `${zone}, ${offsetLabel(zone, at)}`;

/** Whether the runtime knows a zone name. */
export function isZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
