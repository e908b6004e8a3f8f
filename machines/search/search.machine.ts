import { assign, enqueueActions, stopChild, type ActorRefFrom, type AnyStateMachine } from 'xstate';
import { chosen, searchSetup, type SearchContext, type SearchEvent } from './search.setup';
import { recentOptions, suggestionOptions, suggestionQuery } from './searchOptions';

export * from './search.setup';
export * from './searchOptions';

type TextOf = (event: SearchEvent) => string;
const textOf: TextOf = (event) => ('text' in event ? event.text : '');

/**
 * What typed text leads to (SPEC §5): blank shows the recent searches, text starting
 * with a space is refused with a hint, anything else waits for a pause and then asks
 * for suggestions. `reenter` restarts the pause at every keystroke; leaving `fetching`
 * stops its request, so an answer for older text ("spe") never replaces a newer one.
 */
const takeText = (text: TextOf) => {
  const params = ({ event }: { event: SearchEvent }) => ({ text: text(event) });
  const take = { type: 'take typed text' as const, params };
  return [
    { guard: { type: 'text is blank' as const, params }, target: '#search.open.recent', actions: take },
    { guard: { type: 'text starts with a space' as const, params }, target: '#search.open.rejected', actions: take },
    { target: '#search.open.suggestions', reenter: true, actions: take },
  ];
};

/** Enter or a click: go where the option (or the free text) leads and save it to the history. */
const goTo = (listOf: (context: SearchContext) => Parameters<typeof chosen>[2]) => [
  {
    type: 'navigate' as const,
    params: ({ context, event }: { context: SearchContext; event: SearchEvent }) => ({
      to: chosen(context, event, listOf(context)).href,
    }),
  },
  {
    type: 'save to history' as const,
    params: ({ context, event }: { context: SearchContext; event: SearchEvent }) => ({
      entry: chosen(context, event, listOf(context)).history,
      userId: context.userId,
    }),
  },
  {
    type: 'keep chosen text' as const,
    params: ({ context, event }: { context: SearchContext; event: SearchEvent }) => ({
      history: chosen(context, event, listOf(context)).history,
    }),
  },
];
const suggestions = (context: SearchContext) => suggestionOptions(context.suggestions);
const recent = (context: SearchContext) => recentOptions(context.recent);
const walk = (listOf: typeof suggestions, step: 1 | -1) => ({
  guard: { type: 'has options' as const, params: ({ context }: { context: SearchContext }) => ({ options: listOf(context) }) },
  actions: {
    type: 'highlight' as const,
    params: ({ context }: { context: SearchContext }) => ({ options: listOf(context), step }),
  },
});

/**
 * The header's search box (SPEC §4, §5): suggestions as you type after a 300 ms
 * pause, recent searches when the box is empty, the keyboard rules of an APG combobox.
 * Spawned by the session with systemId `search`.
 */
