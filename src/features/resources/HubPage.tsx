// The signed-in app's utilities load with it (see src/styles.css).
import '../../app.css';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { CATEGORIES, CATEGORY_LABELS, MAX_QUERY_LENGTH } from '../../../contract/resources';
import { usePageFlow } from '../../system/usePageFlow';
import { Button } from '../../ui/Button';
import { PAGE_COLUMN, READING_WIDTH } from '../../ui/layout';
import { LoadFailed } from '../../ui/LoadFailed';
import { Spinner } from '../../ui/Spinner';
import { useHubLogic } from './wiring';

const chip = (on: boolean) =>
  `focus-ring rounded-full border px-3 py-1.5 text-sm ${
    on
      ? 'border-brand-700 bg-brand-700 text-white dark:border-teal-200 dark:bg-teal-200 dark:text-slate-950'
      : 'border-slate-300 bg-white text-slate-800 hover:border-brand-700 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100'
  }`;

/**
 * /resource-hub for a signed-in person (issue #34): the hub's articles by category, searched on
 * the server as the person types (machines/resources/hub.machine.ts waits for a pause), each
 * linking to its reading page. The page renders the hub's snapshot and sends its events.
 */
export function HubPage() {
  // Asked of the resources owner (issue #60): the flow lives in the app's actor tree while the page is open.
  const hub = usePageFlow('resources', 'resources/hub', useHubLogic(), {});
  if (!hub) return null;
  return <HubView hub={hub} />;
}

function HubView({ hub }: { hub: ActorRefFrom<ReturnType<typeof useHubLogic>> }) {
  const s = useSelector(hub, (snapshot) => snapshot);
  const { category, query, articles } = s.context;
  const loading = s.hasTag('loading');
  return (
    <div className={PAGE_COLUMN}>
      <h1 className="text-2xl font-semibold">Resource Hub</h1>
      <p className={`mt-2 ${READING_WIDTH} text-slate-700 dark:text-slate-300`}>
        Plain-language guides on screening, therapies, school support, insurance and looking after yourself. General information,
        not medical, legal or financial advice.
      </p>

      <search className="mt-6 block">
        <label htmlFor="hub-search" className="block text-sm font-medium">
          Search the resource hub
        </label>
        <input
          id="hub-search"
          type="search"
          value={query}
          maxLength={MAX_QUERY_LENGTH}
          onChange={(e) => hub.send({ type: 'hub.query', query: e.target.value })}
          className="focus-ring mt-1 w-full max-w-xl rounded-[var(--radius)] border border-slate-300 bg-white px-3 py-2 dark:border-slate-600 dark:bg-slate-900"
        />
      </search>

      <div role="group" aria-label="Category" className="mt-4 flex flex-wrap gap-2">
        <button
          type="button"
          aria-pressed={category === null}
          className={chip(category === null)}
          onClick={() => hub.send({ type: 'hub.category', category: null })}
        >
          All
        </button>
        {CATEGORIES.map((c) => (
          <button
            key={c}
            type="button"
            aria-pressed={category === c}
            className={chip(category === c)}
            onClick={() => hub.send({ type: 'hub.category', category: c })}
          >
            {CATEGORY_LABELS[c]}
          </button>
        ))}
      </div>

      <section aria-label="Articles" aria-busy={loading} className="mt-6">
        {loading && articles.length === 0 ? <Spinner label="Loading articles" /> : null}
        {s.hasTag('error') ? (
          <LoadFailed what="Couldn't load the resource hub's articles." onRetry={() => hub.send({ type: 'hub.retry' })} />
        ) : null}
        {s.hasTag('empty') ? (
          <div role="status">
            <p>
              {query.trim()
                ? `No article matches “${query.trim()}”${category ? ` in ${CATEGORY_LABELS[category]}` : ''}.`
                : 'No articles here yet.'}
            </p>
            {query.trim() ? (
              <Button className="mt-3" onClick={() => hub.send({ type: 'hub.query', query: '' })}>
                Clear the search
              </Button>
            ) : null}
          </div>
        ) : null}
        {s.hasTag('loaded') || (loading && articles.length > 0) ? (
          <ul className="grid gap-4 sm:grid-cols-2">
            {articles.map((a) => (
              <li key={a.slug}>
                <article className="h-full rounded-[var(--radius)] bg-white p-5 shadow-sm dark:bg-slate-900">
                  <h2 className="text-lg font-semibold">
                    <Link
                      to="/resource-hub/$slug"
                      params={{ slug: a.slug }}
                      className="focus-ring text-brand-700 underline-offset-2 hover:underline dark:text-teal-200"
                    >
                      {a.title}
                    </Link>
                  </h2>
                  <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                    {CATEGORY_LABELS[a.category]} · {a.reading_minutes} min read{a.bookmarked ? ' · Saved' : ''}
                  </p>
                  <p className="mt-2">{a.summary}</p>
                  {a.matched_heading ? (
                    <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">Found in: {a.matched_heading}</p>
                  ) : null}
                </article>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </div>
  );
}
