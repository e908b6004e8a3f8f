import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import type { AccessEntry } from '../../contract/accessLog';
import { testMachineModel } from '../../tests/machines/model';
import { accessLogMachine, type AccessLogEvent } from './accessLog.machine';

const entry: AccessEntry = {
  id: 2,
  at: '2026-12-07T09:00:00.000Z',
  reader: { user_id: 5, display_name: 'Jordan Lee' },
  kind: 'note',
  what: 'the note “Night log”',
  reason: null,
};

describe('accessLog machine', () => {
  it('covers every state and transition: load, a failure and Try again, Refresh', async () => {
    await testMachineModel({
      machine: accessLogMachine.provide({
        actors: { loadLog: fromPromise<AccessEntry[]>(() => new Promise(() => {})) },
      }),
      events: [
        { type: 'xstate.done.actor.loadLog', output: [entry] } as never,
        { type: 'xstate.done.actor.loadLog', output: [] } as never,
        { type: 'xstate.error.actor.loadLog', error: new Error('503') } as never,
        { type: 'accessLog.retry' },
        { type: 'accessLog.refresh' },
      ] satisfies AccessLogEvent[] as AccessLogEvent[],
      states: {
        'accessLog.loading': (s) => expect(s.hasTag('loading')).toBe(true),
        'accessLog.ready': (s) => {
          expect(s.hasTag('loading') || s.hasTag('error')).toBe(false);
          expect([[], [entry]]).toContainEqual(s.context.entries);
        },
        'accessLog.failed': (s) => expect(s.hasTag('error')).toBe(true),
      },
    });
  });
});
