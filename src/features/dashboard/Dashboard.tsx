import { lazy, Suspense, useEffect, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { displayName } from '../../../machines/domain/user';
import { useSession } from '../auth/useSession';
import { PAGE_COLUMN } from '../../ui/layout';

/*
 * Each block is its own chunk (with its service), imported after the page's first paint, so the
 * route's first load carries only this greeting and the frame (issue #34: /dashboard's
 * first-load bytes must not grow). Each block loads and fails on its own.
 */
const BLOCKS: { id: string; title: string; Block: LazyExoticComponent<ComponentType> }[] = [
  { id: 'sessions', title: 'Next sessions', Block: lazy(() => import('./blocks/SessionsBlock')) },
  { id: 'messages', title: 'Messages', Block: lazy(() => import('./blocks/MessagesBlock')) },
  { id: 'follow-requests', title: 'Follow requests', Block: lazy(() => import('./blocks/FollowRequestsBlock')) },
  { id: 'notifications', title: 'Recent notifications', Block: lazy(() => import('./blocks/NotificationsBlock')) },
  { id: 'community', title: 'In your pinned communities', Block: lazy(() => import('./blocks/CommunityActivityBlock')) },
  { id: 'saved', title: 'Saved articles', Block: lazy(() => import('./blocks/SavedBlock')) },
  { id: 'screening', title: 'Wellbeing check-in', Block: lazy(() => import('./blocks/ScreeningBlock')) },
];

/** True from the frame after the first paint (two animation frames: the first runs before it). */
function usePainted() {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let second = 0;
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, []);
  return painted;
}

/**
 * A block's place while its code loads, its title already drawn so the page does not jump; hidden
 * from screen readers, which hear the block itself a moment later.
 */
function Placeholder({ title }: { title: string }) {
  return (
    <div aria-hidden="true" className="min-h-40 rounded-[var(--radius)] bg-white p-5 shadow-sm dark:bg-slate-900">
      <p className="text-lg font-semibold">{title}</p>
    </div>
  );
}

export function Dashboard() {
  const { user } = useSession();
  const painted = usePainted();
  if (!user) return null;
  return (
    <div className={PAGE_COLUMN}>
      {/* The server knows whether this is the account's first sign-in (issue #28.6). */}
      <h1 className="text-2xl font-semibold">{`${user.first_sign_in ? 'Welcome' : 'Welcome back'}, ${displayName(user)}`}</h1>
      <p className="mt-1 text-slate-700 dark:text-slate-300">Here is what is next and what is new.</p>
      <div className="mt-6 grid gap-4 md:grid-cols-2">
        {BLOCKS.map(({ id, title, Block }) =>
          painted ? (
            <Suspense key={id} fallback={<Placeholder title={title} />}>
              <Block />
            </Suspense>
          ) : (
            <Placeholder key={id} title={title} />
          ),
        )}
      </div>
    </div>
  );
}
