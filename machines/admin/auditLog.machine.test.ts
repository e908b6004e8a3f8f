import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { testMachineModel } from '../../tests/machines/model';
import { auditLogMachine, type AuditFilters, type AuditPage } from './auditLog.machine';

const page: AuditPage = { data: [], total: 0, page: 0, size: 50 };
const never = fromPromise<AuditPage, AuditFilters>(() => new Promise(() => {}));

describe('audit log machine', () => {
  it('covers every state and transition', async () => {
    await testMachineModel({
      machine: auditLogMachine.provide({ actors: { loadAudit: never } }),
      stateKey: (s) => ({
        value: s.value,
        page: s.context.filters.page,
        action: s.context.filters.action ?? '',
        shown: s.context.result !== null,
      }),
      events: [
        { type: 'filters.change', filters: { action: 'suspend' } },
        { type: 'page.go', page: 1 },
        { type: 'log.retry' },
        { type: 'xstate.done.actor.load', output: page } as never,
        { type: 'xstate.error.actor.load', error: new Error('unavailable') } as never,
      ],
      states: {
        'auditLog.loading': (s) => expect(s.hasTag('loading')).toBe(true),
        'auditLog.ready': (s) => expect(s.context.result).toEqual(page),
        'auditLog.failed': (s) => expect(s.hasTag('failed')).toBe(true),
      },
    });
  });

  it('asks for the filters from the first page after a change', async () => {
    const asked: AuditFilters[] = [];
    const actor = createActor(
      auditLogMachine.provide({ actors: { loadAudit: fromPromise(async ({ input }) => (asked.push(input), page)) } }),
    ).start();
    await waitFor(actor, (s) => s.hasTag('ready'));
    actor.send({ type: 'page.go', page: 3 });
    await waitFor(actor, (s) => s.hasTag('ready'));
    actor.send({ type: 'filters.change', filters: { action: 'unlock', from: '2026-11-01' } });
    await waitFor(actor, (s) => s.hasTag('ready'));
    expect(asked).toEqual([{ page: 0 }, { page: 3 }, { page: 0, action: 'unlock', from: '2026-11-01' }]);
  });
});
