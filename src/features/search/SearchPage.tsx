// The signed-in app's utilities load with it (see src/styles.css).
import '../../app.css';
import { useEffect } from 'react';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import {
  filterWithResults,
  SEARCH_FILTERS,
  type DatePosted,
  type ResultItem,
  type SearchFilter,
  type SortBy,
} from '../../../machines/search/searchPage.machine';
import { roleLabel } from '../../../machines/domain/user';
import { usePageFlow } from '../../system/usePageFlow';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { PAGE_COLUMN } from '../../ui/layout';
import { useSearchPageLogic } from './searchPageWiring';
import { ZipField } from './ZipField';

const DATES: Array<[DatePosted, string]> = [
  ['ANY', 'Any time'],
  ['PAST_DAY', 'Past 24 hours'],
  ['PAST_WEEK', 'Past week'],
  ['PAST_MONTH', 'Past month'],
  ['PAST_YEAR', 'Past year'],
];
const ORDERS: Array<[SortBy, string]> = [
  ['RELEVANCE', 'Most relevant'],
  ['NEWEST', 'Newest'],
  ['MOST_UPVOTED', 'Most upvoted'],
];
const posted = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'long', year: 'numeric' });

const labelOf = (filter: SearchFilter) => SEARCH_FILTERS.find((f) => f.value === filter)!.label;
const resultsOf = (n: number, filter: SearchFilter) => `${n} ${labelOf(filter).toLowerCase()} ${n === 1 ? 'result' : 'results'}`;

/**
 * /search?q&selectedFilter (SPEC §2, §9): the six filters as tabs kept in the URL, so
 * back and forward restore them, each with how many results it has; the page's own
 * actor loads one filter's results, and picks the filter when the URL names none.
 */
export function SearchPage({ query, filter: asked }: { query: string; filter: SearchFilter | null }) {
  // Asked of the search pages' owner (issue #60): the page's flow lives in the app's actor tree while it is open.
  const page = usePageFlow('searchPages', 'searchPages/page', useSearchPageLogic(), { query, filter: asked });
  if (!page) return null;
  return <SearchResults page={page} query={query} asked={asked} />;
}

