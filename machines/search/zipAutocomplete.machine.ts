import { assign, setup, type ActorRefFrom } from 'xstate';
import { DELAYS } from '../domain/constants';
import { stepHighlight } from '../domain/listNavigation';
import { unprovided, unprovidedPromise } from '../domain/placeholder';

/** SPEC §7 zip code lookup: items with a location; a whole town (kind city) as well as a zip code. */
export interface ZipSuggestion {
  kind?: 'zip' | 'city';
  /** '' for a town. */
  zip_code: string;
  city: string;
  state: string;
  /** "Austin, TX 78701" (or "Austin, TX" for the town): what the field shows once chosen. */
  location: string;
}

/** What choosing a suggestion means to the owner: its zip code, or "City, ST" for a town. */
export const valueOf = (s: ZipSuggestion) => s.zip_code || `${s.city}, ${s.state}`;

export interface ZipContext {
  text: string;
  suggestions: ZipSuggestion[];
  highlighted: number;
  /** The last suggestion chosen, while the field still shows it. */
  chosen: { text: string; value: string } | null;
}

export type ZipEvent =
  | { type: 'zip.input'; text: string }
  | { type: 'zip.highlightNext' }
  | { type: 'zip.highlightPrevious' }
  /** Enter (the highlighted suggestion, or the text as typed) or a click on suggestion `index`. */
  | { type: 'zip.choose'; index?: number }
  | { type: 'zip.escape' }
  | { type: 'zip.close' };

/** The location the search should use: the chosen suggestion's zip code or town, or the text as typed. */
export const chosenLocation = (context: ZipContext, index: number) => {
  const picked = context.suggestions[index];
  if (picked) return { text: picked.location, value: valueOf(picked) };
  if (context.chosen && context.chosen.text === context.text) return context.chosen;
  return { text: context.text.trim(), value: context.text.trim() };
};

const textOf = (event: ZipEvent) => (event.type === 'zip.input' ? event.text : '');

/**
 * A keystroke: blank closes the list; anything else (from one character) restarts the
 * pause (`reenter`), which also stops a request still running for older text.
 */
const input = [
  {
    guard: { type: 'text is blank' as const, params: ({ event }: { event: ZipEvent }) => ({ text: textOf(event) }) },
    target: '#zipAutocomplete.idle',
    actions: [
      { type: 'take text' as const, params: ({ event }: { event: ZipEvent }) => ({ text: textOf(event) }) },
      'forget suggestions' as const,
    ],
  },
  {
    target: '#zipAutocomplete.typing',
    reenter: true,
    actions: { type: 'take text' as const, params: ({ event }: { event: ZipEvent }) => ({ text: textOf(event) }) },
  },
];

/**
 * Zip-code autocomplete (SPEC §5), a shared control: suggestions from one character
 * after a 300 ms pause, with the search box's keyboard rules. Short-lived: the form
 * that shows it spawns it.
 */
export const zipAutocompleteMachine = setup({
  types: {
    tags: {} as 'open' | 'loading',
    context: {} as ZipContext,
    events: {} as ZipEvent,
    /** What the field shows at first (a filter restored from the URL). */
    input: {} as { text?: string } | undefined,
  },
  actors: {
    // The public static-data service, provided by the form's wiring (src/features/search/searchPageWiring.ts).
    fetchZipCodes: unprovidedPromise<ZipSuggestion[], { text: string }>('zipAutocomplete', 'fetchZipCodes'),
  },
  actions: {
    // The owner hears the choice (the people filter reloads with it).
    chosen: (_, _params: { value: string }) => unprovided('zipAutocomplete', 'chosen'),
    'forget suggestions': assign({ suggestions: [], highlighted: -1 }),
    'take text': assign((_, params: { text: string }) => ({ text: params.text.slice(0, 40), highlighted: -1 })),
    highlight: assign(({ context }, params: { step: 1 | -1 }) => {
      const n = context.suggestions.length;
      const from = context.highlighted;
      const next = stepHighlight(from, params.step, n);
      return { highlighted: next };
    }),
  },
  guards: {
    'text is blank': (_, params: { text: string }) => params.text.trim() === '',
    'has text': ({ context }) => context.text !== '',
  },
  delays: { debounce: DELAYS.debounce },
}).createMachine({
  id: 'zipAutocomplete',
  context: ({ input }) => ({
    text: input?.text ?? '',
    suggestions: [],
    highlighted: -1,
    chosen: input?.text ? { text: input.text, value: input.text } : null,
  }),
  initial: 'idle',
  states: {
    idle: {
      description: 'No list open.',
      on: {
        'zip.input': input,
        'zip.escape': {
          guard: 'has text',
          actions: [assign({ text: '', suggestions: [] }), { type: 'chosen', params: { value: '' } }],
        },
        'zip.choose': {
          actions: { type: 'chosen', params: ({ context }) => ({ value: chosenLocation(context, -1).value }) },
        },
      },
    },
    typing: {
      initial: 'debouncing',
      on: { 'zip.input': input },
      states: {
        debouncing: { after: { debounce: 'fetching' } },
        fetching: {
          tags: ['loading'],
          invoke: {
            src: 'fetchZipCodes',
            id: 'fetchZipCodes',
            input: ({ context }) => ({ text: context.text.trim() }),
            onDone: {
              target: '#zipAutocomplete.open',
              actions: assign({ suggestions: ({ event }) => event.output, highlighted: -1 }),
            },
            // The service reported it; the field works without suggestions.
            onError: { target: '#zipAutocomplete.idle', actions: assign({ suggestions: [] }) },
          },
        },
      },
    },
    open: {
      description: 'Suggestions shown (possibly none).',
      tags: ['open'],
      on: {
        'zip.input': input,
        'zip.highlightNext': {
          guard: ({ context }) => context.suggestions.length > 0,
          actions: { type: 'highlight', params: { step: 1 } },
        },
        'zip.highlightPrevious': {
          guard: ({ context }) => context.suggestions.length > 0,
          actions: { type: 'highlight', params: { step: -1 } },
        },
        'zip.choose': {
          target: 'idle',
          actions: [
            {
              type: 'chosen',
              params: ({ context, event }) => ({ value: chosenLocation(context, event.index ?? context.highlighted).value }),
            },
            assign(({ context, event }) => {
              const chosen = chosenLocation(context, event.index ?? context.highlighted);
              return { text: chosen.text, chosen, highlighted: -1 };
            }),
          ],
        },
        'zip.escape': { target: 'idle', actions: assign({ highlighted: -1 }) },
        'zip.close': { target: 'idle', actions: assign({ highlighted: -1 }) },
      },
    },
  },
});

export type ZipAutocompleteActorRef = ActorRefFrom<typeof zipAutocompleteMachine>;
