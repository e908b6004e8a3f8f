// The signed-in app's utilities load with it (see src/styles.css).
import '../../app.css';
import { useEffect } from 'react';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { FeedKind, FeedOrder } from '../../../machines/community/community.types';
import { usePageFlow } from '../../system/usePageFlow';
import { Button } from '../../ui/Button';
import { PAGE_COLUMN } from '../../ui/layout';
import { FeedList } from './FeedList';
import { OrderControls } from './OrderControls';
import { useFeedLogic } from './wiring';

const TEXT: Record<FeedKind, { title: string; intro: string; write: string; empty: string }> = {
  posts: {
    title: 'Community feed',
    intro: 'Posts from the communities you joined.',
    write: 'Write a post',
    empty: 'Nothing here yet. Join communities in Discover, or write the first post.',
  },
  questions: {
    title: 'Questions',
    intro: 'Questions asked in the communities you joined. Answered ones show the answer their asker chose.',
    write: 'Ask a question',
    empty: 'No questions yet. Join communities in Discover, or ask the first one.',
  },
};

/**
 * /community (the feed) and /community/threads (questions): Hot, New or Top in the URL; the list
 * and the composer are the feed actor's. `order` is the URL's; `onOrder` writes it back.
 */
export function FeedPage({ kind, order, onOrder }: { kind: FeedKind; order: FeedOrder; onOrder: (order: FeedOrder) => void }) {
  // Asked of the community owner (issue #60), which hands it the New Post chip's reload.
  const feed = usePageFlow('community', `community/${kind}`, useFeedLogic(onOrder), { kind, order });
  if (!feed) return null;
  return <Feed feed={feed} kind={kind} order={order} />;
}

function Feed({ feed, kind, order }: { feed: ActorRefFrom<ReturnType<typeof useFeedLogic>>; kind: FeedKind; order: FeedOrder }) {
  const current = useSelector(feed, (s) => s.context.order);
  // The URL changed under the page (Back, a link): the actor reads it, unless it wrote it.
  useEffect(() => feed.send({ type: 'feed.params', order }), [feed, order]);
  const text = TEXT[kind];
  return (
    <div className={PAGE_COLUMN}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">{text.title}</h1>
          <p className="mt-1 text-slate-700 dark:text-slate-300">{text.intro}</p>
        </div>
        <Button onClick={() => feed.send({ type: 'feed.write' })}>{text.write}</Button>
      </div>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
        <OrderControls order={current} onOrder={(next) => feed.send({ type: 'feed.order', order: next })} />
        <Link to="/community/discover" className="focus-ring text-sm text-brand-700 underline dark:text-teal-200">
          Discover communities
        </Link>
      </div>
      <FeedList feed={feed} emptyText={text.empty} />
    </div>
  );
}
