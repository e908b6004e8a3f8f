import { assign, setup, type AnyStateMachine } from 'xstate';
import type { VoiceOutcome } from './voiceSearch.setup';
import { DELAYS } from '../domain/constants';
import { stepHighlight } from '../domain/listNavigation';
import { unprovided, unprovidedPromise } from '../domain/placeholder';
import {
  cutToLimit,
  destination,
  freeText,
  isBlank,
  type HistoryEntry,
  type RecentSearch,
  type SearchOption,
  type Suggestions,
} from './searchOptions';

export type SearchInput = { userId: number };

export interface SearchContext extends SearchInput {
  /** What the box shows (a highlighted option's text while arrowing through the list). */
  text: string;
  /** What the person typed: what suggestions are asked for and View More searches. */
  typed: string;
  suggestions: Suggestions | null;
  recent: RecentSearch[];
  /** Index of the highlighted option in the open list, -1 for none. */
  highlighted: number;
}

export type SearchEvent =
  | { type: 'search.focus' }
  | { type: 'search.input'; text: string }
  /** An IME composition started: nothing is sent until it ends. */
  | { type: 'search.compositionStart' }
  | { type: 'search.compositionEnd'; text: string }
  | { type: 'search.highlightNext' }
  | { type: 'search.highlightPrevious' }
  /** Enter (the highlighted option, or the text) or a click on option `index`. */
  | { type: 'search.choose'; index?: number }
  | { type: 'search.escape' }
  /** Focus left (Tab) or a click outside. */
  | { type: 'search.close' }
  | { type: 'search.clearHistory' }
  /** The microphone button: voice search opens in its dialog. */
  | { type: 'search.voice' }
  /** The voice dialog ended (its actor's output). */
  | { type: 'xstate.done.actor.voice'; output: VoiceOutcome };

/** Which list is open, for the actions that walk it. */
export type Listing = { options: SearchOption[] };

/** The search suggestions flow's types, effects, guards and delays; the chart is in search.machine.ts. */
export const searchSetup = setup({
  types: {
    /** The flags the header's search box reads. */
    tags: {} as 'open' | 'loading' | 'showing recent' | 'showing suggestions' | 'invalid' | 'voice',
    context: {} as SearchContext,
    input: {} as SearchInput,
    events: {} as SearchEvent,
  },
  actors: {
    // The search-engine service, provided in src/features/search/wiring.ts.
    fetchSuggestions: unprovidedPromise<Suggestions, { text: string }>('search', 'fetchSuggestions'),
    loadHistory: unprovidedPromise<RecentSearch[], { userId: number }>('search', 'loadHistory'),
    clearHistory: unprovidedPromise<void, { userId: number }>('search', 'clearHistory'),
    // import() of the voice flow with its microphone and connection (src/features/search/voiceFlow.ts):
    // the dashboard does not carry it until the microphone button is first pressed.
    loadVoice: unprovidedPromise<AnyStateMachine>('search', 'loadVoice'),
  },
  actions: {
    // The router and the publisher, provided in src/features/search/wiring.ts.
    navigate: (_, _params: { to: string }) => unprovided('search', 'navigate'),
    'save to history': (_, _params: { entry: HistoryEntry; userId: number }) => unprovided('search', 'save to history'),
    'take typed text': assign((_, params: { text: string }) => {
      const text = cutToLimit(params.text);
      return { text, typed: text, highlighted: -1 };
    }),
    /** ArrowDown/ArrowUp: move through the list, wrapping, and copy the option's text into the box (SPEC §4). */
    highlight: assign(({ context }, params: Listing & { step: 1 | -1 }) => {
      const n = params.options.length;
      const from = context.highlighted;
      const next = stepHighlight(from, params.step, n);
      return { highlighted: next, text: params.options[next]!.label };
    }),
    /** Free text stays in the box (it is what the results page shows); a person or provider does not. */
    'keep chosen text': assign((_, params: { history: HistoryEntry }) => {
      const text = params.history.sub_type === 'FREE_TEXT' ? params.history.search_text : '';
      return { text, typed: text, highlighted: -1 };
    }),
    'clear text': assign({ text: '', typed: '', highlighted: -1, suggestions: null }),
    /** What voice search heard becomes the box's text, as if typed. */
    'take heard text': assign((_, params: { outcome: VoiceOutcome }) => {
      const text = cutToLimit('text' in params.outcome ? params.outcome.text : '');
      return { text, typed: text, highlighted: -1 };
    }),
    'forget highlight': assign(({ context }) => ({ highlighted: -1, text: context.typed })),
  },
  guards: {
    'box is empty': ({ context }) => isBlank(context.typed),
    'box has text': ({ context }) => context.text.length > 0,
    'text is blank': (_, params: { text: string }) => isBlank(params.text),
    'text starts with a space': (_, params: { text: string }) => /^\s/.test(params.text),
    'has options': (_, params: Listing) => params.options.length > 0,
    'an option is chosen': ({ context, event }, params: Listing) =>
      event.type === 'search.choose' && params.options[event.index ?? context.highlighted] !== undefined,
    'typed text is searchable': ({ context }) => !isBlank(context.typed) && !/^\s/.test(context.typed),
    'voice asks to edit': (_, params: { outcome: VoiceOutcome }) =>
      params.outcome.action === 'edit' && !isBlank(params.outcome.text),
    'voice asks to search': (_, params: { outcome: VoiceOutcome }) =>
      params.outcome.action === 'search' && !isBlank(params.outcome.text),
  },
  delays: {
    /** SPEC §9: suggestions wait for a 300 ms pause in typing. */
    debounce: DELAYS.debounce,
  },
});

/** The option an Enter or a click chose, and where it leads. */
export function chosen(context: SearchContext, event: SearchEvent, options: SearchOption[]) {
  const index = event.type === 'search.choose' ? (event.index ?? context.highlighted) : context.highlighted;
  const option = options[index];
  return option ? destination(option, context.typed) : freeText(context.typed);
}
