import { describe, expect, it } from 'vitest';
import { canJoin, nextSessions, type SessionTimes } from './nextSessions';
import { CHECK_IN_AFTER_MS, dueCheckIns } from './screeningDue';

const now = Date.parse('2026-11-25T15:00:00.000Z');
const minutes = (n: number) => new Date(now + n * 60_000).toISOString();
const booking = (id: number, start: number, status = 'scheduled'): SessionTimes & { id: number } => ({
  id,
  status,
  start: minutes(start),
  end: minutes(start + 30),
});

describe('next sessions on the dashboard', () => {
  it('keeps scheduled sessions not yet over, soonest first, three at most', () => {
    const list = [
      booking(1, 600),
      booking(2, -40),
      booking(3, -20),
      booking(4, 60, 'cancelled'),
      booking(5, 30),
      booking(6, 900),
    ];
    expect(nextSessions(list, now).map((b) => b.id)).toEqual([3, 5, 1]);
  });

  it('opens Join ten minutes before the start, until the end', () => {
    expect(canJoin(booking(1, 11), now)).toBe(false);
    expect(canJoin(booking(1, 10), now)).toBe(true);
    expect(canJoin(booking(1, -29), now)).toBe(true);
    expect(canJoin(booking(1, -30), now)).toBe(false);
    expect(canJoin(booking(1, 5, 'cancelled'), now)).toBe(false);
  });
});

describe('screening reminder', () => {
  it('is due four weeks after the last PHQ-9 or GAD-7 taken, never for a tool not taken', () => {
    const at = (ms: number) => new Date(now - ms).toISOString();
    const results = [
      { tool: 'phq9', taken_at: at(CHECK_IN_AFTER_MS + 1) },
      { tool: 'phq9', taken_at: at(CHECK_IN_AFTER_MS * 2) },
      { tool: 'psc17', taken_at: at(CHECK_IN_AFTER_MS * 3) },
    ];
    expect(dueCheckIns(results, now)).toEqual([{ tool: 'phq9', label: 'Depression (PHQ-9)', last: at(CHECK_IN_AFTER_MS + 1) }]);
    expect(dueCheckIns([...results, { tool: 'phq9', taken_at: at(CHECK_IN_AFTER_MS - 1) }], now)).toEqual([]);
    expect(dueCheckIns([], now)).toEqual([]);
  });
});
