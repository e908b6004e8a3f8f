import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromCallback, fromPromise, type AnyStateMachine } from 'xstate';
import { voiceSearchMachine } from './voiceSearch.machine';
import { testMachineModel } from '../../tests/machines/model';
import { LIMITS } from '../domain/constants';
import { exampleRecent, exampleSuggestions } from './search.examples';
import {
  searchMachine,
  destination,
  suggestionOptions,
  type HistoryEntry,
  type RecentSearch,
  type SearchEvent,
  type Suggestions,
} from './search.machine';

const never = <T, I>() => fromPromise<T, I>(() => new Promise<T>(() => {}));
const answer = exampleSuggestions;
const voiceStandIn = createMachine({ id: 'voiceStandIn' });
const recent = exampleRecent;

function fakes() {
  const navigations: string[] = [];
  const saved: HistoryEntry[] = [];
  const machine = searchMachine.provide({
    actors: {
      fetchSuggestions: never<Suggestions, { text: string }>(),
      loadHistory: never<RecentSearch[], { userId: number }>(),
      clearHistory: never<void, { userId: number }>(),
      loadVoice: never<AnyStateMachine, unknown>(),
    },
    actions: {
      navigate: (_, { to }) => void navigations.push(to),
      'save to history': (_, { entry }) => void saved.push(entry),
    },
  });
  return { machine, navigations, saved };
}

