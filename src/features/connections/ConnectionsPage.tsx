// The signed-in app's utilities load with it (see src/styles.css).
import '../../app.css';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { tabFromValue, TABS, valueOfTab, type Tab } from '../../../machines/connections/connections.types';
import { ACTIONS_OF, type RowAction } from '../../../machines/connections/connectionsPage.machine';
import { useSession } from '../auth/useSession';
import { usePageFlow } from '../../system/usePageFlow';
import { Button } from '../../ui/Button';
import { LoadFailed } from '../../ui/LoadFailed';
import { Spinner } from '../../ui/Spinner';
import { PAGE_COLUMN } from '../../ui/layout';
import { PersonRow } from './PersonRow';
import { useConnectionsPageLogic } from './wiring';

const TAB_LABEL: Record<Tab, string> = { followers: 'Followers', following: 'Following', requests: 'Requests', sent: 'Sent' };
const EMPTY: Record<Tab, string> = {
  followers: 'Nobody follows you yet.',
  following: 'You do not follow anyone yet.',
  requests: 'No follow requests are waiting for you.',
  sent: 'You have no requests waiting for an answer.',
};
const ACTION_LABEL: Record<RowAction, string> = {
  ACCEPT: 'Accept',
  DECLINE: 'Decline',
  CANCEL: 'Cancel request',
  UNFOLLOW: 'Unfollow',
  REMOVE: 'Remove follower',
};

/**
 * /connectpeople (SPEC §2, issue #33): Followers, Following, Requests and Sent, the tab in the URL
 * (`value=3` Requests). The counts beside the tabs come with each list's answer. A row's action
 * shows at once; a refusal puts the row back with the server's words.
 */
export function ConnectionsPage({ value }: { value?: number | undefined }) {
  const { user } = useSession();
  return user ? <Connections userId={user.user_id} value={value} /> : <Spinner label="Loading connections…" />;
}

function Connections({ userId, value }: { userId: number; value: number | undefined }) {
  const tab = tabFromValue(value === undefined ? null : String(value));
  // Asked of the connections' owner (issue #60); a later tab is an event, not another flow.
  const page = usePageFlow('connections', 'connections/page', useConnectionsPageLogic(), { userId, tab });
  if (!page) return <Spinner label="Loading connections…" />;
  return <ConnectionsView page={page} tab={tab} />;
}

function ConnectionsView({ page, tab }: { page: ActorRefFrom<ReturnType<typeof useConnectionsPageLogic>>; tab: Tab }) {
  const s = useSelector(page, (snapshot) => snapshot);
  const { items, total, counts, refusal, message } = s.context;
  // The URL is the person's: a changed ?value (a tab, a toast) is their choice.
  useEffect(() => {
    if (page.getSnapshot().context.tab !== tab) page.send({ type: 'connections.tab', tab });
  }, [page, tab]);
  const current = s.context.tab;
  const loaded = !s.hasTag('loading') || items.length > 0;

  return (
    <div className={PAGE_COLUMN}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">Connections</h1>
        <Link
          to="/search"
          search={{ selectedFilter: 1 }}
          className="focus-ring text-sm font-semibold text-brand-700 underline dark:text-teal-200"
        >
          Find people to follow
        </Link>
      </div>
      <nav aria-label="Connections tabs" className="mt-4 flex flex-wrap gap-1 border-b border-slate-200 dark:border-slate-700">
        {TABS.map((t) => (
          <Link
            key={t}
            to="/connectpeople"
            search={{ value: valueOfTab(t) }}
            aria-current={current === t ? 'page' : undefined}
            className="focus-ring -mb-px border-b-2 border-transparent px-3 py-2 text-sm font-medium aria-[current=page]:border-brand-700 aria-[current=page]:text-brand-700 dark:aria-[current=page]:border-teal-300 dark:aria-[current=page]:text-teal-200"
          >
            {TAB_LABEL[t]} ({counts[t]})
          </Link>
        ))}
      </nav>
      {message ? (
        <div
          role="alert"
          className="mt-3 flex flex-wrap items-center gap-2 rounded-[var(--radius)] bg-amber-50 p-3 text-amber-900 dark:bg-amber-950 dark:text-amber-100"
        >
          <span className="flex-1">{message}</span>
          <Button variant="ghost" onClick={() => page.send({ type: 'connections.dismiss' })}>
            Dismiss
          </Button>
        </div>
      ) : null}
      <section aria-label={TAB_LABEL[current]} className="mt-2" aria-busy={s.hasTag('loading') || s.hasTag('acting')}>
        {!loaded ? (
          <div className="mt-6">
            <Spinner label="Loading connections…" />
          </div>
        ) : s.hasTag('error') && items.length === 0 ? (
          <LoadFailed
            what={refusal?.message ?? 'Your connections could not be loaded.'}
            className="mt-6"
            onRetry={() => page.send({ type: 'connections.retry' })}
          />
        ) : items.length === 0 ? (
          <p className="mt-6 text-slate-700 dark:text-slate-300">{EMPTY[current]}</p>
        ) : (
          <ul className="divide-y divide-slate-200 dark:divide-slate-700">
            {items.map((row) => (
              <PersonRow key={row.request_id} person={row.user}>
                {ACTIONS_OF[current].map((action) => (
                  <Button
                    key={action}
                    variant={action === 'ACCEPT' ? 'primary' : 'secondary'}
                    className="px-3 py-1.5"
                    disabled={s.hasTag('acting')}
                    aria-label={`${ACTION_LABEL[action]}: ${row.user.display_name}`}
                    onClick={() => page.send({ type: 'connections.act', requestId: row.request_id, action })}
                  >
                    {ACTION_LABEL[action]}
                  </Button>
                ))}
              </PersonRow>
            ))}
          </ul>
        )}
        {s.hasTag('error') && items.length > 0 ? (
          <LoadFailed
            what={refusal?.message ?? 'More could not be loaded.'}
            className="mt-4"
            onRetry={() => page.send({ type: 'connections.retry' })}
          />
        ) : null}
        {items.length < total && !s.hasTag('error') ? (
          <Button
            variant="secondary"
            className="mt-4"
            disabled={s.hasTag('loadingMore')}
            onClick={() => page.send({ type: 'connections.loadMore' })}
          >
            {s.hasTag('loadingMore') ? 'Loading…' : 'Load more'}
          </Button>
        ) : null}
      </section>
    </div>
  );
}
