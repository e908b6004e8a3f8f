import { assign } from 'xstate';
import { directorySetup, NO_FILTERS, tidy, toggled } from './directory.setup';

export {
  directorySetup,
  NO_FILTERS,
  type DirectoryPage,
  type ListFilter,
  type DirectoryContext,
  type DirectoryEvent,
} from './directory.setup';

/**
 * /providers (issue #34): the directory's filters live in the URL (a change here is written to
 * it, a change there, Back or a shared link, arrives as `directory.params`); the name is searched
 * 300 ms after the last key; every change asks page 0 again, stopping the answer in flight.
 * The list and the map share one highlighted provider.
 */
export const directoryMachine = directorySetup.createMachine({
  id: 'directory',
  type: 'parallel',
  context: ({ input }) => ({
    filters: tidy(input.filters),
    nameDraft: input.filters.therapist_name,
    items: [],
    total: 0,
    page: 0,
    origin: null,
    unknownZip: null,
    highlighted: null,
    selected: null,
    moreFailed: false,
  }),
  on: {
    'directory.params': {
      guard: { type: 'filters differ', params: ({ event }) => ({ filters: event.filters }) },
      actions: [assign(({ event }) => ({ filters: tidy(event.filters), nameDraft: event.filters.therapist_name })), 'reload'],
    },
    'directory.set': {
      actions: [
        assign(({ context, event }) => ({ filters: tidy({ ...context.filters, ...event.patch }) })),
        { type: 'syncUrl', params: ({ context }) => ({ filters: context.filters }) },
        'reload',
      ],
    },
    'directory.toggle': {
      actions: [
        assign(({ context, event }) => ({
          filters: { ...context.filters, [event.filter]: toggled(context.filters[event.filter], event.key) },
        })),
        { type: 'syncUrl', params: ({ context }) => ({ filters: context.filters }) },
        'reload',
      ],
    },
    'directory.clear': {
      actions: [assign({ filters: NO_FILTERS, nameDraft: '' }), { type: 'syncUrl', params: { filters: NO_FILTERS } }, 'reload'],
    },
    'directory.highlight': { actions: assign({ highlighted: ({ event }) => event.id }) },
    'directory.select': { actions: assign({ selected: ({ event }) => event.id, highlighted: ({ event }) => event.id }) },
  },
  states: {
    name: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'directory.nameInput': { target: 'debouncing', actions: assign({ nameDraft: ({ event }) => event.text }) },
            'directory.nameSubmit': {
              guard: 'name changed',
              actions: ['take name', { type: 'syncUrl', params: ({ context }) => ({ filters: context.filters }) }, 'reload'],
            },
          },
        },
        debouncing: {
          description: 'A key was typed: the name is searched 300 ms after the last one, or at once on Enter.',
          tags: ['typing'],
          after: {
            NAME_DEBOUNCE: [
              {
                guard: 'name changed',
                target: 'idle',
                actions: ['take name', { type: 'syncUrl', params: ({ context }) => ({ filters: context.filters }) }, 'reload'],
              },
              { target: 'idle' },
            ],
          },
          on: {
            // Each key starts the pause again (re-entering this state only: a region's own
            // re-entry would re-enter the results too, asking again).
            'directory.nameInput': {
              target: 'debouncing',
              reenter: true,
              actions: assign({ nameDraft: ({ event }) => event.text }),
            },
            'directory.nameSubmit': [
              {
                guard: 'name changed',
                target: 'idle',
                actions: ['take name', { type: 'syncUrl', params: ({ context }) => ({ filters: context.filters }) }, 'reload'],
              },
              { target: 'idle' },
            ],
          },
        },
      },
    },
    results: {
      initial: 'loading',
      on: { 'directory.reload': { target: '.loading', reenter: true } },
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            src: 'fetchPage',
            input: ({ context }) => ({ filters: context.filters, page: 0 }),
            onDone: [
              {
                guard: { type: 'has results', params: ({ event }) => ({ page: event.output }) },
                target: 'loaded',
                actions: { type: 'take first page', params: ({ event }) => ({ page: event.output }) },
              },
              { target: 'empty', actions: { type: 'take first page', params: ({ event }) => ({ page: event.output }) } },
            ],
            onError: 'failed',
          },
        },
        loaded: {
          tags: ['loaded'],
          initial: 'idle',
          states: {
            idle: { on: { 'directory.loadMore': { guard: 'has more', target: 'loadingMore' } } },
            loadingMore: {
              tags: ['loading more'],
              invoke: {
                src: 'fetchPage',
                input: ({ context }) => ({ filters: context.filters, page: context.page + 1 }),
                onDone: {
                  target: 'idle',
                  actions: assign(({ context, event }) => ({
                    // By id: a provider already shown (the list moved under us) is not shown twice.
                    items: [
                      ...context.items,
                      ...event.output.items.filter(
                        (p) => !context.items.some((q) => q.therapy_provider_id === p.therapy_provider_id),
                      ),
                    ],
                    total: event.output.total,
                    page: event.output.page,
                    moreFailed: false,
                  })),
                },
                onError: { target: 'idle', actions: assign({ moreFailed: true }) },
              },
            },
          },
        },
        empty: {
          description: 'Nothing matched (or the zip code is unknown): says so, with Clear filters.',
          tags: ['empty'],
        },
        failed: {
          description: 'The directory could not be reached: says so, with Try again.',
          tags: ['failed'],
          on: { 'directory.retry': 'loading' },
        },
      },
    },
  },
});
