import { assign, setup } from 'xstate';
import type { Member } from '../../contract/admin';
import { unprovidedPromise } from '../domain/placeholder';

/**
 * /admin-members' table (issue #36): the server searches, filters, sorts and pages; this machine
 * holds what was asked and reads again on every change (a newer question replaces one in flight).
 */
export interface MemberListFilters {
  q?: string;
  type?: number;
  mentor?: 'true' | 'false';
  suspended?: 'true' | 'false';
  joined_from?: string;
  joined_to?: string;
  sort: 'joined' | 'name' | 'type';
  order: 'asc' | 'desc';
  page: number;
}

export interface MemberPage {
  data: Member[];
  total: number;
  page: number;
  size: number;
}

export type MembersListEvent =
  | { type: 'filters.change'; filters: Partial<Omit<MemberListFilters, 'page'>> }
  | { type: 'page.go'; page: number }
  | { type: 'list.retry' }
  | { type: 'list.reload' };

export const FIRST_FILTERS: MemberListFilters = { sort: 'joined', order: 'desc', page: 0 };

export const membersListMachine = setup({
  types: {
    context: {} as { filters: MemberListFilters; result: MemberPage | null },
    events: {} as MembersListEvent,
    tags: {} as 'loading' | 'ready' | 'failed',
  },
  actors: { loadMembers: unprovidedPromise<MemberPage, MemberListFilters>('membersList', 'loadMembers') },
  actions: {
    applyFilters: assign(({ context, event }) =>
      event.type === 'filters.change' ? { filters: { ...context.filters, ...event.filters, page: 0 } } : {},
    ),
    goToPage: assign(({ context, event }) =>
      event.type === 'page.go' ? { filters: { ...context.filters, page: Math.max(0, event.page) } } : {},
    ),
  },
}).createMachine({
  id: 'membersList',
  context: { filters: FIRST_FILTERS, result: null },
  initial: 'loading',
  on: {
    'filters.change': { target: '.loading', actions: 'applyFilters' },
    'page.go': { target: '.loading', actions: 'goToPage' },
    'list.reload': { target: '.loading' },
  },
  states: {
    loading: {
      description: 'Reads the page the filters ask for; the last page read stays shown meanwhile.',
      tags: ['loading'],
      invoke: {
        id: 'load',
        src: 'loadMembers',
        input: ({ context }) => context.filters,
        onDone: { target: 'ready', actions: assign(({ event }) => ({ result: event.output })) },
        onError: { target: 'failed' },
      },
    },
    ready: { description: 'The page of members.', tags: ['ready'] },
    failed: {
      description: 'Could not read the members; Try again.',
      tags: ['failed'],
      on: { 'list.retry': { target: 'loading' } },
    },
  },
});
