import { Temporal } from 'temporal-polyfill';

/** Hours in the concierge's own zone, as minutes after midnight: [start, end). */
export interface Hours {
  start: number;
  end: number;
}

export interface AvailabilityRule {
  /** 1 = Monday … 7 = Sunday (ISO, as Temporal's dayOfWeek). */
  weekday: number | null;
  /** YYYY-MM-DD: this date's own hours, replacing the weekly ones. */
  date: string | null;
  start: number;
  end: number;
  off: boolean;
}

export interface SlotSettings {
  timezone: string;
  sessionMinutes: number;
  bufferMinutes: number;
  noticeMinutes: number;
}

/** A busy time, in epoch milliseconds. */
export interface Busy {
  start: number;
  end: number;
}

export interface Slot {
  /** ISO instants (UTC, `Z`). */
  start: string;
  end: string;
}

export interface AvailableDate {
  /** The date in the concierge's zone. */
  date: string;
  slots: Slot[];
}

/** How far ahead anyone can book. */
export const BOOKING_HORIZON_DAYS = 60;

/**
 * Every bookable slot from `now` (plus the notice) to the horizon: each date's hours (its own,
 * else its weekday's) are cut into sessions separated by the buffer, in the concierge's zone,
 * so a Monday 09:00 stays 09:00 across a DST change and the instant moves instead. A wall time
 * that does not exist (the hour skipped in spring) gives no slot; a repeated one (autumn)
 * gives one slot, its first occurrence. Slots that come within the buffer of a busy time go.
 */
export function availableSlots(
  rules: AvailabilityRule[],
  settings: SlotSettings,
  busy: Busy[],
  now: Temporal.Instant,
  horizonDays = BOOKING_HORIZON_DAYS,
): AvailableDate[] {
  const zone = settings.timezone;
  const earliest = now.epochMilliseconds + settings.noticeMinutes * 60_000;
  const bufferMs = settings.bufferMinutes * 60_000;
  const sessionMs = settings.sessionMinutes * 60_000;
  const blocked = busy.map((b) => ({ start: b.start - bufferMs, end: b.end + bufferMs })).sort((a, b) => a.start - b.start);

  const weekly = new Map<number, Hours[]>();
  const dated = new Map<string, AvailabilityRule[]>();
  for (const rule of rules) {
    if (rule.date) dated.set(rule.date, [...(dated.get(rule.date) ?? []), rule]);
    else if (rule.weekday && !rule.off) weekly.set(rule.weekday, [...(weekly.get(rule.weekday) ?? []), rule]);
  }

  const today = now.toZonedDateTimeISO(zone).toPlainDate();
  const result: AvailableDate[] = [];
  for (let offset = 0; offset <= horizonDays; offset++) {
    const date = today.add({ days: offset });
    const own = dated.get(date.toString());
    const hours = own ? (own.some((r) => r.off) ? [] : own) : (weekly.get(date.dayOfWeek) ?? []);
    const slots: Slot[] = [];
    const seen = new Set<number>();
    for (const range of [...hours].sort((a, b) => a.start - b.start)) {
      for (
        let minute = range.start;
        minute + settings.sessionMinutes <= range.end;
        minute += settings.sessionMinutes + settings.bufferMinutes
      ) {
        const start = wallTime(date, minute, zone);
        if (start === undefined || seen.has(start)) continue;
        seen.add(start);
        const end = start + sessionMs;
        if (start < earliest || end > now.epochMilliseconds + (horizonDays + 1) * 86_400_000) continue;
        if (blocked.some((b) => b.start < end && start < b.end)) continue;
        slots.push({ start: iso(start), end: iso(end) });
      }
    }
    if (slots.length > 0) result.push({ date: date.toString(), slots });
  }
  return result;
}

/** Whether `start` (an instant) begins one of the slots. */
export function isAvailable(dates: AvailableDate[], start: string): Slot | undefined {
  const at = Date.parse(start);
  for (const day of dates) for (const slot of day.slots) if (Date.parse(slot.start) === at) return slot;
  return undefined;
}

/** The instant of a wall time in a zone, or undefined when that wall time does not exist there. */
function wallTime(date: Temporal.PlainDate, minute: number, zone: string): number | undefined {
  const time = new Temporal.PlainTime(Math.floor(minute / 60), minute % 60);
  try {
    return date.toPlainDateTime(time).toZonedDateTime(zone, { disambiguation: 'reject' }).epochMilliseconds;
  } catch (error) {
    if (error instanceof RangeError) {
      // 'reject' throws for both a skipped and a repeated wall time; keep the repeated one's first.
      const earlier = date.toPlainDateTime(time).toZonedDateTime(zone, { disambiguation: 'earlier' });
      return earlier.toPlainDateTime().equals(date.toPlainDateTime(time)) ? earlier.epochMilliseconds : undefined;
    }
    throw error;
  }
}

const iso = (ms: number) => new Date(ms).toISOString();

/** "Europe/Lisbon" → "+00:00" now: the offset sent beside a zone (SPEC §3 timezone, offset). */
export function currentOffset(zone: string, now = Temporal.Now.instant()): string {
  return now.toZonedDateTimeISO(zone).offset;
}

/** Whether the name is a time zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  try {
    Temporal.Now.instant().toZonedDateTimeISO(zone);
    return true;
  } catch {
    return false;
  }
}

/** "HH:MM" ↔ minutes after midnight; "24:00" is the end of the day. */
export function toMinutes(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

export function toHhmm(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Overlapping pairs among ranges of one day, for a refusal that names them. */
export function findOverlap<T extends Hours>(ranges: T[]): [T, T] | undefined {
  const sorted = [...ranges].sort((a, b) => a.start - b.start);
  for (let i = 1; i < sorted.length; i++) {
    const prev = sorted[i - 1]!;
    const next = sorted[i]!;
    if (next.start < prev.end) return [prev, next];
  }
  return undefined;
}
