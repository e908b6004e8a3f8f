import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { NewShare, ScreeningShare } from '../../contract/screening-shares';
import { testMachineModel } from '../../tests/machines/model';
import {
  LONGEST_WAIT_MS,
  screeningSharesMachine,
  type ScreeningSharesEvent,
  type ScreeningSharesLoaded,
} from './screeningShares.machine';

const jordan = { user_id: 5, display_name: 'Jordan Lee' };
const share = (id: number, resultId = 10): ScreeningShare => ({
  id,
  result_id: resultId,
  reader: jordan,
  created_at: '2026-12-01T12:00:00.000Z',
  until: id % 2 ? '2026-12-08T12:00:00.000Z' : null,
});
const DAY = 24 * 60 * 60 * 1000;
/** The server's time of the read. */
const READ_AT = Date.parse('2026-12-01T12:00:00.000Z');
const loaded: ScreeningSharesLoaded = { readers: [jordan], shares: [share(1)], at: READ_AT };
const newShare: NewShare = { result_id: 11, reader_id: 5, days: 7 };

describe('screeningShares machine', () => {
  it('covers every state and transition: load, fail and retry, share or fail to, revoke or fail to', async () => {
    await testMachineModel({
      machine: screeningSharesMachine.provide({
        actors: {
          loadShares: fromPromise<ScreeningSharesLoaded>(() => new Promise(() => {})),
          shareResult: fromPromise<ScreeningShare, NewShare>(() => new Promise(() => {})),
          revokeShare: fromPromise<void, { id: number }>(() => new Promise(() => {})),
        },
      }),
      stateKey: (s) => ({
        value: s.value,
        ids: s.context.shares.map((x) => x.id),
        notice: s.context.notice,
        drafted: s.context.draft.readerId !== null,
      }),
      events: [
        { type: 'xstate.done.actor.loadShares', output: loaded } as never,
        { type: 'xstate.error.actor.loadShares', error: new Error('503') } as never,
        { type: 'xstate.done.actor.shareResult', output: share(2, 11) } as never,
        { type: 'xstate.error.actor.shareResult', error: new Error('409') } as never,
        { type: 'xstate.done.actor.revokeShare' } as never,
        { type: 'xstate.error.actor.revokeShare', error: new Error('503') } as never,
        { type: 'shares.retry' },
        { type: 'shares.share' },
        { type: 'shares.draft', draft: { resultId: newShare.result_id, readerId: newShare.reader_id } },
        { type: 'shares.revoke', id: 1 },
      ] satisfies ScreeningSharesEvent[] as ScreeningSharesEvent[],
      always: (s) => {
        const ids = s.context.shares.map((x) => x.id);
        expect(new Set(ids).size).toBe(ids.length);
      },
      states: {
        'screeningShares.acts.loading': (s) => expect(s.hasTag('loading')).toBe(true),
        'screeningShares.acts.failed': (s) => expect(s.hasTag('error')).toBe(true),
        'screeningShares.ending.idle': (s) => expect(s.context.at).toBe(0),
        // Waiting no longer than the earliest end, and never past the longest timer.
        'screeningShares.ending.waiting': (s) => {
          expect(s.context.wakeAt - s.context.at).toBeLessThanOrEqual(LONGEST_WAIT_MS);
          expect(s.context.shares.every((x) => x.until === null || Date.parse(x.until) >= s.context.wakeAt)).toBe(true);
        },
        'screeningShares.acts.ready': (s) => {
          expect(s.hasTag('busy')).toBe(false);
          expect(s.context.pending).toBeNull();
          expect(s.context.readers).toEqual([jordan]);
        },
        // Only a complete draft is shared.
        'screeningShares.acts.sharing': (s) => {
          expect(s.hasTag('busy')).toBe(true);
          expect(s.context.draft).toEqual({ resultId: 11, readerId: 5, days: 7 });
        },
        'screeningShares.acts.revoking': (s) => {
          expect(s.hasTag('busy')).toBe(true);
          expect(s.context.pending).toBe(1);
        },
      },
    });
  });

  it('shares, replacing a share of the same result with the same person, then revokes one, saying each in words', async () => {
    const asked: unknown[] = [];
    const actor = createActor(
      screeningSharesMachine.provide({
        actors: {
          loadShares: fromPromise(async () => loaded),
          shareResult: fromPromise<ScreeningShare, NewShare>(async ({ input }) => (asked.push(input), share(3, input.result_id))),
          revokeShare: fromPromise<void, { id: number }>(async ({ input }) => void asked.push(input)),
        },
      }),
    ).start();
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    await settle();
    // Nothing is shared until the result and the person are chosen.
    actor.send({ type: 'shares.share' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    actor.send({ type: 'shares.draft', draft: { resultId: 10 } });
    actor.send({ type: 'shares.draft', draft: { readerId: 5, days: 30 } });
    actor.send({ type: 'shares.share' });
    await settle();
    expect(actor.getSnapshot().context.shares.map((s) => s.id)).toEqual([3]);
    expect(actor.getSnapshot().context.notice).toBe('Shared with Jordan Lee.');
    actor.send({ type: 'shares.revoke', id: 3 });
    await settle();
    expect(asked).toEqual([{ result_id: 10, reader_id: 5, days: 30 }, { id: 3 }]);
    expect(actor.getSnapshot().context).toMatchObject({ shares: [], notice: 'Jordan Lee can no longer see that result.' });
  });

  it('drops a share from the list when its time runs out, counted from the server’s time, waking at the longest timer and waiting again', async () => {
    const clock = new SimulatedClock();
    // The device's clock is far from the server's: only the server's counts.
    clock.set(Date.parse('2020-01-01T00:00:00.000Z'));
    const week = { ...share(1), until: new Date(READ_AT + 7 * DAY).toISOString() };
    const month = { ...share(3), until: new Date(READ_AT + 30 * DAY).toISOString() };
    const actor = createActor(
      screeningSharesMachine.provide({
        actors: {
          loadShares: fromPromise(async () => ({ readers: [jordan], shares: [week, month, share(2)], at: READ_AT })),
          shareResult: fromPromise<ScreeningShare, NewShare>(() => new Promise(() => {})),
          revokeShare: fromPromise<void, { id: number }>(() => new Promise(() => {})),
        },
      }),
      { clock },
    ).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const ids = () => actor.getSnapshot().context.shares.map((x) => x.id);
    expect(ids()).toEqual([1, 3, 2]);
    clock.increment(7 * DAY - 1);
    expect(ids()).toEqual([1, 3, 2]);
    clock.increment(1);
    expect(ids()).toEqual([3, 2]);
    expect(actor.getSnapshot().context.notice).toBe('The time you shared a result with Jordan Lee for is over.');
    // 23 days more: past the longest timer (about 24.8 days), the page wakes once on the way and waits again.
    clock.increment(23 * DAY - 1);
    expect(ids()).toEqual([3, 2]);
    clock.increment(1);
    expect(ids()).toEqual([2]);
    actor.stop();
  });
});
