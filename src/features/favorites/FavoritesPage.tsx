// The signed-in app's utilities load with it (see src/styles.css).
import '../../app.css';
import { useOpenInApp } from '../../routing/openInApp';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { FAVORITE_GROUPS, FAVORITE_KINDS, type Favorite, type FavoriteKind } from '../../../contract/favorites';
import { Button } from '../../ui/Button';
import { LoadFailed } from '../../ui/LoadFailed';
import { Spinner } from '../../ui/Spinner';
import { PAGE_COLUMN } from '../../ui/layout';
import { usePageFlow } from '../../system/usePageFlow';
import { formatSavedDate } from './format';
import { useFavoritesLogic } from './wiring';

function FavoriteItem({ item, busy, onRemove }: { item: Favorite; busy: boolean; onRemove: () => void }) {
  const open = useOpenInApp();
  return (
    <li className="flex items-start gap-3 py-3">
      <div className="min-w-0 flex-1">
        <a
          href={item.href}
          onClick={(e) => open(e, item.href)}
          className="focus-ring font-semibold text-brand-700 underline dark:text-teal-200"
        >
          {item.title}
        </a>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {item.detail ? `${item.detail} · ` : ''}Saved {formatSavedDate(item.bookmarked_at)}
        </p>
      </div>
      <Button
        variant="secondary"
        className="px-3 py-1.5"
        disabled={busy}
        aria-label={`Remove ${item.title} from Favorites`}
        onClick={onRemove}
      >
        Remove
      </Button>
    </li>
  );
}

/**
 * /bookmarks (SPEC §2 Favorites): every bookmark of the person, grouped by kind in
 * contract/favorites.ts's order, newest first in each group; Remove takes one away at once and
 * puts it back with the server's words if refused. With none, how to bookmark each kind.
 */
export function FavoritesPage() {
  // Asked of the favorites owner (issue #60): the flow lives in the app's actor tree while the page is open.
  const page = usePageFlow('favorites', 'favorites/page', useFavoritesLogic(), undefined);
  if (!page) return null;
  return <FavoritesView page={page} />;
}

function FavoritesView({ page }: { page: ActorRefFrom<ReturnType<typeof useFavoritesLogic>> }) {
  const s = useSelector(page, (snapshot) => snapshot);
  const { items, message, removed } = s.context;
  const groups = FAVORITE_KINDS.map((kind) => ({ kind, items: items.filter((f) => f.kind === kind) })).filter(
    (g) => g.items.length > 0,
  );
  const remove = (kind: FavoriteKind, sourceId: string) => page.send({ type: 'favorites.remove', kind, sourceId });

  return (
    <div className={PAGE_COLUMN}>
      <h1 className="text-2xl font-bold">Favorites</h1>
      <p className="mt-1 text-slate-700 dark:text-slate-300">What you bookmarked, newest first.</p>
      {message ? (
        <div
          role="alert"
          className="mt-3 flex flex-wrap items-center gap-2 rounded-[var(--radius)] bg-amber-50 p-3 text-amber-900 dark:bg-amber-950 dark:text-amber-100"
        >
          <span className="flex-1">{message}</span>
          <Button variant="ghost" onClick={() => page.send({ type: 'favorites.dismiss' })}>
            Dismiss
          </Button>
        </div>
      ) : null}
      <p role="status" className="sr-only">
        {removed ? `${removed} removed from Favorites.` : ''}
      </p>
      <div className="mt-4" aria-busy={s.hasTag('loading') || s.hasTag('removing')} data-testid="favorites">
        {s.hasTag('loading') ? (
          <Spinner label="Loading your favorites…" />
        ) : s.hasTag('failed') ? (
          <LoadFailed what="Your favorites could not be loaded." onRetry={() => page.send({ type: 'favorites.retry' })} />
        ) : groups.length === 0 ? (
          <div>
            <p className="font-semibold">Nothing saved yet.</p>
            <p className="mt-1 text-slate-700 dark:text-slate-300">Bookmark something and it appears here:</p>
            <ul className="mt-2 list-disc ps-6 text-slate-700 dark:text-slate-300">
              {FAVORITE_KINDS.map((kind) => (
                <li key={kind}>
                  {FAVORITE_GROUPS[kind].title}: {FAVORITE_GROUPS[kind].how}
                </li>
              ))}
            </ul>
          </div>
        ) : (
          groups.map((group) => (
            <section key={group.kind} aria-labelledby={`favorites-${group.kind}`} className="mt-4 first:mt-0">
              <h2 id={`favorites-${group.kind}`} className="text-lg font-semibold">
                {FAVORITE_GROUPS[group.kind].title} ({group.items.length})
              </h2>
              <ul className="divide-y divide-slate-200 dark:divide-slate-700">
                {group.items.map((item) => (
                  <FavoriteItem
                    key={`${item.kind}:${item.source_id}`}
                    item={item}
                    busy={s.hasTag('removing')}
                    onRemove={() => remove(item.kind, item.source_id)}
                  />
                ))}
              </ul>
            </section>
          ))
        )}
      </div>
    </div>
  );
}
