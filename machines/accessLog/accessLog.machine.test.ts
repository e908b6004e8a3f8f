import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { AccessEntry } from '../../contract/accessLog';
import { testMachineModel } from '../../tests/machines/model';
import { accessLogMachine, type AccessLogEvent, type AccessLogQuery } from './accessLog.machine';

const entry: AccessEntry = {
  id: 2,
  at: '2026-12-07T09:00:00.000Z',
  reader: { user_id: 5, display_name: 'Jordan Lee' },
  kind: 'note',
  what: 'the note “Night log”',
  reason: null,
};

describe('accessLog machine', () => {
  it('covers every state and transition: load, a failure and Try again, Refresh, a filter, the CSV and its failure', async () => {
    await testMachineModel({
      machine: accessLogMachine.provide({
        actors: {
          loadLog: fromPromise<AccessEntry[], AccessLogQuery>(() => new Promise(() => {})),
          exportLog: fromPromise<void, AccessLogQuery>(() => new Promise(() => {})),
        },
      }),
      events: [
        { type: 'xstate.done.actor.loadLog', output: [entry] } as never,
        { type: 'xstate.error.actor.loadLog', error: new Error('503') } as never,
        { type: 'xstate.done.actor.exportLog' } as never,
        { type: 'xstate.error.actor.exportLog', error: new Error('503') } as never,
        { type: 'accessLog.retry' },
        { type: 'accessLog.refresh' },
        { type: 'accessLog.filter', kind: 'account' },
        { type: 'accessLog.export' },
      ] satisfies AccessLogEvent[] as AccessLogEvent[],
      states: {
        'accessLog.list.loading': (s) => expect(s.hasTag('loading')).toBe(true),
        'accessLog.list.ready': (s) => {
          expect(s.hasTag('loading') || s.hasTag('error')).toBe(false);
          expect(s.context.entries).toEqual([entry]);
        },
        'accessLog.list.failed': (s) => expect(s.hasTag('error')).toBe(true),
        'accessLog.export.idle': (s) => expect(s.hasTag('exporting') || s.hasTag('exportFailed')).toBe(false),
        'accessLog.export.exporting': (s) => expect(s.hasTag('exporting')).toBe(true),
        'accessLog.export.failed': (s) => expect(s.hasTag('exportFailed')).toBe(true),
      },
    });
  });

  it('asks for the kind shown, for the list and for the CSV', async () => {
    const asked: unknown[] = [];
    const actor = createActor(
      accessLogMachine.provide({
        actors: {
          loadLog: fromPromise<AccessEntry[], AccessLogQuery>(async ({ input }) => (asked.push(['list', input.kind]), [])),
          exportLog: fromPromise<void, AccessLogQuery>(async ({ input }) => void asked.push(['csv', input.kind])),
        },
      }),
    ).start();
    actor.send({ type: 'accessLog.filter', kind: 'note' });
    actor.send({ type: 'accessLog.export' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked).toEqual([
      ['list', null],
      ['list', 'note'],
      ['csv', 'note'],
    ]);
    expect(actor.getSnapshot().context.kind).toBe('note');
  });
});
