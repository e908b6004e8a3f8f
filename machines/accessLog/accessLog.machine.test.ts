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
const live: AccessEntry = { ...entry, id: 3, at: '2026-12-07T10:00:00.000Z', kind: 'screening', what: 'your GAD-7 result' };
const panel: AccessEntry = { ...entry, id: 4, kind: 'account', what: 'your account panel', reason: 'A report' };

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
        { type: 'privacy.accessLogged', entry: live },
      ] satisfies AccessLogEvent[] as AccessLogEvent[],
      states: {
        'accessLog.list.loading': (s) => expect(s.hasTag('loading')).toBe(true),
        'accessLog.list.ready': (s) => {
          expect(s.hasTag('loading') || s.hasTag('error')).toBe(false);
          // What was loaded, with the live entry on top once if it came (and is of the kind shown).
          expect(s.context.entries.at(-1)).toEqual(entry);
          expect(new Set(s.context.entries.map((e) => e.id)).size).toBe(s.context.entries.length);
        },
        'accessLog.list.failed': (s) => expect(s.hasTag('error')).toBe(true),
        'accessLog.export.idle': (s) => expect(s.hasTag('exporting') || s.hasTag('exportFailed')).toBe(false),
        'accessLog.export.exporting': (s) => expect(s.hasTag('exporting')).toBe(true),
        'accessLog.export.failed': (s) => expect(s.hasTag('exportFailed')).toBe(true),
      },
    });
  });

  it('adds a live entry on top at once, once, only of the kind shown, and keeps it when a load under way answers without it', async () => {
    const loads: ((entries: AccessEntry[]) => void)[] = [];
    const actor = createActor(
      accessLogMachine.provide({
        actors: {
          loadLog: fromPromise<AccessEntry[], AccessLogQuery>(() => new Promise((resolve) => loads.push(resolve))),
          exportLog: fromPromise<void, AccessLogQuery>(async () => {}),
        },
      }),
    ).start();
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    loads[0]!([entry]);
    await settle();
    actor.send({ type: 'privacy.accessLogged', entry: live });
    actor.send({ type: 'privacy.accessLogged', entry: live });
    expect(actor.getSnapshot().context.entries).toEqual([live, entry]);
    // Another page's news changes nothing.
    actor.send({ type: 'notes.changed', noteId: 1 });
    expect(actor.getSnapshot().context.entries).toEqual([live, entry]);

    // Refresh: the entry written during the read is kept over the read's older answer.
    actor.send({ type: 'accessLog.refresh' });
    actor.send({ type: 'privacy.accessLogged', entry: panel });
    loads[1]!([live, entry]);
    await settle();
    expect(actor.getSnapshot().context.entries.map((e) => e.id)).toEqual([4, 3, 2]);

    // Showing only the account panel's reads: a note's live entry is not shown.
    actor.send({ type: 'accessLog.filter', kind: 'account' });
    loads[2]!([panel]);
    await settle();
    actor.send({ type: 'privacy.accessLogged', entry: { ...live, id: 9 } });
    expect(actor.getSnapshot().context.entries).toEqual([panel]);
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
