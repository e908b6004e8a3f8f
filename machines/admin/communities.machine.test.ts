import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { AdminCommunity } from '../../contract/admin-communities';
import { testMachineModel } from '../../tests/machines/model';
import { communitiesMachine, type CommunitiesFilters, type CommunitiesPage, type CommunityAction } from './communities.machine';

const community: AdminCommunity = {
  community_id: 3,
  community_name: 'Sleep',
  description: '',
  join_policy: 'PUBLIC',
  member_count: 12,
  post_count: 40,
  last_activity_at: null,
  created_at: '2026-01-01T00:00:00.000Z',
  archived: false,
  pinned_for_everyone: false,
  moderators: [],
};
const page: CommunitiesPage = { data: [community], total: 1, page: 0, size: 20 };
const never = <T, I>() => fromPromise<T, I>(() => new Promise(() => {}));

describe('admin communities machine', () => {
  it('covers every state and transition: search, sort, page, act with a reason, refused, retry, cancel', async () => {
    await testMachineModel({
      machine: communitiesMachine.provide({ actors: { loadCommunities: never(), act: never() } }),
      stateKey: (s) => ({
        value: s.value,
        sort: s.context.filters.sort,
        page: s.context.filters.page,
        shown: s.context.result !== null,
        action: s.context.action?.kind ?? '',
        reason: s.context.reason.trim() !== '',
        failure: s.context.failure !== null,
        notice: s.context.notice !== null,
      }),
      events: [
        { type: 'filters.change', filters: { sort: 'members', order: 'desc' } },
        { type: 'page.go', page: 1 },
        { type: 'list.retry' },
        { type: 'action.open', action: { kind: 'archive', communityId: 3 } },
        { type: 'reason.change', value: 'Inactive for a year' },
        { type: 'reason.change', value: '' },
        { type: 'action.confirm' },
        { type: 'action.cancel' },
        { type: 'action.retry' },
        { type: 'xstate.done.actor.load', output: page } as never,
        { type: 'xstate.error.actor.load', error: new Error('unavailable') } as never,
        { type: 'xstate.done.actor.act', output: { ...community, archived: true } } as never,
        { type: 'xstate.error.actor.act', error: { refusal: { message: 'This community is archived already.' } } } as never,
      ],
      states: {
        'communities.loading': (s) => expect(s.hasTag('loading')).toBe(true),
        'communities.failed': (s) => expect(s.hasTag('failed')).toBe(true),
        'communities.ready': (s) => expect(s.context.action).toBeNull(),
        'communities.acting.confirming.empty': (s) => expect(s.hasTag('canConfirm')).toBe(false),
        'communities.acting.confirming.ready': (s) => expect(s.context.reason.trim()).not.toBe(''),
        'communities.acting.pending': (s) => expect(s.hasTag('pending')).toBe(true),
        'communities.acting.refused': (s) => expect(s.context.failure).toBe('This community is archived already.'),
      },
    });
  });

  it('searches from the first page, sends the action with the trimmed reason and reads the list again', async () => {
    const asked: CommunitiesFilters[] = [];
    const sent: (CommunityAction & { reason: string })[] = [];
    const actor = createActor(
      communitiesMachine.provide({
        actors: {
          loadCommunities: fromPromise(async ({ input }) => (asked.push(input), page)),
          act: fromPromise(async ({ input }) => (sent.push(input), community)),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.hasTag('ready'));
    actor.send({ type: 'page.go', page: 2 });
    actor.send({ type: 'filters.change', filters: { q: 'sle' } });
    await waitFor(actor, (s) => s.hasTag('ready'));
    actor.send({ type: 'action.open', action: { kind: 'addModerator', communityId: 3, userName: 'mentor' } });
    actor.send({ type: 'reason.change', value: ' Active helper ' });
    actor.send({ type: 'action.confirm' });
    await waitFor(actor, (s) => s.hasTag('ready') && asked.length === 4);
    expect(sent).toEqual([{ kind: 'addModerator', communityId: 3, userName: 'mentor', reason: 'Active helper' }]);
    expect(asked.at(-1)).toEqual({ q: 'sle', sort: 'name', order: 'asc', page: 0 });
    expect(actor.getSnapshot().context.notice).toBe('Added the moderator.');
  });
});