export const searchMachine = searchSetup.createMachine({
  id: 'search',
  context: ({ input }) => ({ userId: input.userId, text: '', typed: '', suggestions: null, recent: [], highlighted: -1 }),
  initial: 'closed',
  states: {
    closed: {
      description: 'Nothing open below the box.',
      on: {
        'search.focus': [
          { guard: 'box is empty', target: 'open.recent' },
          { guard: 'typed text is searchable', target: 'open.suggestions' },
        ],
        'search.input': takeText(textOf),
        'search.compositionStart': 'open.composing',
        // A second Escape (the list is already closed) clears the box.
        'search.escape': { guard: 'box has text', actions: 'clear text' },
        'search.voice': 'voice',
      },
    },
    voice: {
      description:
        'Voice search in its dialog (machines/search/voiceSearch.machine.ts), spawned as `voice`; stopping it releases the microphone.',
      tags: ['voice'],
      initial: 'loading',
      exit: stopChild('voice'),
      states: {
        loading: {
          description: "The voice flow's code loads on the first press of the microphone button.",
          invoke: {
            src: 'loadVoice',
            id: 'loadVoice',
            onDone: {
              target: 'open',
              // The logic arrives at run time (its own chunk), so it is not in `actors`.
              actions: enqueueActions(({ event, enqueue }) => {
                const voice: AnyStateMachine = event.output;
                enqueue.spawnChild(voice as never, { id: 'voice', systemId: 'voiceSearch' });
              }),
            },
            // The chunk did not load (reported by the wiring): the box is as it was.
            onError: '#search.closed',
          },
        },
        open: {
          on: {
            'xstate.done.actor.voice': [
              {
                // Edit & Search: the words go into the box and suggestions run.
                guard: { type: 'voice asks to edit', params: ({ event }) => ({ outcome: event.output }) },
                target: '#search.open.suggestions',
                actions: { type: 'take heard text', params: ({ event }) => ({ outcome: event.output }) },
              },
              {
                // Stop & Search Now: straight to the results for the words.
                guard: { type: 'voice asks to search', params: ({ event }) => ({ outcome: event.output }) },
                target: '#search.closed',
                actions: [{ type: 'take heard text', params: ({ event }) => ({ outcome: event.output }) }, ...goTo(() => [])],
              },
              { target: '#search.closed' },
            ],
          },
        },
      },
    },
    open: {
      tags: ['open'],
      // Always entered through a child (the targets above); recent is the empty box's view.
      initial: 'recent',
      on: {
        'search.input': takeText(textOf),
        'search.compositionStart': '.composing',
        'search.voice': { target: 'voice', actions: 'forget highlight' },
        'search.escape': { target: 'closed', actions: 'forget highlight' },
        'search.close': { target: 'closed', actions: 'forget highlight' },
        // Enter before the suggestions arrive searches the typed text.
        'search.choose': { guard: 'typed text is searchable', target: 'closed', actions: goTo(() => []) },
      },
      states: {
        recent: {
          description: 'The box is empty: the recent searches, newest first, with Clear.',
          tags: ['showing recent'],
          initial: 'loading',
          states: {
            loading: {
              tags: ['loading'],
              invoke: {
                src: 'loadHistory',
                id: 'loadHistory',
                input: ({ context }) => ({ userId: context.userId }),
                onDone: { target: 'shown', actions: assign({ recent: ({ event }) => event.output, highlighted: -1 }) },
                // SPEC §8: a failed history load shows no recent searches (the service reported it).
                onError: { target: 'shown', actions: assign({ recent: [], highlighted: -1 }) },
              },
            },
            shown: {
              on: {
                'search.highlightNext': walk(recent, 1),
                'search.highlightPrevious': walk(recent, -1),
                'search.choose': {
                  guard: { type: 'an option is chosen', params: ({ context }) => ({ options: recent(context) }) },
                  target: '#search.closed',
                  actions: goTo(recent),
                },
                'search.clearHistory': 'clearing',
              },
            },
            clearing: {
              description: 'Clear deletes every recent search; they are gone from the list at once.',
              entry: assign({ recent: [], highlighted: -1 }),
              invoke: {
                src: 'clearHistory',
                id: 'clearHistory',
                input: ({ context }) => ({ userId: context.userId }),
                onDone: 'shown',
                // The server still has them; they are not shown again until the next load.
                onError: 'shown',
              },
            },
          },
        },
        suggestions: {
          initial: 'debouncing',
          states: {
            debouncing: {
              description: 'Waiting for a pause in typing (300 ms).',
              after: { debounce: 'fetching' },
            },
            fetching: {
              tags: ['loading'],
              invoke: {
                src: 'fetchSuggestions',
                id: 'fetchSuggestions',
                input: ({ context }) => ({ text: suggestionQuery(context.typed) }),
                onDone: { target: 'shown', actions: assign({ suggestions: ({ event }) => event.output, highlighted: -1 }) },
                // SPEC §8: no suggestions (the service reported the failure once).
                onError: { target: 'unavailable', actions: assign({ suggestions: null, highlighted: -1 }) },
              },
            },
            shown: {
              description: 'At most 3 providers and 3 people, then View More.',
              tags: ['showing suggestions'],
              on: {
                'search.highlightNext': walk(suggestions, 1),
                'search.highlightPrevious': walk(suggestions, -1),
                'search.choose': [
                  {
                    guard: { type: 'an option is chosen', params: ({ context }) => ({ options: suggestions(context) }) },
                    target: '#search.closed',
                    actions: goTo(suggestions),
                  },
                  { guard: 'typed text is searchable', target: '#search.closed', actions: goTo(() => []) },
                ],
              },
            },
            unavailable: {
              description: 'Suggestions could not be loaded: nothing is shown; Enter still searches.',
            },
          },
        },
        rejected: {
          description: 'The text starts with a space: a hint says so, and nothing is sent.',
          tags: ['invalid'],
        },
        composing: {
          description: 'An input method is composing text: nothing is sent until it ends.',
          on: {
            'search.input': { actions: { type: 'take typed text', params: ({ event }) => ({ text: event.text }) } },
            'search.compositionEnd': takeText(textOf),
          },
        },
      },
    },
  },
});

export type SearchActorRef = ActorRefFrom<typeof searchMachine>;
