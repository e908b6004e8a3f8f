import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { SharedResult } from '../../contract/screening-shares';
import { testMachineModel } from '../../tests/machines/model';
import { sharedWithMeMachine, type SharedWithMeEvent } from './sharedWithMe.machine';

const shared = (shareId: number): SharedResult => ({
  share_id: shareId,
  owner: { user_id: 7, display_name: 'Maya Patel' },
  until: null,
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
      machine: sharedWithMeMachine.provide({ actors: { loadShared: fromPromise<SharedResult[]>(() => new Promise(() => {})) } }),
      stateKey: (s) => ({ value: s.value, ids: s.context.shared.map((r) => r.share_id) }),
      events: [
        { type: 'xstate.done.actor.loadShared', output: [shared(2), shared(1)] } as never,
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
      sharedWithMeMachine.provide({ actors: { loadShared: fromPromise(async () => [shared(2), shared(1)]) } }),
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
});
