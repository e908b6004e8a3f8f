import { forwardRef, useEffect, useImperativeHandle, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { labelOf, SERVICES, type Filters, type ListedProvider } from '../../../contract/directory';
import type { DirectoryEvent } from '../../../machines/directory/directory.machine';
import type { SavedProvidersActorRef } from '../../../machines/directory/savedProviders.machine';
import { SaveProviderButton } from './SaveProvider';
import { searchFromFilters } from './urlFilters';
import { miles, visits } from './visits';

/** Past this many rows the list is virtualised: only the rows near the window are in the page. */
export const VIRTUAL_FROM = 100;
/** A row with a one-line services list (rows are measured once drawn). */
const ROW_ESTIMATE = 112;

export const rowLinkId = (id: number) => `provider-row-${id}`;

/** Moves focus to a provider's row, scrolling it into the page first when the list is virtualised. */
export interface ProviderListHandle {
  focus(id: number): void;
}

interface Props {
  items: ListedProvider[];
  total: number;
  highlighted: number | null;
  filters: Filters;
  send: (event: DirectoryEvent) => void;
  /** Save on each row (issue #63.9), when the page has the person's saved providers. */
  saved?: SavedProvidersActorRef | undefined;
}

/**
 * The results: the primary view of /providers. Each row's link opens the provider; hovering or
 * focusing a row highlights its dot. A long list (several Show more) is virtualised with TanStack
 * Virtual, so only a window of rows is in the page; the rows keep their place in the whole list
 * for screen readers (aria-setsize, aria-posinset), and Arrow Up/Down, Home and End move between
 * row links, since Tab alone would jump past rows that are not rendered.
 */
export const ProviderList = forwardRef<ProviderListHandle, Props>(function ProviderList(props, handle) {
  const virtual = props.items.length > VIRTUAL_FROM;
  const [focusWanted, setFocusWanted] = useState<number | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const virtualizer = useWindowVirtualizer({
    count: virtual ? props.items.length : 0,
    estimateSize: () => ROW_ESTIMATE,
    overscan: 4,
    gap: 12,
    scrollMargin: list.current?.offsetTop ?? 0,
  });
  const indexOf = (id: number) => props.items.findIndex((p) => p.therapy_provider_id === id);
  const focusIndex = (index: number) => {
    const row = props.items[index];
    if (!row) return;
    const link = document.getElementById(rowLinkId(row.therapy_provider_id));
    if (link) link.focus();
    else {
      // Not rendered yet: bring it into the window, then focus it once it is drawn.
      virtualizer.scrollToIndex(index, { align: 'auto' });
      setFocusWanted(index);
    }
  };
  const drawn = virtualizer.getVirtualItems();
  // Each time the window moves, the wanted row may have been drawn.
  useEffect(() => {
    if (focusWanted === null) return;
    const row = props.items[focusWanted];
    const link = row ? document.getElementById(rowLinkId(row.therapy_provider_id)) : null;
    if (link) {
      link.focus();
      setFocusWanted(null);
    }
  }, [focusWanted, props.items, drawn]);
  useImperativeHandle(handle, () => ({ focus: (id) => focusIndex(indexOf(id)) }));

  const onKeyDown = (index: number) => (e: KeyboardEvent) => {
    const to = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: props.items.length - 1 }[e.key];
    if (to === undefined || to < 0 || to >= props.items.length) return;
    e.preventDefault();
    focusIndex(to);
  };
  const row = (p: ListedProvider, index: number, extra: { style?: object; measure?: (el: Element | null) => void } = {}) => (
    <Row
      key={p.therapy_provider_id}
      provider={p}
      index={index}
      {...props}
      onKeyDown={onKeyDown(index)}
      style={extra.style}
      measure={extra.measure}
    />
  );

  if (!virtual)
    return (
      <ul className="mt-2 grid gap-3" data-testid="provider-list">
        {props.items.map((p, i) => row(p, i))}
      </ul>
    );
  return (
    <ul
      ref={list}
      className="relative mt-2"
      style={{ height: virtualizer.getTotalSize() }}
      data-testid="provider-list"
      data-virtual="true"
    >
      {drawn.map((v) =>
        row(props.items[v.index]!, v.index, {
          measure: virtualizer.measureElement,
          style: { transform: `translateY(${v.start - virtualizer.options.scrollMargin}px)` },
        }),
      )}
    </ul>
  );
});

function Row({
  provider: p,
  index,
  total,
  highlighted,
  filters,
  send,
  saved,
  onKeyDown,
  style,
  measure,
}: Props & {
  provider: ListedProvider;
  index: number;
  onKeyDown: (e: KeyboardEvent) => void;
  style: object | undefined;
  measure: ((el: Element | null) => void) | undefined;
}): ReactNode {
  const on = p.therapy_provider_id === highlighted;
  return (
    <li
      ref={measure}
      data-index={index}
      aria-setsize={total}
      aria-posinset={index + 1}
      data-highlighted={on || undefined}
      onMouseEnter={() => send({ type: 'directory.highlight', id: p.therapy_provider_id })}
      onMouseLeave={() => send({ type: 'directory.highlight', id: null })}
      onFocus={() => send({ type: 'directory.highlight', id: p.therapy_provider_id })}
      onBlur={() => send({ type: 'directory.highlight', id: null })}
      style={style}
      className={`${style ? 'absolute inset-x-0 ' : ''}directory-row rounded-[var(--radius)] bg-white p-4 shadow-sm dark:bg-slate-900`}
    >
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 text-lg font-semibold">
          <Link
            id={rowLinkId(p.therapy_provider_id)}
            to="/directory-item/$therapyProviderId"
            params={{ therapyProviderId: String(p.therapy_provider_id) }}
            state={{ directorySearch: searchFromFilters(filters) }}
            onKeyDown={onKeyDown}
            className="focus-ring text-brand-700 underline-offset-2 hover:underline dark:text-teal-200"
          >
            {p.name}
          </Link>
        </h2>
        {saved ? <SaveProviderButton actor={saved} id={p.therapy_provider_id} name={p.name} label={`Save ${p.name}`} /> : null}
      </div>
      <p className="mt-1 text-sm">{p.services.map((k) => labelOf(SERVICES, k)).join(' · ')}</p>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        {p.city}, {p.state} {p.zip_code}
        {p.distance_miles === null ? '' : ` · ${miles(p.distance_miles)}`}
        {' · '}
        {visits(p.telehealth, p.in_person)}
      </p>
    </li>
  );
}
