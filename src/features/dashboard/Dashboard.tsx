import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { displayName } from '../../../machines/domain/user';
import { useSession } from '../auth/useSession';
import { useAppSystem } from '../../system/context';
import { PAGE_COLUMN } from '../../ui/layout';
import { lazyPart } from '../../ui/lazyPart';
import { LoadFailed } from '../../ui/LoadFailed';
import { yieldToPage } from '../../scheduling/nextTask';
import { Staged } from '../../ui/staged';
import { BLOCK_SPACE, type BlockId } from './blockSpace';

const FRAME = 'rounded-[var(--radius)] bg-white p-5 shadow-sm dark:bg-slate-900';

/*
 * The blocks' code is one chunk (`dashboard-blocks`; each block's service is its own), fetched as
 * the page mounts and drawn after its first paint, so the route's own chunk and its first render
 * carry only this greeting and the frame (issue #34). One chunk rather than one per block: seven
 * files of half a kilobyte each cost 2.5 kB gzip more than one (issue #38). Each block still reads
 * and fails on its own (its machine), and shows on its own that its code could not be fetched,
 * with Try again (lazyPart), leaving the shell and the toasts as they were.
 */
const BLOCKS = (
  [
    {
      id: 'sessions',
      title: 'Next sessions',
      load: () => import(/* webpackChunkName: "dashboard-blocks" */ './blocks/SessionsBlock'),
    },
    {
      id: 'messages',
      title: 'Messages',
      load: () => import(/* webpackChunkName: "dashboard-blocks" */ './blocks/MessagesBlock'),
    },
    {
      id: 'follow-requests',
      title: 'Follow requests',
      load: () => import(/* webpackChunkName: "dashboard-blocks" */ './blocks/FollowRequestsBlock'),
    },
    {
      id: 'notifications',
      title: 'Recent notifications',
      load: () => import(/* webpackChunkName: "dashboard-blocks" */ './blocks/NotificationsBlock'),
    },
    {
      id: 'community',
      title: 'In your pinned communities',
      load: () => import(/* webpackChunkName: "dashboard-blocks" */ './blocks/CommunityActivityBlock'),
    },
    {
      id: 'saved',
      title: 'Recently saved',
      load: () => import(/* webpackChunkName: "dashboard-blocks" */ './blocks/SavedBlock'),
    },
    {
      id: 'screening',
      title: 'Wellbeing check-in',
      load: () => import(/* webpackChunkName: "dashboard-blocks" */ './blocks/ScreeningBlock'),
    },
  ] satisfies { id: BlockId; title: string; load: () => Promise<{ default: ComponentType }> }[]
).map(({ id, title, load }) => ({
  id,
  title,
  Block: lazyPart(load, {
    fallback: <Placeholder id={id} title={title} />,
    failed: (retry) => (
      <BlockFrame id={id} title={title}>
        <LoadFailed what={`${title} could not load.`} onRetry={retry} className="mt-3" />
      </BlockFrame>
    ),
  }),
}));

/**
 * The blocks' code and the services they read, fetched as the page mounts: only their drawing
 * waits (Staged, below), not their download. True once the code is here (or could not be fetched:
 * each block then shows that itself, with Try again).
 */
function usePreloadedBlocks() {
  const { api } = useAppSystem();
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let live = true;
    const done = () => live && setLoaded(true);
    import(/* webpackChunkName: "dashboard-blocks" */ './wiring').then(async ({ preloadBlockServices }) => {
      done();
      // The services' chunks are asked for in the task after the blocks' code has run (issue #38).
      await yieldToPage();
      if (live) preloadBlockServices(api).catch(() => undefined);
    }, done);
    return () => {
      live = false;
    };
  }, [api]);
  return loaded;
}

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
 * The blocks are drawn one per task (Staged), once the page has painted and their code is here:
 * seven drawn at once (each starting its machine and its call) made one task of about 200 ms on a
 * phone with a 4x slower CPU; one at a time, each is well under the 50 ms that counts as blocking
 * (Total Blocking Time, issue #38), and the page answers a tap between them. This is their order:
 * Messages first, which has no call of its own (the header's counts) and whose sentence, drawn
 * late and long, would otherwise become the page's Largest Contentful Paint instead of the
 * greeting; then as they stand.
 */
const REVEAL_ORDER: BlockId[] = ['messages', ...BLOCKS.map(({ id }) => id).filter((id) => id !== 'messages')];

/**
 * A block's place while its code loads, its title already drawn so the page does not jump; hidden
 * from screen readers, which hear the block itself a moment later.
 */
function Placeholder({ id, title }: { id: BlockId; title: string }) {
  return (
    <div aria-hidden="true" className={`${FRAME} ${BLOCK_SPACE[id]}`}>
      <p className="text-lg font-semibold">{title}</p>
    </div>
  );
}

/** A block whose code could not be fetched: its title, and what went wrong with Try again. */
function BlockFrame({ id, title, children }: { id: BlockId; title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className={`${FRAME} ${BLOCK_SPACE[id]}`}>
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

export function Dashboard() {
  const { user } = useSession();
  const painted = usePainted();
  const loaded = usePreloadedBlocks();
  if (!user) return null;
  return (
    <div className={PAGE_COLUMN}>
      {/* The server knows whether this is the account's first sign-in (issue #28.6). */}
      <h1 className="text-2xl font-semibold">{`${user.first_sign_in ? 'Welcome' : 'Welcome back'}, ${displayName(user)}`}</h1>
      <p className="mt-1 text-slate-700 dark:text-slate-300">Here is what is next and what is new.</p>
      <div className="mt-6 grid gap-4 md:grid-cols-2">
        {BLOCKS.map(({ id, title, Block }) => (
          <Staged
            key={id}
            order={REVEAL_ORDER.indexOf(id)}
            when={painted && loaded}
            placeholder={<Placeholder id={id} title={title} />}
          >
            <Block />
          </Staged>
        ))}
      </div>
    </div>
  );
}
