import { describe, expect, it } from 'vitest';
import { testMachineModel } from '../../tests/machines/model';
import { sessionClockMachine } from './sessionClock.machine';

const MIN = 60_000;

describe('session clock machine', () => {
  it('says "5 minutes left" five minutes before the scheduled end, then that it is over', async () => {
    const told: string[] = [];
    await testMachineModel({
      machine: sessionClockMachine.provide({
        actions: { 'announce ending soon': () => void told.push('ending soon'), 'announce over': () => void told.push('over') },
      }),
      // Came in with an hour to go, with three minutes to go, and after the end.
      inputs: [
        { endsAt: 60 * MIN, joinedAt: 0 },
        { endsAt: 60 * MIN, joinedAt: 57 * MIN },
        { endsAt: 60 * MIN, joinedAt: 61 * MIN },
      ],
      beforePath: () => void (told.length = 0),
      states: {
        'sessionClock.onTime': (s, { clock }) => {
          // Before the five-minute mark (for someone who came in later, only the instant they came in).
          expect(clock.now()).toBeLessThanOrEqual(Math.max(0, s.context.endsAt - 5 * MIN - s.context.joinedAt));
          expect(told).toEqual([]);
        },
        'sessionClock.endingSoon': (s, { clock }) => {
          // Said once, at five minutes to go (at once for someone who came in later than that).
          expect(told).toEqual(['ending soon']);
          expect(Math.max(s.context.joinedAt, s.context.joinedAt + clock.now())).toBe(
            Math.max(s.context.joinedAt, s.context.endsAt - 5 * MIN),
          );
        },
        'sessionClock.over': (s, { clock }) => {
          expect(told).toEqual(['ending soon', 'over']);
          expect(s.context.joinedAt + clock.now()).toBe(Math.max(s.context.joinedAt, s.context.endsAt));
        },
      },
    });
  });
});
