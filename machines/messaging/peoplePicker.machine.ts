import { assign, setup, type ActorRefFrom } from 'xstate';
import { DELAYS } from '../domain/constants';
import type { Person } from './messaging.types';
import { unprovidedPromise } from '../domain/placeholder';

export interface PeoplePickerContext {
  text: string;
  people: Person[];
  /** Chosen so far (a group's participants; a message's one person). */
  chosen: Person[];
}

export type PeoplePickerEvent =
  { type: 'picker.type'; text: string } | { type: 'picker.toggle'; person: Person } | { type: 'picker.clear' };

/**
 * Finding people to message or to add to a group (SPEC §7 search engine users): typing waits
 * 300 ms (SPEC §9's debounce) before asking, a newer text cancels the older request, and the
 * people chosen stay chosen while the text changes.
 */
export const peoplePickerMachine = setup({
  types: {
    tags: {} as 'searching' | 'failed',
    context: {} as PeoplePickerContext,
    events: {} as PeoplePickerEvent,
  },
  actors: {
    // POST /api/search-engine/v1/users (src/features/messaging/wiring.ts).
    findPeople: unprovidedPromise<Person[], { text: string }>('messaging', 'findPeople'),
  },
  delays: { debounce: DELAYS.debounce },
  guards: { 'has text': ({ context }) => context.text.trim().length > 0 },
  actions: {
    'take text': assign((_, params: { text: string }) => ({ text: params.text })),
    'take people': assign((_, params: { people: Person[] }) => ({ people: params.people })),
    'forget people': assign({ people: [] }),
    toggle: assign(({ context }, params: { person: Person }) => ({
      chosen: context.chosen.some((p) => p.user_id === params.person.user_id)
        ? context.chosen.filter((p) => p.user_id !== params.person.user_id)
        : [...context.chosen, params.person],
    })),
    'clear chosen': assign({ chosen: [] }),
  },
}).createMachine({
  id: 'peoplePicker',
  context: { text: '', people: [], chosen: [] },
  initial: 'idle',
  on: {
    'picker.type': { target: '.waiting', actions: { type: 'take text', params: ({ event }) => ({ text: event.text }) } },
    'picker.toggle': { actions: { type: 'toggle', params: ({ event }) => ({ person: event.person }) } },
    'picker.clear': { actions: 'clear chosen' },
  },
  states: {
    idle: {},
    waiting: {
      after: {
        debounce: [
          { guard: 'has text', target: 'searching' },
          { target: 'idle', actions: 'forget people' },
        ],
      },
    },
    searching: {
      tags: ['searching'],
      invoke: {
        src: 'findPeople',
        id: 'findPeople',
        input: ({ context }) => ({ text: context.text.trim() }),
        onDone: { target: 'idle', actions: { type: 'take people', params: ({ event }) => ({ people: event.output }) } },
        onError: { target: 'failed', actions: 'forget people' },
      },
    },
    failed: { description: 'The search failed: typing again retries.', tags: ['failed'] },
  },
});

export type PeoplePickerActorRef = ActorRefFrom<typeof peoplePickerMachine>;
