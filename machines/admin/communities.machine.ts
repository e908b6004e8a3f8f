import { assign, setup } from 'xstate';
import { REASON_MAX } from '../../contract/admin';
import type { AdminCommunity, COMMUNITY_SORTS } from '../../contract/admin-communities';
import { unprovidedPromise } from '../domain/placeholder';
import { failureOf } from './memberActions.machine';

/**
 * /admin-communities (issue #36): every community with its counts as the server searches, sorts and
 * pages them; an action (create, edit, archive, restore, pin or unpin for everyone, add or remove a
 * moderator) is confirmed with a reason before anything is sent, then the list is read again. A
 * refusal keeps the reason. The same shape as /admin-questions' machine (questions.machine.ts).
 */
export interface CommunitiesFilters {
  q: string;
  sort: (typeof COMMUNITY_SORTS)[number];
  order: 'asc' | 'desc';
  page: number;
}

export interface CommunitiesPage {
  data: AdminCommunity[];
  total: number;
  page: number;
  size: number;
}

export interface CommunityFields {
  community_name: string;
  description: string;
  join_policy: 'PUBLIC' | 'APPROVAL';
}

export type CommunityAction =
  | { kind: 'create'; fields: CommunityFields }
  | { kind: 'edit'; communityId: number; fields: CommunityFields }
  | { kind: 'archive' | 'restore' | 'pin' | 'unpin'; communityId: number }
  | { kind: 'addModerator' | 'removeModerator'; communityId: number; userName: string };

export type CommunitiesEvent =
  | { type: 'filters.change'; filters: Partial<Omit<CommunitiesFilters, 'page'>> }
  | { type: 'page.go'; page: number }
  | { type: 'list.retry' }
  | { type: 'action.open'; action: CommunityAction }
  | { type: 'reason.change'; value: string }
  | { type: 'action.confirm' }
  | { type: 'action.cancel' }
  | { type: 'action.retry' };

export interface CommunitiesContext {
  filters: CommunitiesFilters;
  result: CommunitiesPage | null;
  action: CommunityAction | null;
  reason: string;
  failure: string | null;
  /** What the last action did, for the status line. */
  notice: string | null;
}

const DONE: Record<CommunityAction['kind'], string> = {
  create: 'Created the community.',
  edit: 'Saved the community.',
  archive: 'Archived the community.',
  restore: 'Restored the community.',
  pin: 'Pinned the community for everyone.',
  unpin: 'Unpinned the community.',
  addModerator: 'Added the moderator.',
  removeModerator: 'Removed the moderator.',
};

const reasonGiven = (reason: string) => reason.trim().length > 0 && reason.trim().length <= REASON_MAX;

export const communitiesMachine = setup({
  types: {
    context: {} as CommunitiesContext,
    events: {} as CommunitiesEvent,
    tags: {} as 'loading' | 'ready' | 'failed' | 'confirming' | 'canConfirm' | 'pending' | 'refused',
  },
  actors: {
    loadCommunities: unprovidedPromise<CommunitiesPage, CommunitiesFilters>('communities', 'loadCommunities'),
    act: unprovidedPromise<AdminCommunity, CommunityAction & { reason: string }>('communities', 'act'),
  },
  guards: { 'reason given': ({ context }) => reasonGiven(context.reason) },
  actions: {
    refilter: assign(({ context, event }) =>
      event.type === 'filters.change' ? { filters: { ...context.filters, ...event.filters, page: 0 } } : {},
    ),
    turnPage: assign(({ context, event }) =>
      event.type === 'page.go' ? { filters: { ...context.filters, page: Math.max(0, event.page) } } : {},
    ),
  },
}).createMachine({
  id: 'communities',
  context: {
    filters: { q: '', sort: 'name', order: 'asc', page: 0 },
    result: null,
    action: null,
    reason: '',
    failure: null,
    notice: null,
  },
  initial: 'loading',
  states: {
    loading: {
      description: 'Reads the page the filter asks for; a new filter or page asks again.',
      tags: ['loading'],
      on: {
        'filters.change': { target: 'loading', reenter: true, actions: 'refilter' },
        'page.go': { target: 'loading', reenter: true, actions: 'turnPage' },
      },
      invoke: {
        id: 'load',
        src: 'loadCommunities',
        input: ({ context }) => context.filters,
        onDone: { target: 'ready', actions: assign(({ event }) => ({ result: event.output })) },
        onError: { target: 'failed' },
      },
    },
    failed: { tags: ['failed'], on: { 'list.retry': { target: 'loading' } } },
    ready: {
      tags: ['ready'],
      on: {
        'filters.change': { target: 'loading', actions: 'refilter' },
        'page.go': { target: 'loading', actions: 'turnPage' },
        'action.open': {
          target: 'acting',
          actions: assign(({ event }) => ({ action: event.action, reason: '', failure: null, notice: null })),
        },
      },
    },
    acting: {
      description: 'Confirms the action with a reason; nothing is sent before Confirm.',
      initial: 'confirming',
      on: { 'action.cancel': { target: 'ready', actions: assign({ action: null, reason: '', failure: null }) } },
      states: {
        confirming: {
          tags: ['confirming'],
          initial: 'empty',
          on: {
            'reason.change': { target: '.empty', actions: assign(({ event }) => ({ reason: event.value })) },
            'action.confirm': { guard: 'reason given', target: 'pending' },
          },
          states: {
            empty: { always: { guard: 'reason given', target: 'ready' } },
            // Each change of the reason re-enters `empty`, which decides again.
            ready: { tags: ['canConfirm'] },
          },
        },
        pending: {
          tags: ['pending'],
          invoke: {
            id: 'act',
            src: 'act',
            input: ({ context }) => ({ ...context.action!, reason: context.reason.trim() }),
            onDone: {
              target: '#communities.loading',
              actions: assign(({ context }) => ({ notice: DONE[context.action!.kind], action: null, reason: '' })),
            },
            onError: { target: 'refused', actions: assign(({ event }) => ({ failure: failureOf(event.error) })) },
          },
        },
        refused: { tags: ['refused'], on: { 'action.retry': { target: 'pending' } } },
      },
    },
  },
});
