import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { testMachineModel } from '../../tests/machines/model';
import { FIRST_FILTERS, membersListMachine, type MemberListFilters, type MemberPage } from './membersList.machine';

const page: MemberPage = { data: [], total: 0, page: 0, size: 20 };
const never = fromPromise<MemberPage, MemberListFilters>(() => new Promise(() => {}));

describe('members list machine', () => {
  it('covers every state and transition: load, ready, failed, retry, filters, pages, reload', async () => {
    await testMachineModel({
      machine: membersListMachine.provide({ actors: { loadMembers: never } }),
      stateKey: (s) => ({
        value: s.value,
        page: s.context.filters.page,
        q: s.context.filters.q ?? '',
        shown: s.context.result !== null,
      }),
      events: [
        { type: 'filters.change', filters: { q: 'care' } },
        { type: 'page.go', page: 1 },
        { type: 'list.retry' },
        { type: 'list.reload' },
        { type: 'xstate.done.actor.load', output: page } as never,
        { type: 'xstate.error.actor.load', error: new Error('unavailable') } as never,
      ],
      states: {
        'membersList.loading': (s) => expect(s.hasTag('loading')).toBe(true),
        'membersList.ready': (s) => expect(s.context.result).toEqual(page),
        'membersList.failed': (s) => expect(s.hasTag('failed')).toBe(true),
      },
      always: (s) => {
        // A change of filter always starts again from the first page.
        if (s.context.filters.q === 'care' && s.context.filters.page === 1) expect(s.context.filters.sort).toBe('joined');
      },
    });
  });

  it('asks the server for the filters, from the first page after a change', async () => {
    const asked: MemberListFilters[] = [];
    const actor = createActor(
      membersListMachine.provide({ actors: { loadMembers: fromPromise(async ({ input }) => (asked.push(input), page)) } }),
    ).start();
    await waitFor(actor, (s) => s.hasTag('ready'));
    actor.send({ type: 'page.go', page: 2 });
    await waitFor(actor, (s) => s.hasTag('ready'));
    actor.send({ type: 'filters.change', filters: { suspended: 'true', sort: 'name', order: 'asc' } });
    await waitFor(actor, (s) => s.hasTag('ready'));
    expect(asked).toEqual([
      FIRST_FILTERS,
      { ...FIRST_FILTERS, page: 2 },
      { sort: 'name', order: 'asc', page: 0, suspended: 'true' },
    ]);
  });
});
