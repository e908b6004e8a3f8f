import '../../app.css';
import { useEffect, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { usePageFlow } from '../../system/usePageFlow';
import { REQUEST_STATES, type Concierge, type ConciergeRequest } from '../../../contract/admin-concierge';
import type { ConciergeAction } from '../../../machines/admin/conciergeActions.machine';
import type { Page } from '../../../machines/admin/pagedList.machine';
import { Button } from '../../ui/Button';
import { LoadFailed } from '../../ui/LoadFailed';
import { PAGE_COLUMN } from '../../ui/layout';
import { ConciergeBookings } from './ConciergeBookings';
import { useConciergeActionsLogic, useConciergesListLogic, useRequestsListLogic } from './conciergeWiring';
import { formatDay, typeLabel, typeNoun } from './labels';
import { Pager } from './Pager';

const FIELD = 'focus-ring mt-1 rounded border border-slate-400 bg-white p-2 dark:bg-slate-900';
const LINK = 'focus-ring text-brand-700 underline dark:text-teal-200';
const SORTS = [
  { key: 'name', label: 'Concierge' },
  { key: 'upcoming', label: 'Upcoming sessions' },
  { key: 'rating', label: 'Average rating' },
  { key: 'reviews', label: 'Reviews' },
] as const;
const STATE_LABELS: Record<ConciergeRequest['status'], string> = {
  pending: 'Waiting',
  approved: 'Approved',
  declined: 'Declined',
};

const nameOf = (p: { first_name: string; last_name: string; user_name: string }) =>
  `${p.first_name} ${p.last_name}`.trim() || p.user_name;
const pagesOf = (r: Page<unknown> | null) => (r ? Math.max(1, Math.ceil(r.total / r.size)) : 1);

/** What the confirmation says will happen. */
function consequence(a: ConciergeAction): string {
  if (a.kind !== 'mentoring')
    return a.kind === 'approve'
      ? `Approve ${a.name}'s request: they become a concierge and are told.`
      : `Decline ${a.name}'s request: they are told, with your reason.`;
  if (a.on) return `Switch mentoring on for ${a.name}: members can book them again.`;
  const n = a.sessions;
  return `Switch mentoring off for ${a.name}: ${n} upcoming ${n === 1 ? 'session' : 'sessions'} will be cancelled and both people told.`;
}

function doneText(a: ConciergeAction, outcome: unknown): string {
  if (a.kind !== 'mentoring') return `Done: the request is ${a.kind === 'approve' ? 'approved' : 'declined'}.`;
  if (a.on) return `Done: mentoring is on for ${a.name}.`;
  const n = (outcome as { cancelled?: number } | null)?.cancelled ?? 0;
  return `Done: mentoring is off for ${a.name}; ${n} ${n === 1 ? 'session was' : 'sessions were'} cancelled.`;
}

/** /admin (issue #36): every concierge, mentoring off and on, their bookings, and requests to become one. */
export function ConciergePage() {
  const list = usePageFlow('admin', 'admin/concierges/list', useConciergesListLogic(), undefined);
  const requests = usePageFlow('admin', 'admin/concierges/requests', useRequestsListLogic(), undefined);
  const actions = usePageFlow('admin', 'admin/concierges/actions', useConciergeActionsLogic(), undefined);
  if (!list || !requests || !actions) return null;
  return <ConciergePageView list={list} requests={requests} actions={actions} />;
}

function ConciergePageView({
  list,
  requests,
  actions,
}: {
  list: ActorRefFrom<ReturnType<typeof useConciergesListLogic>>;
  requests: ActorRefFrom<ReturnType<typeof useRequestsListLogic>>;
  actions: ActorRefFrom<ReturnType<typeof useConciergeActionsLogic>>;
}) {
  const listSnap = useSelector(list, (s) => s);
  const requestsSnap = useSelector(requests, (s) => s);
  const act = useSelector(actions, (s) => s);
  const [bookingsOf, setBookingsOf] = useState<Concierge | null>(null);

  const { filters } = listSnap.context;
  const concierges = listSnap.context.result as Page<Concierge> | null;
  const asked = requestsSnap.context.result as Page<ConciergeRequest> | null;
  const action = act.context.action;

  // Once an action is done both tables are read again, so their rows show the change.
  const done = act.hasTag('done');
  useEffect(() => {
    if (!done) return;
    list.send({ type: 'list.reload' });
    requests.send({ type: 'list.reload' });
  }, [done, list, requests]);

  const choose = (a: ConciergeAction) => actions.send({ type: 'action.choose', action: a });

  return (
    <div className={PAGE_COLUMN}>
      <h1 className="text-2xl font-semibold">Concierge administration</h1>
      <p className="mt-1">
        <Link to="/admin-audit" className={LINK}>
          Audit log
        </Link>
        {' · '}
        <Link to="/admin-feedback" className={LINK}>
          Beta feedback
        </Link>
      </p>

      {action && !done && (
        <form
          className="mt-4 rounded-[var(--radius)] border border-slate-300 p-4 dark:border-slate-600"
          aria-label="Confirm the action"
          onSubmit={(e) => {
            e.preventDefault();
            actions.send({ type: act.hasTag('refused') ? 'action.retry' : 'action.confirm' });
          }}
        >
          <p className="font-semibold">{consequence(action)}</p>
          <label className="mt-2 flex flex-col text-sm">
            Reason (kept in the audit log)
            <textarea
              className={FIELD}
              required
              rows={2}
              value={act.context.reason}
              readOnly={!act.hasTag('confirming')}
              onChange={(e) => actions.send({ type: 'reason.change', value: e.target.value })}
            />
          </label>
          {act.hasTag('refused') && (
            <p role="alert" className="mt-2 text-red-800 dark:text-red-300">
              {act.context.failure}
            </p>
          )}
          <div className="mt-3 flex gap-3">
            <Button type="submit" disabled={act.hasTag('pending') || (act.hasTag('confirming') && !act.hasTag('canConfirm'))}>
              {act.hasTag('refused') ? 'Try again' : act.hasTag('pending') ? 'Working…' : 'Confirm'}
            </Button>
            {!act.hasTag('pending') && (
              <Button variant="ghost" onClick={() => actions.send({ type: 'action.cancel' })}>
                Cancel
              </Button>
            )}
          </div>
        </form>
      )}
      {action && done && (
        <p role="status" className="mt-4">
          {doneText(action, act.context.outcome)}{' '}
          <Button variant="ghost" onClick={() => actions.send({ type: 'action.dismiss' })}>
            Dismiss
          </Button>
        </p>
      )}

      <section aria-labelledby="concierges-heading" className="mt-6">
        <h2 id="concierges-heading" className="text-xl font-semibold">
          Concierges
        </h2>
        {listSnap.hasTag('failed') && (
          <LoadFailed what="the concierges" onRetry={() => list.send({ type: 'list.retry' })} className="mt-2" />
        )}
        {concierges && (
          <>
            <p className="mt-2 text-sm">
              {concierges.total} {concierges.total === 1 ? 'concierge' : 'concierges'}
              {listSnap.hasTag('loading') ? ' (updating…)' : ''}
            </p>
            <div className="overflow-x-auto">
              <table className="mt-2 w-full text-left text-sm" aria-busy={listSnap.hasTag('loading')}>
                <thead>
                  <tr>
                    {SORTS.map((s) => {
                      const active = filters.sort === s.key;
                      return (
                        <th
                          key={s.key}
                          scope="col"
                          aria-sort={active ? (filters.order === 'asc' ? 'ascending' : 'descending') : 'none'}
                        >
                          <button
                            type="button"
                            className="focus-ring font-semibold underline-offset-2 hover:underline"
                            onClick={() =>
                              list.send({
                                type: 'filters.change',
                                filters: { sort: s.key, order: active && filters.order === 'asc' ? 'desc' : 'asc' },
                              })
                            }
                          >
                            {s.label}
                          </button>
                        </th>
                      );
                    })}
                    <th scope="col">Mentoring</th>
                    <th scope="col">
                      <span className="sr-only">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {concierges.data.map((c) => (
                    <tr key={c.user_id} className="border-t border-slate-200 dark:border-slate-700">
                      <th scope="row" className="py-2 font-normal">
                        {nameOf(c)} <span className="text-slate-700 dark:text-slate-300">({typeLabel(c.user_type)})</span>
                      </th>
                      <td>{c.upcoming_sessions}</td>
                      <td>{c.review_count ? c.rating.toFixed(1) : '—'}</td>
                      <td>{c.review_count}</td>
                      <td>{c.is_mentor ? 'On' : 'Off'}</td>
                      <td className="flex flex-wrap gap-2 py-1">
                        <Button
                          variant="secondary"
                          aria-label={`${c.is_mentor ? 'Switch off' : 'Switch on'} mentoring for ${nameOf(c)}`}
                          onClick={() =>
                            choose({
                              kind: 'mentoring',
                              conciergeId: c.user_id,
                              name: nameOf(c),
                              on: !c.is_mentor,
                              sessions: c.upcoming_sessions,
                            })
                          }
                        >
                          {c.is_mentor ? 'Switch off' : 'Switch on'}
                        </Button>
                        <Button variant="ghost" aria-label={`Bookings of ${nameOf(c)}`} onClick={() => setBookingsOf(c)}>
                          Bookings
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager
              label="Pages of concierges"
              page={Number(filters.page)}
              pages={pagesOf(concierges)}
              go={(page) => list.send({ type: 'page.go', page })}
            />
          </>
        )}
      </section>

      {bookingsOf && <ConciergeBookings key={bookingsOf.user_id} concierge={bookingsOf} name={nameOf(bookingsOf)} />}

      <section aria-labelledby="requests-heading" className="mt-8">
        <h2 id="requests-heading" className="text-xl font-semibold">
          Requests to become a concierge
        </h2>
        <label className="mt-2 flex flex-col text-sm sm:w-60">
          Show
          <select
            className={FIELD}
            value={String(requestsSnap.context.filters.status)}
            onChange={(e) => requests.send({ type: 'filters.change', filters: { status: e.target.value } })}
          >
            {REQUEST_STATES.map((s) => (
              <option key={s} value={s}>
                {STATE_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        {requestsSnap.hasTag('failed') && (
          <LoadFailed what="the requests" onRetry={() => requests.send({ type: 'list.retry' })} className="mt-2" />
        )}
        {asked && asked.data.length === 0 && <p className="mt-2">No requests.</p>}
        {asked && asked.data.length > 0 && (
          <ul className="mt-2 space-y-3">
            {asked.data.map((r) => (
              <li key={r.id} className="rounded-[var(--radius)] border border-slate-300 p-3 dark:border-slate-600">
                <p className="font-semibold">
                  {nameOf(r.user)} ({r.user.user_name}) asks to be a {typeNoun(r.as_type)}
                </p>
                <p className="text-sm">Sent {formatDay(r.created_at)}</p>
                <p className="mt-1 whitespace-pre-wrap">{r.message}</p>
                {r.decision_reason && <p className="mt-1 text-sm">Reason given: {r.decision_reason}</p>}
                {r.status === 'pending' && (
                  <div className="mt-2 flex gap-2">
                    <Button
                      aria-label={`Approve ${nameOf(r.user)}`}
                      onClick={() => choose({ kind: 'approve', requestId: r.id, name: nameOf(r.user) })}
                    >
                      Approve
                    </Button>
                    <Button
                      variant="secondary"
                      aria-label={`Decline ${nameOf(r.user)}`}
                      onClick={() => choose({ kind: 'decline', requestId: r.id, name: nameOf(r.user) })}
                    >
                      Decline
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
        {asked && asked.total > asked.size && (
          <Pager
            label="Pages of requests"
            page={Number(requestsSnap.context.filters.page)}
            pages={pagesOf(asked)}
            go={(page) => requests.send({ type: 'page.go', page })}
          />
        )}
      </section>
    </div>
  );
}
