// The signed-in app's utilities load with it (see src/styles.css).
import '../../app.css';
import './directory.css';
import { useEffect, useRef } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { Filters } from '../../../contract/directory';
import { usePageFlow } from '../../system/usePageFlow';
import { Button } from '../../ui/Button';
import { PAGE_COLUMN } from '../../ui/layout';
import { LoadFailed } from '../../ui/LoadFailed';
import { Spinner } from '../../ui/Spinner';
import { DirectoryFilters } from './DirectoryFilters';
import { ProviderMap } from './ProviderMap';
import { ProviderList, type ProviderListHandle } from './ProviderList';
import { SaveNotices, useSavedProviders } from './SaveProvider';
import { useDirectoryLogic, useMapLayerLoader } from './wiring';

/**
 * /providers (issue #34): the provider directory. The filters (kept in the URL by the route),
 * the results as a list, the primary view, and beside it the offline map of the same results;
 * a row and its dot highlight together. The page renders the directory actor's snapshot and
 * sends its events.
 */
export function DirectoryPage({ filters, onFilters }: { filters: Filters; onFilters: (filters: Filters) => void }) {
  // Asked of the directory owner (issue #60): the directory lives in the app's actor tree while the page is open.
  const directory = usePageFlow('directory', 'directory/page', useDirectoryLogic(onFilters), { filters });
  if (!directory) return null;
  return <Directory directory={directory} filters={filters} />;
}

function Directory({ directory, filters }: { directory: ActorRefFrom<ReturnType<typeof useDirectoryLogic>>; filters: Filters }) {
  const s = useSelector(directory, (snapshot) => snapshot);
  // Back, Forward or a link changed the URL: the actor hears it (it ignores its own writes).
  const urlKey = JSON.stringify(filters);
  useEffect(() => directory.send({ type: 'directory.params', filters: JSON.parse(urlKey) as Filters }), [directory, urlKey]);
  const { items, total, origin, unknownZip, highlighted, nameDraft } = s.context;
  const current = s.context.filters;
  const loading = s.hasTag('loading');
  const shown = s.hasTag('loaded') || (loading && items.length > 0);
  const send = directory.send;
  const list = useRef<ProviderListHandle>(null);
  const loadLayer = useMapLayerLoader();
  const saved = useSavedProviders();
  const select = (id: number) => {
    send({ type: 'directory.select', id });
    list.current?.focus(id);
  };
  return (
    <div className={PAGE_COLUMN}>
      <h1 className="text-2xl font-semibold">Providers</h1>
      <p className="mt-2 max-w-3xl text-slate-700 dark:text-slate-300">
        Therapists, clinics and specialists: search by name, service and distance from any US zip code or town.
      </p>
      <DirectoryFilters filters={current} nameDraft={nameDraft} send={send} />

      <div className="directory-columns">
        {/* Busy from the first key of a name: the results are about to change. */}
        <section aria-label="Results" aria-busy={loading || s.hasTag('typing')} className="min-w-0">
          <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
            {s.hasTag('loaded') ? resultLine(items.length, total, origin?.location, current) : ''}
          </p>
          {loading && items.length === 0 ? <Spinner label="Searching the directory" /> : null}
          {s.hasTag('failed') ? (
            <LoadFailed what="Couldn't search the provider directory." onRetry={() => send({ type: 'directory.retry' })} />
          ) : null}
          {s.hasTag('empty') ? (
            <div role="status">
              <p>
                {unknownZip
                  ? `We don't know the place “${unknownZip}”. Check it, or choose a zip code or town from the suggestions.`
                  : 'No provider matches these filters.'}
              </p>
              <Button className="mt-3" onClick={() => send({ type: 'directory.clear' })}>
                Clear filters
              </Button>
            </div>
          ) : null}
          {shown ? (
            <>
              <SaveNotices actor={saved} />
              <ProviderList
                ref={list}
                items={items}
                total={total}
                highlighted={highlighted}
                filters={current}
                send={send}
                saved={saved}
              />
              {s.context.moreFailed ? (
                <p role="alert" className="mt-3 text-sm">
                  Couldn't load more providers.
                </p>
              ) : null}
              {items.length < total ? (
                <Button
                  variant="secondary"
                  className="mt-4"
                  disabled={s.hasTag('loading more')}
                  onClick={() => send({ type: 'directory.loadMore' })}
                >
                  {s.hasTag('loading more') ? 'Loading…' : s.context.moreFailed ? 'Try again' : 'Show more providers'}
                </Button>
              ) : null}
            </>
          ) : null}
        </section>
        <aside aria-label="Map" className="directory-map-aside min-w-0">
          <ProviderMap
            items={shown ? items : []}
            origin={origin}
            radiusMiles={current.radius_miles}
            highlighted={highlighted}
            onHighlight={(id) => send({ type: 'directory.highlight', id })}
            onSelect={select}
            loadLayer={loadLayer}
          />
        </aside>
      </div>
    </div>
  );
}

function resultLine(shown: number, total: number, place: string | undefined, { radius_miles, sort }: Filters) {
  const where = !place
    ? ''
    : radius_miles
      ? ` within ${radius_miles} miles of ${place}`
      : sort === 'distance'
        ? `, nearest ${place} first`
        : `, with their distance from ${place}`;
  const count = total === 1 ? '1 provider' : `${total} providers`;
  return shown < total ? `Showing ${shown} of ${count}${where}.` : `${count}${where}.`;
}