describe('search suggestions machine', () => {
  it('covers every state and transition: recent, debounce, suggestions, keyboard, IME, choose', async () => {
    const { machine, navigations, saved } = fakes();
    const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as never;
    const fail = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error('503') }) as never;
    await testMachineModel({
      machine,
      input: { userId: 1 },
      stateKey: (s) => ({
        value: s.value,
        text: s.context.text === '' ? 'empty' : /^\s/.test(s.context.text) ? 'space' : 'text',
        typed: s.context.typed === '' ? 'empty' : 'text',
        suggestions: s.context.suggestions !== null,
        recent: s.context.recent.length,
        highlighted: s.context.highlighted,
      }),
      beforePath: () => {
        navigations.length = 0;
        saved.length = 0;
      },
      events: (s): SearchEvent[] => [
        { type: 'search.focus' },
        { type: 'search.input', text: '' },
        { type: 'search.input', text: ' speech' },
        { type: 'search.input', text: 'speech' },
        { type: 'search.compositionStart' },
        { type: 'search.compositionEnd', text: 'speech' },
        { type: 'search.compositionEnd', text: '' },
        { type: 'search.compositionEnd', text: ' 日本' },
        { type: 'search.highlightNext' },
        { type: 'search.highlightPrevious' },
        { type: 'search.choose' },
        ...(s.hasTag('showing recent') || s.hasTag('showing suggestions') ? [{ type: 'search.choose' as const, index: 1 }] : []),
        { type: 'search.escape' },
        { type: 'search.close' },
        { type: 'search.clearHistory' },
        done('fetchSuggestions', answer),
        fail('fetchSuggestions'),
        done('loadHistory', recent),
        fail('loadHistory'),
        done('clearHistory', undefined),
        fail('clearHistory'),
        { type: 'search.voice' },
        // The voice flow's code (a stand-in: the voice machine has its own model test).
        done('loadVoice', voiceStandIn),
        fail('loadVoice'),
        done('voice', { action: 'edit', text: 'harbor physical therapy' }),
        done('voice', { action: 'search', text: 'harbor physical therapy' }),
        done('voice', { action: 'search', text: ' ' }),
        done('voice', { action: 'close' }),
      ],
      states: {
        'search.closed': (s) => expect(s.hasTag('open')).toBe(false),
        'search.open.recent.loading': (s) => {
          expect(s.hasTag('showing recent')).toBe(true);
          expect(s.context.typed.trim()).toBe('');
        },
        'search.open.recent.shown': (s) => expect(s.hasTag('loading')).toBe(false),
        'search.open.recent.clearing': (s) => expect(s.context.recent).toEqual([]),
        'search.open.suggestions.debouncing': (s) => expect(s.hasTag('loading')).toBe(false),
        'search.open.suggestions.fetching': (s) => expect(s.hasTag('loading')).toBe(true),
        'search.open.suggestions.shown': (s) => {
          expect(s.hasTag('showing suggestions')).toBe(true);
          // SPEC §9: at most 3 providers and 3 people, then View More.
          const options = suggestionOptions(s.context.suggestions);
          expect(options.filter((o) => o.kind === 'provider').length).toBeLessThanOrEqual(LIMITS.suggestionsPerKind);
          expect(options.at(-1)?.kind).toBe('view more');
          // Each group's View More closes it and opens its filter (#28.2): providers 3, people 1.
          const typed = s.context.typed.trim();
          options.forEach((o, i) => {
            if (o.kind !== 'view more') return;
            const group = options[i - 1]?.kind;
            const filter = group === 'provider' ? 3 : group === 'user' ? 1 : undefined;
            expect(destination(o, s.context.typed).href).toBe(
              `/search?q=${encodeURIComponent(typed)}${filter ? `&selectedFilter=${filter}` : ''}`,
            );
          });
        },
        'search.open.suggestions.unavailable': (s) => expect(s.context.suggestions).toBeNull(),
        'search.open.rejected': (s) => expect(s.hasTag('invalid')).toBe(true),
        'search.open.composing': (s) => expect(s.hasTag('loading')).toBe(false),
        'search.voice.loading': (s, { system }) => {
          expect(s.hasTag('voice')).toBe(true);
          expect(system.get('voiceSearch')).toBeUndefined();
        },
        'search.voice.open': (s, { system }) => expect(system.get('voiceSearch')).toBeDefined(),
      },
      always: (s, { system }) => {
        // The voice dialog's actor lives only while the search is in `voice`: leaving stops it.
        if (!s.hasTag('voice')) expect(system.get('voiceSearch')).toBeUndefined();
        // Every navigation has its history entry, of the matching kind.
        expect(saved.length).toBe(navigations.length);
        navigations.forEach((to, i) => {
          const entry = saved[i]!;
          // Free text names no filter (the page picks one with results), but a group's View More does.
          if (entry.sub_type === 'FREE_TEXT')
            expect(
              [1, 3, undefined].map(
                (f) => `/search?q=${encodeURIComponent(entry.search_text)}${f ? `&selectedFilter=${f}` : ''}`,
              ),
            ).toContain(to);
          if (entry.sub_type === 'PROVIDER_NAME') expect(to).toBe(`/directory-item/${entry.providerId}`);
          if (entry.sub_type === 'USER') expect(to).toMatch(/^\/user\?u=/);
          expect(entry.search_text.trim()).not.toBe('');
        });
        expect(s.context.highlighted).toBeLessThan(8);
      },
    });
  });

  it('asks once after the pause, without the leading #, and never for blank or space-led text', async () => {
    const asked: string[] = [];
    const machine = searchMachine.provide({
      actors: {
        fetchSuggestions: fromPromise(async ({ input }: { input: { text: string } }) => {
          asked.push(input.text);
          return { ...answer, text: input.text };
        }),
        loadHistory: fromPromise(async () => recent),
        clearHistory: never<void, { userId: number }>(),
      },
    });
    const { SimulatedClock } = await import('xstate');
    const clock = new SimulatedClock();
    const actor = createActor(machine, { input: { userId: 1 }, clock }).start();
    actor.send({ type: 'search.focus' });
    for (const text of ['#', '#s', '#sp', '#spe', '#spee', '#speec', '#speech']) {
      actor.send({ type: 'search.input', text });
      clock.increment(80);
    }
    expect(asked).toEqual([]);
    clock.increment(300);
    expect(asked).toEqual(['speech']);
    actor.send({ type: 'search.input', text: '   ' });
    actor.send({ type: 'search.input', text: ' speech' });
    clock.increment(1000);
    expect(asked).toEqual(['speech']);
    expect(actor.getSnapshot().hasTag('invalid')).toBe(true);
    actor.send({ type: 'search.input', text: 'x'.repeat(500) });
    expect(actor.getSnapshot().context.text).toHaveLength(100);
    actor.stop();
  });

  it('signing out (the session, and so this box, stopped) releases the voice capture', async () => {
    let started = 0;
    let released = 0;
    const voice = voiceSearchMachine.provide({
      actors: {
        capture: fromCallback(() => {
          started += 1;
          return () => void (released += 1);
        }),
      },
      actions: { 'report failure': () => {} },
    });
    const machine = searchMachine.provide({
      actors: {
        fetchSuggestions: never<Suggestions, { text: string }>(),
        loadHistory: never<RecentSearch[], { userId: number }>(),
        clearHistory: never<void, { userId: number }>(),
        loadVoice: fromPromise(async () => voice as AnyStateMachine),
      },
    });
    const actor = createActor(machine, { input: { userId: 1 } }).start();
    actor.send({ type: 'search.voice' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.system.get('voiceSearch')).toBeDefined();
    expect([started, released]).toEqual([1, 0]);
    actor.stop();
    expect([started, released]).toEqual([1, 1]);
  });
});

describe('the suggestion list', () => {
  it('closes each group with its View More, and offers one View More of the text when nothing is suggested (#28.2)', () => {
    const kinds = suggestionOptions(exampleSuggestions).map((o) => (o.kind === 'view more' ? `more ${o.filter}` : o.kind));
    expect(kinds).toEqual(['provider', 'provider', 'provider', 'more 3', 'user', 'more 1']);
    const none = suggestionOptions({ text: 'zzz', providers: [], users: [] });
    expect(none.map((o) => destination(o, 'zzz').href)).toEqual(['/search?q=zzz']);
  });
});