function SearchResults({
  page,
  query,
  asked,
}: {
  page: ActorRefFrom<ReturnType<typeof useSearchPageLogic>>;
  query: string;
  asked: SearchFilter | null;
}) {
  const s = useSelector(page, (snapshot) => snapshot);
  useEffect(() => page.send({ type: 'page.params', query, filter: asked }), [page, query, asked]);
  const { items, total, tags, datePosted, sortBy, moreFailed, filter, counts, placeRead, match, wordsRead } = s.context;
  const filterLabel = labelOf(filter);
  const elsewhere = filterWithResults(s.context);

  return (
    <div className={PAGE_COLUMN}>
      <h1 className="text-2xl font-semibold">{query ? `Results for “${query}”` : 'Search'}</h1>
      <nav aria-label="Search filters" className="mt-4 border-b border-slate-200 dark:border-slate-700">
        <ul className="-mb-px flex flex-wrap gap-1">
          {SEARCH_FILTERS.map((f) => (
            <li key={f.value}>
              <Link
                to="/search"
                search={{ q: query, selectedFilter: f.value }}
                aria-current={f.value === filter ? 'page' : undefined}
                className={`focus-ring inline-block border-b-2 px-3 py-2 text-sm font-medium ${
                  f.value === filter
                    ? 'border-brand-700 text-slate-900 dark:border-sky-300 dark:text-slate-50'
                    : 'border-transparent text-slate-700 hover:text-slate-900 dark:text-slate-300 dark:hover:text-slate-50'
                }`}
              >
                {f.label}
                {/* A space between the label and its count, so the link reads "Provider 10 results". */}
                {counts && ' '}
                {counts && (
                  <span className="ml-0.5 rounded-full bg-slate-100 px-1.5 py-0.5 text-xs text-slate-800 tabular-nums dark:bg-slate-800 dark:text-slate-100">
                    {counts[f.value]}
                    <span className="sr-only">{counts[f.value] === 1 ? ' result' : ' results'}</span>
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <div className="mt-4 flex flex-wrap items-end gap-4">
        {filter === 1 && (
          <ZipField
            // The place read from the request ("in Denver", "near me") arrives with the results: the field shows it.
            key={placeRead ?? ''}
            id="search-location"
            label="Location"
            initialText={placeRead ?? ''}
            onChosen={(location) => page.send({ type: 'refine.location', location })}
          />
        )}
        {(filter === 4 || filter === 5) && (
          <>
            <Select
              id="search-date"
              label="Date posted"
              value={datePosted}
              options={DATES}
              onChange={(value) => page.send({ type: 'refine.datePosted', datePosted: value })}
            />
            <Select
              id="search-sort"
              label="Sort by"
              value={sortBy}
              options={ORDERS}
              onChange={(value) => page.send({ type: 'refine.sortBy', sortBy: value })}
            />
            {tags.length > 0 && (
              <ul aria-label="Tags" className="flex flex-wrap gap-2">
                {tags.map((tag) => (
                  <li key={tag}>
                    <button
                      type="button"
                      className="focus-ring rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-100"
                      onClick={() => page.send({ type: 'refine.removeTag', tag })}
                    >
                      #{tag} <span aria-hidden="true">×</span>
                      <span className="sr-only"> (remove tag)</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>

      <section aria-labelledby="search-results-heading" className="mt-4" aria-busy={s.hasTag('loading')}>
        <h2 id="search-results-heading" className="sr-only">
          {filterLabel} results
        </h2>
        <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
          {s.hasTag('loading')
            ? ''
            : s.hasTag('has results')
              ? `${resultsOf(total, filter)}${filter === 3 && placeRead && match === 'all' ? ` within 25 miles of ${placeRead}, nearest first` : ''}`
              : ''}
        </p>
        {s.hasTag('loading') && <Spinner label={`Searching ${filterLabel.toLowerCase()}…`} />}
        {s.hasTag('error') && (
          <div role="alert" className="mt-2 flex items-center gap-3">
            <p>The results could not be loaded.</p>
            <Button variant="secondary" onClick={() => page.send({ type: 'results.retry' })}>
              Try again
            </Button>
          </div>
        )}
        {s.hasTag('empty') && (
          <p className="mt-2">
            No {filterLabel.toLowerCase()} results{query ? <> for “{query}”</> : null}.{' '}
            {elsewhere && counts ? (
              <Link
                to="/search"
                search={{ q: query, selectedFilter: elsewhere }}
                className="focus-ring font-medium text-brand-700 underline underline-offset-2 dark:text-sky-300"
              >
                See {resultsOf(counts[elsewhere], elsewhere)}
              </Link>
            ) : (
              'Try other words or another filter.'
            )}
          </p>
        )}
        {s.hasTag('has results') && (
          <>
            {match === 'closest' && (
              <>
                <h3 className="mt-2 font-semibold">Closest matches</h3>
                <p className="text-sm text-slate-700 dark:text-slate-300">
                  No {filterLabel.toLowerCase()} matches all of “{wordsRead || query}”
                  {placeRead ? ` within 25 miles of ${placeRead}` : ''}. These match the most of it
                  {placeRead ? ', nearest first' : ''}.
                </p>
              </>
            )}
            <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-700">
              {items.map((item) => (
                <li key={keyOf(item)} className="py-3">
                  <Result item={item} onTag={(tag) => page.send({ type: 'refine.addTag', tag })} />
                </li>
              ))}
            </ul>
            {moreFailed && <p role="alert">More results could not be loaded. Try again.</p>}
            {items.length < total && (
              <Button
                variant="secondary"
                onClick={() => page.send({ type: 'results.loadMore' })}
                disabled={s.hasTag('loading more')}
              >
                {s.hasTag('loading more') ? 'Loading…' : 'Load more'}
              </Button>
            )}
          </>
        )}
      </section>
    </div>
  );
}

const keyOf = (item: ResultItem) =>
  item.kind === 'person'
    ? `u${item.user_id}`
    : item.kind === 'provider'
      ? `p${item.therapy_provider_id}`
      : item.kind === 'post'
        ? `c${item.post_id}`
        : `t${item.tag}`;

function Result({ item, onTag }: { item: ResultItem; onTag: (tag: string) => void }) {
  const link = 'focus-ring font-medium text-slate-900 underline-offset-2 hover:underline dark:text-slate-50';
  switch (item.kind) {
    case 'person':
      return (
        <div className="flex items-center gap-3">
          <Avatar src={item.profile_picture} name={item.display_name} id={item.user_id} />
          <div>
            <Link to="/user" search={{ u: item.user_name }} className={link}>
              {item.display_name}
            </Link>
            <p className="text-sm text-slate-700 dark:text-slate-300">
              {[roleLabel(item), item.location].filter(Boolean).join(' · ')}
            </p>
          </div>
        </div>
      );
    case 'provider':
      return (
        <div className="flex items-center gap-3">
          <Avatar src={item.provider_image_url} name={item.name} />
          <div>
            <Link
              to="/directory-item/$therapyProviderId"
              params={{ therapyProviderId: String(item.therapy_provider_id) }}
              className={link}
            >
              {item.name}
            </Link>
            <p className="text-sm text-slate-700 dark:text-slate-300">
              {[item.services, item.location, item.distance_miles == null ? null : `${item.distance_miles} mi away`]
                .filter(Boolean)
                .join(' · ')}
            </p>
          </div>
        </div>
      );
    case 'post':
      return (
        <article>
          <Link to="/community/$postId" params={{ postId: String(item.post_id) }} className={link}>
            {item.title}
          </Link>
          <p className="mt-1 text-sm text-slate-800 dark:text-slate-200">{item.excerpt}</p>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-700 dark:text-slate-300">
            <span>
              {item.author_display_name || item.author_user_name} · {posted.format(new Date(item.date_posted))} · {item.upvotes}{' '}
              upvotes
            </span>
            {item.tags.map((tag) => (
              <button
                key={tag}
                type="button"
                onClick={() => onTag(tag)}
                className="focus-ring rounded-full bg-slate-100 px-2 py-0.5 text-slate-800 dark:bg-slate-800 dark:text-slate-100"
              >
                #{tag}
                <span className="sr-only"> (filter by this tag)</span>
              </button>
            ))}
          </p>
        </article>
      );
    case 'tag':
      return (
        <div>
          <Link to="/search" search={{ q: item.tag, selectedFilter: 4 }} className={link}>
            #{item.tag}
          </Link>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {item.posts} posts · {item.questions} questions
          </p>
        </div>
      );
  }
}

function Select<T extends string>({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: T;
  options: Array<[T, string]>;
  onChange: (value: T) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value as T)}
        className="focus-ring mt-1 h-10 rounded-[var(--radius)] border border-slate-300 bg-white px-2 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
      >
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
