import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { BlockNews, DashboardBlockMachine } from '../../../machines/dashboard/block.machine';
import { usePageFlow } from '../../system/usePageFlow';
import { LoadFailed } from '../../ui/LoadFailed';
import { Spinner } from '../../ui/Spinner';
import { blockLink } from './links';

type BlockProps<T> = {
  id: string;
  title: string;
  logic: DashboardBlockMachine<T>;
  /** The live news that reads it again (the dashboard owner hands the session's events to every block). */
  news?: BlockNews;
  empty: ReactNode;
  failed: string;
  onward: { to: string; label: string; search?: Record<string, string | number> };
  /** The height it keeps whatever it shows (blockSpace.ts), so the blocks below do not move. */
  space: string;
  children: (items: T[]) => ReactNode;
};

/**
 * One dashboard block's frame: its heading, then what its machine's snapshot says (loading, the
 * items, the empty state, or "Couldn't load" with Try again), and its link onward. The block
 * reads again when the tab comes back (a session booked or an article saved elsewhere). Its flow
 * is asked of the dashboard owner (issue #60), keyed by the block's id.
 */
export function Block<T>({ logic, news = 'none', ...props }: BlockProps<T>) {
  const actor = usePageFlow('dashboard', `dashboard/${props.id}`, logic, { news });
  // Until the owner has spawned the flow the block is drawn loading, in its place: drawing
  // nothing moved every block below it once the flows came (a layout shift on a phone).
  return <BlockView actor={actor} {...props} />;
}

function BlockView<T>({
  actor,
  id,
  title,
  empty,
  failed,
  onward,
  space,
  children,
}: Omit<BlockProps<T>, 'logic' | 'news'> & { actor: ActorRefFrom<DashboardBlockMachine<T>> | undefined }) {
  const s = useSelector(actor, (snapshot) => snapshot);
  const loading = !s || s.hasTag('loading');
  useEffect(() => {
    if (!actor) return;
    const back = () => {
      if (document.visibilityState === 'visible') actor.send({ type: 'block.refresh' });
    };
    document.addEventListener('visibilitychange', back);
    return () => document.removeEventListener('visibilitychange', back);
  }, [actor]);
  return (
    <section
      aria-labelledby={`${id}-title`}
      aria-busy={loading}
      className={`flex flex-col rounded-[var(--radius)] bg-white p-5 shadow-sm dark:bg-slate-900 ${space}`}
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {title}
      </h2>
      <div className="mt-3 flex-1">
        {loading ? <Spinner label="Loading" /> : null}
        {s?.hasTag('error') ? <LoadFailed what={failed} onRetry={() => actor?.send({ type: 'block.retry' })} /> : null}
        {s?.hasTag('empty') ? <p className="text-slate-700 dark:text-slate-300">{empty}</p> : null}
        {s?.hasTag('loaded') ? children(s.context.items) : null}
      </div>
      <p className="mt-4">
        <Link to={onward.to} search={onward.search} className={blockLink}>
          {onward.label}
        </Link>
      </p>
    </section>
  );
}
