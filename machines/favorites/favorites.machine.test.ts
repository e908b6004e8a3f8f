import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { testMachineModel } from '../../tests/machines/model';
import {
  FAVORITES_UNAVAILABLE,
  favoritesMachine,
  type Favorite,
  type FavoritesEvent,
  type RemoveInput,
} from './favorites.machine';

const never = <T, I>() => fromPromise<T, I>(() => new Promise<T>(() => {}));
const fav = (kind: Favorite['kind'], id: string, title: string, at: string): Favorite => ({
  kind,
  source_id: id,
  title,
  detail: null,
  href: kind === 'notes' ? `/mentorship/notes?noteId=${id}&noteType=personal&tab=1` : `/resource-hub/${id}`,
  bookmarked_at: at,
});
const ARTICLE = fav('articles', 'iep-or-504-plan', 'IEP or 504 plan', '2026-11-25T10:00:00.000Z');
const NOTE = fav('notes', '7', 'Respite plan', '2026-11-24T10:00:00.000Z');
const REFUSED = Object.assign(new Error('404'), { refusal: { message: 'You have no such bookmark.' } });

describe('favorites machine', () => {
  it('covers every state and transition: read, failed and tried again, a removal kept or put back with why', async () => {
    const report = await testMachineModel({
      machine: favoritesMachine.provide({
        actors: { loadFavorites: never<Favorite[], void>(), removeFavorite: never<void, RemoveInput>() },
      }),
      stateKey: (s) => ({
        value: s.value,
        shown: s.context.items.map((f) => f.source_id).join(','),
        message: s.context.message,
        removed: s.context.removed,
      }),
      events: (s): FavoritesEvent[] =>
        [
          { type: 'favorites.retry' },
          { type: 'favorites.dismiss' },
          ...s.context.items.map((f) => ({ type: 'favorites.remove', kind: f.kind, sourceId: f.source_id }) as const),
          { type: 'favorites.remove', kind: 'notes', sourceId: '404' },
          { type: 'xstate.done.actor.loadFavorites', output: [ARTICLE, NOTE] },
          { type: 'xstate.error.actor.loadFavorites', error: new Error('503') },
          { type: 'xstate.done.actor.removeFavorite', output: undefined },
          { type: 'xstate.error.actor.removeFavorite', error: REFUSED },
        ] as never,
      states: {
        'favorites.loading': (s) => expect(s.hasTag('loading')).toBe(true),
        'favorites.ready': (s) => {
          expect(s.context.removing).toBeNull();
          // Newest first, as read.
          const times = s.context.items.map((f) => f.bookmarked_at);
          expect(times).toEqual([...times].sort().reverse());
        },
        'favorites.removing': (s) => {
          expect(s.hasTag('removing')).toBe(true);
          expect(s.context.items).not.toContainEqual(s.context.removing!.item);
        },
        'favorites.failed': (s) => expect(s.hasTag('failed')).toBe(true),
      },
    });
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.covered).toBe(report.transitions.total);
  });

  const run = (remove: () => Promise<void>, load: () => Promise<Favorite[]> = async () => [ARTICLE, NOTE]) =>
    createActor(
      favoritesMachine.provide({ actors: { loadFavorites: fromPromise(load), removeFavorite: fromPromise(remove) } }),
    ).start();

  it('takes a bookmark away at once; refused, puts it back where it was with the server’s words', async () => {
    let answer: (ok: boolean) => void = () => {};
    const actor = run(() => new Promise((resolve, reject) => (answer = (ok) => (ok ? resolve() : reject(REFUSED)))));
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'favorites.remove', kind: 'articles', sourceId: ARTICLE.source_id });
    expect(actor.getSnapshot().context.items).toEqual([NOTE]);
    answer(false);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.items).toEqual([ARTICLE, NOTE]);
    expect(actor.getSnapshot().context.message).toBe('You have no such bookmark.');

    actor.send({ type: 'favorites.remove', kind: 'notes', sourceId: NOTE.source_id });
    expect(actor.getSnapshot().context.message).toBeNull();
    answer(true);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.items).toEqual([ARTICLE]);
    expect(actor.getSnapshot().context.removed).toBe('Respite plan');
  });

  it('says the service could not be reached when the removal fails without a refusal', async () => {
    const actor = run(() => Promise.reject(new Error('offline')));
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'favorites.remove', kind: 'notes', sourceId: NOTE.source_id });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.message).toBe(FAVORITES_UNAVAILABLE);
    expect(actor.getSnapshot().context.items).toEqual([ARTICLE, NOTE]);
  });
});
