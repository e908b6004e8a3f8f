import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { testMachineModel } from '../../tests/machines/model';
import { NO_FILTER, type ConciergeFilter, type ConciergePage } from './booking.types';
import { conciergeSearchMachine, type ConciergeSearchEvent } from './conciergeSearch.machine';

const never = fromPromise<ConciergePage, ConciergeFilter>(() => new Promise<ConciergePage>(() => {}));
const card = {
  user_id: 1,
  user_name: 'amara.okafor',
  user_type: 5,
  display_name: 'Amara Okafor',
  timezone: 'America/New_York',
  profile_picture: null,
  bio: null,
  languages: ['English'],
  services: ['Care planning'],
  years_experience: 12,
  gender: 'female',
  rating: 4.9,
  badges: [],
  location: 'Boston, MA',
  session_minutes: 60,
  next_slot: null,
};

describe('concierge search machine', () => {
  it('covers every state and transition: filters from the URL, results, empty, retry', async () => {
    await testMachineModel({
      machine: conciergeSearchMachine.provide({ actors: { fetchConcierges: never } }),
      input: { filter: NO_FILTER },
      stateKey: (s) => ({ value: s.value, text: s.context.filter.search_text, n: s.context.items.length }),
      events: (s): ConciergeSearchEvent[] => {
        const done = (output: unknown) => ({ type: 'xstate.done.actor.fetchConcierges', output }) as never;
        return [
          done({ items: [card], total: 1 }),
          done({ items: [], total: 0 }),
          { type: 'xstate.error.actor.fetchConcierges', error: new Error('503') } as never,
          { type: 'concierges.retry' },
          { type: 'concierges.filter', filter: s.context.filter },
          { type: 'concierges.filter', filter: { ...NO_FILTER, search_text: s.context.filter.search_text ? '' : 'amara' } },
        ];
      },
      states: {
        'conciergeSearch.loading': (s) => expect(s.hasTag('loading')).toBe(true),
        'conciergeSearch.results': (s) => expect(s.context.items.length).toBeGreaterThan(0),
        'conciergeSearch.empty': (s) => expect(s.context.items).toEqual([]),
        'conciergeSearch.failed': (s) => expect(s.hasTag('error')).toBe(true),
      },
    });
  });
});
