import { assign, setup } from 'xstate';
import type { AuditAction, AuditRow } from '../../contract/admin';
import { unprovidedPromise } from '../domain/placeholder';

/**
 * /admin-audit (issue #36): the audit log filtered and paged by the server, newest first; the
 * CSV export asks for the same filters (the view builds its download from them).
 */
export interface AuditFilters {
  action?: AuditAction;
  target?: number;
  from?: string;
  to?: string;
  page: number;
}

export interface AuditPage {
  data: AuditRow[];
  total: number;
  page: number;
  size: number;
}

export type AuditLogEvent =
  | { type: 'filters.change'; filters: Partial<Omit<AuditFilters, 'page'>> }
  | { type: 'page.go'; page: number }
  | { type: 'log.retry' };

export const auditLogMachine = setup({
  types: {
    context: {} as { filters: AuditFilters; result: AuditPage | null },
    events: {} as AuditLogEvent,
    tags: {} as 'loading' | 'ready' | 'failed',
  },
  actors: { loadAudit: unprovidedPromise<AuditPage, AuditFilters>('auditLog', 'loadAudit') },
}).createMachine({
  id: 'auditLog',
  context: { filters: { page: 0 }, result: null },
  initial: 'loading',
  on: {
    'filters.change': {
      target: '.loading',
      actions: assign(({ context, event }) => ({ filters: { ...context.filters, ...event.filters, page: 0 } })),
    },
    'page.go': {
      target: '.loading',
      actions: assign(({ context, event }) => ({ filters: { ...context.filters, page: Math.max(0, event.page) } })),
    },
  },
  states: {
    loading: {
      description: 'Reads the page the filters ask for.',
      tags: ['loading'],
      invoke: {
        id: 'load',
        src: 'loadAudit',
        input: ({ context }) => context.filters,
        onDone: { target: 'ready', actions: assign(({ event }) => ({ result: event.output })) },
        onError: { target: 'failed' },
      },
    },
    ready: { description: 'The page of audit rows.', tags: ['ready'] },
    failed: { description: 'Could not read the log; Try again.', tags: ['failed'], on: { 'log.retry': { target: 'loading' } } },
  },
});
