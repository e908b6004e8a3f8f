import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { community, communitiesPage as page } from './fixtures';
import { reasonedListEffects } from './reasonedList.machine';
import { communitiesMachine, type CommunitiesFilters, type CommunityAction } from './communities.machine';

describe('admin communities machine', () => {
  // Every state and transition: reasonedList.machine.test.ts, for this page's machine among the others.
  it('searches from the first page, sends the action with the trimmed reason and reads the list again', async () => {
    const asked: CommunitiesFilters[] = [];
    const sent: (CommunityAction & { reason: string })[] = [];
    const actor = createActor(
      communitiesMachine.provide({
        actors: reasonedListEffects<CommunitiesFilters, CommunityAction>({
          load: async (input) => (asked.push(input), page),
          act: async (input) => (sent.push(input), community),
        }),
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
