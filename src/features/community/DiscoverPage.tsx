// The signed-in app's utilities load with it (see src/styles.css).
import '../../app.css';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { usePageFlow } from '../../system/usePageFlow';
import { PAGE_COLUMN } from '../../ui/layout';
import { LoadFailed } from '../../ui/LoadFailed';
import { Spinner } from '../../ui/Spinner';
import { formatDay, plural } from './format';
import { JoinButton } from './JoinButton';
import { useDiscoverLogic } from './wiring';

/** /community/discover: communities by name or topic, member counts, recent activity, Join and Leave. */
export function DiscoverPage() {
  // Asked of the community owner (issue #60): the flow lives in the app's actor tree while the page is open.
  const discover = usePageFlow('community', 'community/discover', useDiscoverLogic(), {});
  if (!discover) return null;
  return <DiscoverView discover={discover} />;
}

function DiscoverView({ discover }: { discover: ActorRefFrom<ReturnType<typeof useDiscoverLogic>> }) {
  const s = useSelector(discover, (snapshot) => snapshot);
  const { draft, communities, acting, notice } = s.context;
  return (
    <div className={PAGE_COLUMN}>
      <h1 className="text-2xl font-semibold">Discover communities</h1>
      <p className="mt-1 text-slate-700 dark:text-slate-300">
        Find people facing what you face. Join to read and write in a community.
      </p>
      <search className="mt-4 block">
        <label htmlFor="discover-search" className="block text-sm font-medium">
          Search by name or topic
        </label>
        <input
          id="discover-search"
          type="search"
          value={draft}
          maxLength={100}
          onChange={(e) => discover.send({ type: 'discover.input', text: e.target.value })}
          className="focus-ring mt-1 w-full max-w-xl rounded-[var(--radius)] border border-slate-300 bg-white px-3 py-2 dark:border-slate-600 dark:bg-slate-900"
        />
      </search>
      <p role="status" className="mt-2 text-sm text-red-700 dark:text-red-300">
        {notice ?? ''}
      </p>
      {s.hasTag('loading') ? <Spinner label="Loading communities" /> : null}
      {s.hasTag('failed') ? (
        <LoadFailed what="Couldn't load communities." onRetry={() => discover.send({ type: 'discover.retry' })} />
      ) : null}
      {s.hasTag('empty') ? <p>No community matches. Try another word, or create one from the side menu.</p> : null}
      {s.hasTag('loaded') ? (
        <ul className="mt-2 grid gap-3 sm:grid-cols-2">
          {communities.map((c) => (
            <li
              key={c.id}
              className="flex flex-col gap-2 rounded-[var(--radius)] border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
            >
              <h2 className="text-lg font-semibold">
                <Link to="/community/overview/$communityId" params={{ communityId: c.id }} className="focus-ring hover:underline">
                  {c.name}
                </Link>
              </h2>
              <p className="line-clamp-3 text-sm text-slate-700 dark:text-slate-300">{c.description}</p>
              <p className="text-sm">
                {plural(c.members, 'member')}
                {c.lastActivity ? ` · active ${formatDay(c.lastActivity)}` : ''}
                {c.visibility === 'approval' ? ' · approval to join' : ''}
              </p>
              <div>
                <JoinButton
                  membership={c.membership}
                  visibility={c.visibility}
                  name={c.name}
                  busy={acting !== null}
                  onPress={() => discover.send({ type: 'discover.membership', communityId: c.id })}
                />
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
