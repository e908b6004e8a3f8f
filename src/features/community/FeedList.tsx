import { lazy, Suspense, useEffect, useRef } from 'react';
import { useSelector } from '@xstate/react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { ComposerActorRef } from '../../../machines/community/composer.machine';
import type { FeedActorRef } from '../../../machines/community/feed.machine';
import type { PostSummary } from '../../../machines/community/community.types';
import { Button } from '../../ui/Button';
import { LoadFailed } from '../../ui/LoadFailed';
import { Spinner } from '../../ui/Spinner';
import { PostCard } from './PostCard';

// The composer and its rich-text editor load when it first opens.
const ComposerDialog = lazy(() => import('./ComposerDialog'));

/** Past this many posts the list is virtualised: only the rows near the window are in the page. */
export const VIRTUAL_FROM = 300;

/**
 * Whether a row measured at a size other than its estimate moves the window by the difference,
 * so that what the person reads stays put: only for a row above the window's top, and only
 * while the list's last reading of the scroll position is the window's own. The list writes that
 * reading plus the difference; a row drawn for the place the person was a moment ago, measured
 * after a jump (Home, to the top) but before the jump's scroll event reached the list, would
 * take them back down to it (the long feed once showed entries 289 to 272 after going to the top).
 */
export function movesWindowForRow(rowStart: number, listOffset: number | null, windowOffset: number): boolean {
  return listOffset !== null && Math.abs(listOffset - windowOffset) < 1 && rowStart < windowOffset;
}

function VirtualRows({ items }: { items: PostSummary[] }) {
  const list = useRef<HTMLOListElement>(null);
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => 170,
    overscan: 6,
    scrollMargin: list.current?.offsetTop ?? 0,
  });
  virtualizer.shouldAdjustScrollPositionOnItemSizeChange = (row, _delta, instance) =>
    movesWindowForRow(row.start, instance.scrollOffset, window.scrollY);
  return (
    <ol ref={list} className="relative" style={{ height: virtualizer.getTotalSize() }} data-virtual="true">
      {virtualizer.getVirtualItems().map((row) => (
        <li
          key={items[row.index]!.id}
          data-index={row.index}
          ref={virtualizer.measureElement}
          className="absolute inset-x-0 pb-3"
          style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
        >
          <PostCard post={items[row.index]!} />
        </li>
      ))}
    </ol>
  );
}

/**
 * A feed's list (the feed, the questions, a community's posts): the first page, then the next one
 * when the end comes into view, with Load more as the fallback (no observer, keyboard, a failed
 * page). Renders the feed actor's snapshot; the composer dialog is its child's.
 */
export function FeedList({ feed, emptyText }: { feed: FeedActorRef; emptyText: string }) {
  const s = useSelector(feed, (snapshot) => snapshot);
  const { items, hasMore, moreFailed } = s.context;
  const end = useRef<HTMLDivElement>(null);
  const composer = useSelector(feed, (snapshot) => snapshot.children.composer);
  const loadingMore = s.hasTag('loading more');
  useEffect(() => {
    const node = end.current;
    if (!node || !hasMore || moreFailed || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) feed.send({ type: 'feed.loadMore' });
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [feed, hasMore, moreFailed, items.length]);
  return (
    <div className="mt-4">
      {s.hasTag('loading') ? <Spinner label="Loading posts" /> : null}
      {s.hasTag('failed') ? (
        <LoadFailed what="Couldn't load the posts." onRetry={() => feed.send({ type: 'feed.retry' })} />
      ) : null}
      {s.hasTag('empty') ? <p className="text-slate-700 dark:text-slate-300">{emptyText}</p> : null}
      {s.hasTag('loaded') ? (
        items.length > VIRTUAL_FROM ? (
          <VirtualRows items={items} />
        ) : (
          <ol className="flex flex-col gap-3">
            {items.map((post) => (
              <li key={post.id}>
                <PostCard post={post} />
              </li>
            ))}
          </ol>
        )
      ) : null}
      <div ref={end} className="mt-3 flex flex-col items-start gap-2">
        {s.hasTag('loaded') && hasMore ? (
          <Button variant="secondary" disabled={loadingMore} onClick={() => feed.send({ type: 'feed.loadMore' })}>
            {loadingMore ? 'Loading…' : 'Load more'}
          </Button>
        ) : null}
        <p role="status" className="text-sm">
          {moreFailed ? "Couldn't load more posts. Try Load more again." : ''}
        </p>
      </div>
      {composer ? (
        <Suspense fallback={null}>
          <ComposerDialog composer={composer as ComposerActorRef} />
        </Suspense>
      ) : null}
    </div>
  );
}
