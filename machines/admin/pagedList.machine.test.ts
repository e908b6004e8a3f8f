import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { testMachineModel } from '../../tests/machines/model';
import { pagedListMachine, type ListFilters, type Page } from './pagedList.machine';

const FIRST: ListFilters = { sort: 'name', order: 'asc', page: 0 };
const machine = pagedListMachine('concierges', FIRST);
const page: Page<unknown> = { data: [], total: 0, page: 0, size: 20 };
const never = fromPromise<Page<unknown>, ListFilters>(() => new Promise(() => {}));

describe('paged list machine', () => {
  it('covers every state and transition: load, ready, failed, retry, filters, pages, reload', async () => {
    await testMachineModel({
      machine: machine.provide({ actors: { load: never } }),
      stateKey: (s) => ({
        value: s.value,
        page: s.context.filters.page,
        sort: s.context.filters.sort,
        shown: s.context.result !== null,
      }),
      events: [
        { type: 'filters.change', filters: { sort: 'rating' } },
        { type: 'page.go', page: 1 },
        { type: 'page.go', page: -3 },
        { type: 'list.retry' },
        { type: 'list.reload' },
        { type: 'xstate.done.actor.load', output: page } as never,
        { type: 'xstate.error.actor.load', error: new Error('unavailable') } as never,
      ],
      states: {
        'concierges.loading': (s) => expect(s.hasTag('loading')).toBe(true),
        'concierges.ready': (s) => expect(s.context.result).toEqual(page),
        'concierges.failed': (s) => expect(s.hasTag('failed')).toBe(true),
      },
      always: (s) => expect(s.context.filters.page).toBeGreaterThanOrEqual(0),
    });
  });

  it('asks the server for the filters, from the first page after a change', async () => {
    const asked: ListFilters[] = [];
    const actor = createActor(
      machine.provide({ actors: { load: fromPromise(async ({ input }) => (asked.push(input), page)) } }),
    ).start();
    await waitFor(actor, (s) => s.hasTag('ready'));
    actor.send({ type: 'page.go', page: 2 });
    await waitFor(actor, (s) => s.hasTag('ready'));
    actor.send({ type: 'filters.change', filters: { sort: 'upcoming', order: 'desc' } });
    await waitFor(actor, (s) => s.hasTag('ready'));
    expect(asked).toEqual([FIRST, { ...FIRST, page: 2 }, { sort: 'upcoming', order: 'desc', page: 0 }]);
  });
});
