import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { NewShare, ScreeningShare } from '../../contract/screening-shares';
import { testMachineModel } from '../../tests/machines/model';
import { screeningSharesMachine, type ScreeningSharesEvent, type ScreeningSharesLoaded } from './screeningShares.machine';

const jordan = { user_id: 5, display_name: 'Jordan Lee' };
const share = (id: number, resultId = 10): ScreeningShare => ({
  id,
  result_id: resultId,
  reader: jordan,
  created_at: '2026-12-01T12:00:00.000Z',
  until: id % 2 ? '2026-12-08T12:00:00.000Z' : null,
});
const loaded: ScreeningSharesLoaded = { readers: [jordan], shares: [share(1)] };
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
      stateKey: (s) => ({ value: s.value, ids: s.context.shares.map((x) => x.id), notice: s.context.notice }),
      events: [
        { type: 'xstate.done.actor.loadShares', output: loaded } as never,
        { type: 'xstate.error.actor.loadShares', error: new Error('503') } as never,
        { type: 'xstate.done.actor.shareResult', output: share(2, 11) } as never,
        { type: 'xstate.error.actor.shareResult', error: new Error('409') } as never,
        { type: 'xstate.done.actor.revokeShare' } as never,
        { type: 'xstate.error.actor.revokeShare', error: new Error('503') } as never,
        { type: 'shares.retry' },
        { type: 'shares.share', share: newShare },
        { type: 'shares.revoke', id: 1 },
      ] satisfies ScreeningSharesEvent[] as ScreeningSharesEvent[],
      always: (s) => {
        const ids = s.context.shares.map((x) => x.id);
        expect(new Set(ids).size).toBe(ids.length);
      },
      states: {
        'screeningShares.loading': (s) => expect(s.hasTag('loading')).toBe(true),
        'screeningShares.failed': (s) => expect(s.hasTag('error')).toBe(true),
        'screeningShares.ready': (s) => {
          expect(s.hasTag('busy')).toBe(false);
          expect(s.context.pending).toBeNull();
          expect(s.context.readers).toEqual([jordan]);
        },
        'screeningShares.sharing': (s) => expect(s.hasTag('busy')).toBe(true),
        'screeningShares.revoking': (s) => {
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
    actor.send({ type: 'shares.share', share: { result_id: 10, reader_id: 5, days: 30 } });
    await settle();
    expect(actor.getSnapshot().context.shares.map((s) => s.id)).toEqual([3]);
    expect(actor.getSnapshot().context.notice).toBe('Shared with Jordan Lee.');
    actor.send({ type: 'shares.revoke', id: 3 });
    await settle();
    expect(asked).toEqual([{ result_id: 10, reader_id: 5, days: 30 }, { id: 3 }]);
    expect(actor.getSnapshot().context).toMatchObject({ shares: [], notice: 'Jordan Lee can no longer see that result.' });
  });
});
