import { assign, setup, type ActorRefFrom } from 'xstate';
import { unprovidedPromise } from '../domain/placeholder';

export const SAVE_UNAVAILABLE = "We couldn't reach your saved providers. Nothing was changed: try again.";

/** The server's words an actor's error carries (the service's SaveRefused), or "couldn't reach". */
export const savedMessageOf = (error: unknown): string =>
  (error as { refusal?: { message?: string } } | null | undefined)?.refusal?.message ?? SAVE_UNAVAILABLE;

/** One change waiting for the server: save (true) or unsave (false) that provider. */
export interface SaveChange {
  id: number;
  name: string;
  saved: boolean;
}

export type SavedProvidersEvent =
  { type: 'saved.toggle'; id: number; name: string } | { type: 'saved.dismiss' } | { type: 'saved.retry' };

export interface SavedProvidersContext {
  /** The providers shown as saved: the server's list with the person's changes on top. */
  saved: number[];
  /** Changes in the order made; the first is with the server. */
  queue: SaveChange[];
  /** Why the last change was taken back (the server's words), until dismissed or the next change. */
  message: string | null;
  /** What the last change the server kept did, for the polite status line. */
  done: string | null;
}

const without = (list: number[], id: number) => list.filter((x) => x !== id);

/**
 * Save on the directory's results and on a provider's page (issue #63.9): which providers the
 * person saved is read once; Save and Unsave show at once and go to the server one at a time, in
 * the order made (two presses on one provider before the server heard the first cancel out). The
 * server has the last word: a change refused or not reached is taken back, with why. Saved
 * providers are listed in Favorites (contract/favorites.ts, group `providers`).
 */
export const savedProvidersMachine = setup({
  types: {
    context: {} as SavedProvidersContext,
    events: {} as SavedProvidersEvent,
    tags: {} as 'loading' | 'unavailable' | 'saving',
  },
  actors: {
    // GET /api/search-engine/v1/saved-providers (src/features/directory/wiring.ts).
    loadSaved: unprovidedPromise<number[], void>('savedProviders', 'loadSaved'),
    // PUT or DELETE /api/search-engine/v1/saved-providers/{id}.
    saveChange: unprovidedPromise<void, SaveChange>('savedProviders', 'saveChange'),
  },
  guards: {
    'has changes waiting': ({ context }) => context.queue.length > 0,
  },
  actions: {
    /**
     * Shows the change at once. A change of the same provider still waiting behind the one with
     * the server is undone by this one: both go.
     */
    'show and queue': assign(({ context, event }, params: { sending: boolean }) => {
      if (event.type !== 'saved.toggle') return {};
      const saved = !context.saved.includes(event.id);
      const from = params.sending ? 1 : 0;
      const waiting = context.queue.findIndex((c, i) => i >= from && c.id === event.id);
      return {
        saved: saved ? [event.id, ...context.saved] : without(context.saved, event.id),
        queue:
          waiting >= 0
            ? context.queue.filter((_, i) => i !== waiting)
            : [...context.queue, { id: event.id, name: event.name, saved }],
        message: null,
        done: null,
      };
    }),
    kept: assign(({ context }) => {
      const [change, ...rest] = context.queue;
      return {
        queue: rest,
        done: change ? (change.saved ? `${change.name} saved to Favorites.` : `${change.name} removed from Favorites.`) : null,
      };
    }),
    'take back': assign(({ context }, params: { error: unknown }) => {
      const [change, ...rest] = context.queue;
      if (!change) return {};
      return {
        // As the server has it; a later change of the same provider was made on top of this one, so it goes too.
        saved: change.saved ? without(context.saved, change.id) : [change.id, ...without(context.saved, change.id)],
        queue: rest.filter((c) => c.id !== change.id),
        message: savedMessageOf(params.error),
      };
    }),
  },
}).createMachine({
  id: 'savedProviders',
  context: { saved: [], queue: [], message: null, done: null },
  initial: 'loading',
  on: { 'saved.dismiss': { actions: assign({ message: null }) } },
  states: {
    loading: {
      description: 'Reading which providers the person saved; Save is not offered yet.',
      tags: ['loading'],
      invoke: {
        src: 'loadSaved',
        id: 'loadSaved',
        onDone: { target: 'ready', actions: assign({ saved: ({ event }) => event.output }) },
        onError: 'unavailable',
      },
    },
    unavailable: {
      description: 'The saved providers could not be read: Save is not offered (the rest of the page works).',
      tags: ['unavailable'],
      on: { 'saved.retry': 'loading' },
    },
    ready: {
      description: 'Save or Saved on each provider shown.',
      initial: 'idle',
      states: {
        idle: {
          always: { guard: 'has changes waiting', target: 'sending' },
          on: { 'saved.toggle': { actions: { type: 'show and queue', params: { sending: false } } } },
        },
        sending: {
          description: 'The first change is with the server; later ones wait their turn.',
          tags: ['saving'],
          on: { 'saved.toggle': { actions: { type: 'show and queue', params: { sending: true } } } },
          invoke: {
            src: 'saveChange',
            id: 'saveChange',
            input: ({ context }) => context.queue[0]!,
            onDone: { target: 'idle', actions: 'kept' },
            onError: {
              target: 'idle',
              description: 'Refused or not reached: taken back, with why.',
              actions: { type: 'take back', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
  },
});

export type SavedProvidersActorRef = ActorRefFrom<typeof savedProvidersMachine>;
