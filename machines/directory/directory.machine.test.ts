import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { Filters, ListedProvider } from '../../contract/directory';
import { testMachineModel } from '../../tests/machines/model';
import { directoryMachine, NO_FILTERS, type DirectoryEvent, type DirectoryPage } from './directory.machine';

const never = fromPromise<DirectoryPage, { filters: Filters; page: number }>(() => new Promise(() => {}));
const provider = (id: number): ListedProvider => ({
  therapy_provider_id: id,
  name: `Provider ${id}`,
  provider_image_url: null,
  website: null,
  services: ['speech'],
  city: 'Austin',
  state: 'TX',
  zip_code: '78701',
  latitude: 30.27,
  longitude: -97.74,
  telehealth: false,
  in_person: true,
  distance_miles: null,
});
const page = (ids: number[], total: number, at = 0): DirectoryPage => ({
  items: ids.map(provider),
  total,
  page: at,
  origin: null,
  unknownZip: null,
});
const done = (output: DirectoryPage) => ({ type: 'xstate.done.actor.0.directory.results.loading', output }) as never;
const doneMore = (output: DirectoryPage) =>
  ({ type: 'xstate.done.actor.0.directory.results.loaded.loadingMore', output }) as never;
const fail = (id: string) => ({ type: `xstate.error.actor.0.directory.${id}`, error: new Error('503') }) as never;
const machine = directoryMachine.provide({ actors: { fetchPage: never }, actions: { syncUrl: () => {} } });

describe('directory machine', () => {
  it('covers every state and transition: filters, the name after a pause, loaded, empty, failed, Load more, highlight', async () => {
    await testMachineModel({
      machine,
      input: { filters: NO_FILTERS },
      stateKey: (s) => ({
        value: s.value,
        shown: s.context.items.length,
        more: s.context.moreFailed,
        name: s.context.filters.therapist_name,
        draft: s.context.nameDraft,
        aba: s.context.filters.services.length,
        h: s.context.highlighted,
      }),
      events: (s): DirectoryEvent[] => [
        { type: 'directory.nameInput', text: s.context.nameDraft ? '' : 'bright' },
        { type: 'directory.nameSubmit' },
        { type: 'directory.toggle', filter: 'services', key: 'aba' },
        { type: 'directory.set', patch: { zip_code: '78701', radius_miles: 25 } },
        { type: 'directory.params', filters: { ...NO_FILTERS, mode: 'telehealth' } },
        { type: 'directory.clear' },
        { type: 'directory.retry' },
        { type: 'directory.loadMore' },
        { type: 'directory.highlight', id: s.context.highlighted ? null : 1 },
        { type: 'directory.select', id: 2 },
        s.context.items.length === 0 ? done(page([1, 2], 3)) : doneMore(page([2, 3], 3, 1)),
        done(page([], 0)),
        fail('results.loading'),
        fail('results.loaded.loadingMore'),
      ],
      states: {
        'directory.name.idle': (s) => expect(s.hasTag('typing')).toBe(false),
        'directory.name.debouncing': (s) => expect(s.hasTag('typing')).toBe(true),
        'directory.results.loading': (s) => expect(s.hasTag('loading')).toBe(true),
        'directory.results.loaded.idle': (s) => expect(s.context.items.length).toBeGreaterThan(0),
        'directory.results.loaded.loadingMore': (s) => expect(s.context.items.length).toBeLessThan(s.context.total),
        'directory.results.empty': (s) => expect(s.context.items).toEqual([]),
        'directory.results.failed': (s) => expect(s.hasTag('failed')).toBe(true),
      },
    });
  });

  it('searches the name 300 ms after the last key, writes each change to the URL and asks page 0 again', async () => {
    const asked: string[] = [];
    const urls: Filters[] = [];
    const clock = new SimulatedClock();
    const actor = createActor(
      directoryMachine.provide({
        actors: {
          fetchPage: fromPromise(async ({ input }) => {
            asked.push(
              `${input.filters.therapist_name}|${input.filters.services.join()}|${input.filters.zip_code ?? ''}|${input.page}`,
            );
            return input.page === 0 ? page([1, 2], 3) : page([3], 3, 1);
          }),
        },
        actions: { syncUrl: (_, { filters }) => urls.push(filters) },
      }),
      { input: { filters: NO_FILTERS }, clock },
    ).start();
    const settle = () => new Promise((r) => setImmediate(r));
    await settle();
    actor.send({ type: 'directory.nameInput', text: 'br' });
    clock.increment(200);
    actor.send({ type: 'directory.nameInput', text: 'bright ' });
    clock.increment(299);
    expect(asked).toEqual(['|||0']);
    clock.increment(1);
    await settle();
    expect(asked).toEqual(['|||0', 'bright|||0']);
    expect(urls.at(-1)?.therapist_name).toBe('bright');

    actor.send({ type: 'directory.toggle', filter: 'services', key: 'aba' });
    actor.send({ type: 'directory.set', patch: { zip_code: '78701', radius_miles: 25 } });
    await settle();
    // The toggle's request was stopped by the zip's: only the last is answered.
    expect(actor.getSnapshot().context.items.map((p) => p.therapy_provider_id)).toEqual([1, 2]);
    expect(asked.at(-1)).toBe('bright|aba|78701|0');
    actor.send({ type: 'directory.loadMore' });
    await settle();
    expect(actor.getSnapshot().context.items.map((p) => p.therapy_provider_id)).toEqual([1, 2, 3]);
    // Clearing the zip drops the radius with it.
    actor.send({ type: 'directory.set', patch: { zip_code: undefined } });
    expect(actor.getSnapshot().context.filters).not.toHaveProperty('radius_miles');
    // The URL coming back with what the machine wrote is not a new search.
    const before = asked.length;
    await settle();
    actor.send({ type: 'directory.params', filters: actor.getSnapshot().context.filters });
    await settle();
    expect(asked.length).toBe(before);
  });
});
