import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { SharedResult } from '../../contract/screening-shares';
import { testMachineModel } from '../../tests/machines/model';
import { LONGEST_WAIT_MS, sharedWithMeMachine, type SharedRead, type SharedWithMeEvent } from './sharedWithMe.machine';

const DAY = 24 * 60 * 60 * 1000;
/** When the list was read, by the page's clock. */
const READ_AT = Date.parse('2026-12-01T12:00:00.000Z');

const shared = (shareId: number, until: string | null = null, owner = 'Maya Patel'): SharedResult => ({
  share_id: shareId,
  owner: { user_id: 7, display_name: owner },
  until,
  result: {
    id: 40 + shareId,
    tool: 'gad7',
    answers: [0, 1, 0, 0, 1, 0, 0],
    score: 2,
    max: 21,
    band: 'minimal',
    subscales: [],
    safety_flag: false,
    not_yet: 0,
    taken_at: '2026-11-20T09:00:00.000Z',
  },
});

describe('sharedWithMe machine', () => {
  it('covers every state and transition: load, fail and retry, a share revoked live, a new share read again', async () => {
    await testMachineModel({
      machine: sharedWithMeMachine.provide({ actors: { loadShared: fromPromise<SharedRead>(() => new Promise(() => {})) } }),
      stateKey: (s) => ({ value: s.value, ids: s.context.shared.map((r) => r.share_id) }),
      events: [
        {
          type: 'xstate.done.actor.loadShared',
          output: { shared: [shared(2), shared(1, new Date(READ_AT + 7 * DAY).toISOString())], at: READ_AT },
        } as never,
        { type: 'xstate.error.actor.loadShared', error: new Error('503') } as never,
        { type: 'shared.retry' },
        { type: 'privacy.screeningUnshared', shareId: 1 },
        { type: 'privacy.screeningUnshared', shareId: 99 },
        { type: 'privacy.screeningShared', shareId: 3 },
        { type: 'notes.changed', noteId: 1 },
      ] satisfies SharedWithMeEvent[] as SharedWithMeEvent[],
      states: {
        'sharedWithMe.loading': (s) => expect(s.hasTag('loading')).toBe(true),
        'sharedWithMe.ready': (s) => {
          expect(s.hasTag('ready')).toBe(true);
          // A revoked share is gone and said; the other stays.
          const ids = s.context.shared.map((r) => r.share_id);
          expect(ids.includes(1)).toBe(s.context.notice === null);
          expect(ids).toContain(2);
        },
        'sharedWithMe.failed': (s) => expect(s.hasTag('error')).toBe(true),
      },
    });
  });

  it('takes a revoked result off at once and says whose it was; another share’s news or another page’s changes nothing', async () => {
    const actor = createActor(
      sharedWithMeMachine.provide({
        actors: { loadShared: fromPromise(async () => ({ shared: [shared(2), shared(1)], at: READ_AT })) },
      }),
    ).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    actor.send({ type: 'privacy.screeningUnshared', shareId: 99 });
    actor.send({ type: 'notes.changed', noteId: 2 });
    expect(actor.getSnapshot().context).toMatchObject({ notice: null });
    expect(actor.getSnapshot().context.shared).toHaveLength(2);
    actor.send({ type: 'privacy.screeningUnshared', shareId: 1 });
    expect(actor.getSnapshot().context.shared.map((s) => s.share_id)).toEqual([2]);
    expect(actor.getSnapshot().context.notice).toBe('Maya Patel stopped sharing a result with you.');
  });

  it('takes a share off when its time runs out, by the clock from the read, and says whose it was', async () => {
    const clock = new SimulatedClock();
    const in7days = new Date(READ_AT + 7 * DAY).toISOString();
    const in30days = new Date(READ_AT + 30 * DAY).toISOString();
    const actor = createActor(
      sharedWithMeMachine.provide({
        actors: {
          loadShared: fromPromise(async () => ({
            shared: [shared(3, in30days, 'Sam Lee'), shared(2), shared(1, in7days)],
            at: READ_AT,
          })),
        },
      }),
      { clock },
    ).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const ids = () => actor.getSnapshot().context.shared.map((s) => s.share_id);
    expect(ids()).toEqual([3, 2, 1]);
    clock.increment(7 * DAY - 1);
    expect(ids()).toEqual([3, 2, 1]);
    expect(actor.getSnapshot().context.notice).toBeNull();
    clock.increment(1);
    expect(ids()).toEqual([3, 2]);
    expect(actor.getSnapshot().context.notice).toBe('The time Maya Patel shared a result with you for is over.');
    clock.increment(23 * DAY - 1);
    expect(ids()).toEqual([3, 2]);
    clock.increment(1);
    expect(ids()).toEqual([2]);
    expect(actor.getSnapshot().context.notice).toBe('The time Sam Lee shared a result with you for is over.');
    // Until revoked: it stays however long the page is open.
    clock.increment(365 * DAY);
    expect(ids()).toEqual([2]);
    expect(actor.getSnapshot().matches('ready')).toBe(true);
  });

  it('takes off every share that ended at once, and a share revoked before its end does not move the others’ end', async () => {
    const clock = new SimulatedClock();
    const in7days = new Date(READ_AT + 7 * DAY).toISOString();
    const in8days = new Date(READ_AT + 8 * DAY).toISOString();
    const actor = createActor(
      sharedWithMeMachine.provide({
        actors: {
          loadShared: fromPromise(async () => ({
            shared: [shared(4, in8days, 'Sam Lee'), shared(3, in8days), shared(2, in7days), shared(1)],
            at: READ_AT,
          })),
        },
      }),
      { clock },
    ).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const ids = () => actor.getSnapshot().context.shared.map((s) => s.share_id);
    clock.increment(DAY);
    actor.send({ type: 'privacy.screeningUnshared', shareId: 2 });
    expect(ids()).toEqual([4, 3, 1]);
    clock.increment(6 * DAY);
    expect(ids()).toEqual([4, 3, 1]);
    clock.increment(DAY - 1);
    expect(ids()).toEqual([4, 3, 1]);
    clock.increment(1);
    expect(ids()).toEqual([1]);
    expect(actor.getSnapshot().context.notice).toBe('The time is over for 2 results shared with you (Sam Lee, Maya Patel).');
  });

  it('keeps a 30-day share past the longest timer (about 24.8 days) and takes it off at its end', async () => {
    const clock = new SimulatedClock();
    const actor = createActor(
      sharedWithMeMachine.provide({
        actors: {
          loadShared: fromPromise(async () => ({
            shared: [shared(5, new Date(READ_AT + 30 * DAY).toISOString())],
            at: READ_AT,
          })),
        },
      }),
      { clock },
    ).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(30 * DAY).toBeGreaterThan(LONGEST_WAIT_MS);
    clock.increment(LONGEST_WAIT_MS);
    expect(actor.getSnapshot().context.shared).toHaveLength(1);
    clock.increment(30 * DAY - LONGEST_WAIT_MS - 1);
    expect(actor.getSnapshot().context.shared).toHaveLength(1);
    clock.increment(1);
    expect(actor.getSnapshot().context.shared).toHaveLength(0);
    expect(actor.getSnapshot().context.notice).toBe('The time Maya Patel shared a result with you for is over.');
  });
});
