import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { availableSlots, findOverlap, type AvailabilityRule, type SlotSettings } from '../../server/booking/slots';

const weekly = (weekday: number, start: string, end: string): AvailabilityRule => ({
  weekday,
  date: null,
  start: minutes(start),
  end: minutes(end),
  off: false,
});
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
const settings = (timezone: string, extra: Partial<SlotSettings> = {}): SlotSettings => ({
  timezone,
  sessionMinutes: 60,
  bufferMinutes: 15,
  noticeMinutes: 0,
  ...extra,
});
const at = (iso: string) => Temporal.Instant.from(iso);
const starts = (dates: ReturnType<typeof availableSlots>) => dates.flatMap((d) => d.slots.map((s) => s.start));

describe('available slots', () => {
  it('cuts hours into sessions with the buffer between them', () => {
    const dates = availableSlots([weekly(1, '09:00', '12:00')], settings('UTC'), [], at('2026-11-23T00:00:00Z'), 6);
    expect(starts(dates)).toEqual(['2026-11-23T09:00:00.000Z', '2026-11-23T10:15:00.000Z']);
    expect(dates[0]!.slots[0]!.end).toBe('2026-11-23T10:00:00.000Z');
  });

  it('keeps the wall time across a DST change: the instant moves (a week across New York’s November change)', () => {
    const dates = availableSlots([weekly(1, '09:00', '10:00')], settings('America/New_York'), [], at('2026-10-26T00:00:00Z'), 8);
    // 09:00 EDT (UTC−4) before 1 November 2026, 09:00 EST (UTC−5) after.
    expect(starts(dates)).toEqual(['2026-10-26T13:00:00.000Z', '2026-11-02T14:00:00.000Z']);
  });

  it('gives no slot at a wall time that does not exist (Lisbon, spring) and one at a repeated one (New York, autumn)', () => {
    const night = [weekly(7, '00:00', '03:00')];
    const spring = availableSlots(night, settings('Europe/Lisbon', { bufferMinutes: 0 }), [], at('2026-03-28T12:00:00Z'), 1);
    // 29 March 2026: 01:00 jumps to 02:00, so 00:00 (UTC+0) and 02:00 (UTC+1) only.
    expect(starts(spring)).toEqual(['2026-03-29T00:00:00.000Z', '2026-03-29T01:00:00.000Z']);
    const autumn = availableSlots(night, settings('America/New_York', { bufferMinutes: 0 }), [], at('2026-10-31T12:00:00Z'), 1);
    // 1 November 2026: 01:00 happens twice; the first (EDT) is offered once, then 02:00 EST.
    expect(starts(autumn)).toEqual(['2026-11-01T04:00:00.000Z', '2026-11-01T05:00:00.000Z', '2026-11-01T07:00:00.000Z']);
  });

  it('leaves out slots within the notice, the past, and the buffer around a booking', () => {
    const rules = [weekly(1, '09:00', '17:00')];
    const now = at('2026-11-23T09:30:00Z');
    const busy = [{ start: Date.parse('2026-11-23T13:00:00Z'), end: Date.parse('2026-11-23T14:00:00Z') }];
    const dates = availableSlots(rules, settings('UTC', { noticeMinutes: 60 }), busy, now, 0);
    // 09:00 passed, 10:15 is within the hour's notice; 11:30 fine; 12:45 ends within 15 min of 13:00; 14:00 starts at the booking's end, within the buffer; 15:15 fine.
    expect(starts(dates)).toEqual(['2026-11-23T11:30:00.000Z', '2026-11-23T15:15:00.000Z']);
  });

  it('uses a date’s own hours, or none on a day off, instead of its weekday’s', () => {
    const rules: AvailabilityRule[] = [
      weekly(1, '09:00', '10:00'),
      { weekday: null, date: '2026-11-30', start: minutes('14:00'), end: minutes('15:00'), off: false },
      { weekday: null, date: '2026-12-07', start: 0, end: 1440, off: true },
    ];
    const dates = availableSlots(rules, settings('UTC'), [], at('2026-11-23T00:00:00Z'), 21);
    expect(starts(dates)).toEqual(['2026-11-23T09:00:00.000Z', '2026-11-30T14:00:00.000Z', '2026-12-14T09:00:00.000Z']);
  });

  it('finds overlapping ranges of a day', () => {
    expect(
      findOverlap([
        { start: 540, end: 720 },
        { start: 700, end: 800 },
      ]),
    ).toEqual([
      { start: 540, end: 720 },
      { start: 700, end: 800 },
    ]);
    expect(
      findOverlap([
        { start: 540, end: 720 },
        { start: 720, end: 800 },
      ]),
    ).toBeUndefined();
  });
});
