import '../../app.css';
import { useCallback, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { usePageFlow } from '../../system/usePageFlow';
import { USER_TYPES, type Member } from '../../../contract/admin';
import { displayName } from '../../../machines/domain/user';
import type { MemberListFilters } from '../../../machines/admin/membersList.machine';
import { Pager } from './Pager';
import { LoadFailed } from '../../ui/LoadFailed';
import { PAGE_COLUMN } from '../../ui/layout';
import { formatDay, typeLabel } from './labels';
import { MemberPanel } from './MemberPanel';
import { useMembersListLogic } from './wiring';

const FIELD = 'focus-ring mt-1 rounded border border-slate-400 bg-white p-2 dark:bg-slate-900';
const SORTS: { key: MemberListFilters['sort']; label: string }[] = [
  { key: 'name', label: 'Name' },
  { key: 'type', label: 'User type' },
  { key: 'joined', label: 'Joined' },
];

/** /admin-members (issue #36): search and filter every member on the server, open one, act on them. */
export function MembersPage() {
  const list = usePageFlow('admin', 'admin/members', useMembersListLogic(), undefined);
  if (!list) return null;
  return <MembersPageView list={list} />;
}

function MembersPageView({ list }: { list: ActorRefFrom<ReturnType<typeof useMembersListLogic>> }) {
  const snap = useSelector(list, (s) => s);
  const [selected, setSelected] = useState<Member | null>(null);
  const { filters, result } = snap.context;
  const change = (f: Partial<Omit<MemberListFilters, 'page'>>) => list.send({ type: 'filters.change', filters: f });
  const reload = useCallback(() => list.send({ type: 'list.reload' }), [list]);
  const pages = result ? Math.max(1, Math.ceil(result.total / result.size)) : 1;

  return (
    <div className={PAGE_COLUMN}>
      <h1 className="text-2xl font-semibold">Members</h1>
      <p className="mt-1">
        <Link to="/admin-audit" className="focus-ring text-brand-700 underline dark:text-teal-200">
          Audit log
        </Link>
      </p>
      <form
        role="search"
        aria-label="Members"
        className="mt-4 flex flex-wrap items-end gap-3"
        onSubmit={(e) => e.preventDefault()}
      >
        <label className="flex flex-col text-sm">
          Name, user name or e-mail
          <input className={FIELD} type="search" defaultValue="" onChange={(e) => change({ q: e.target.value })} />
        </label>
        <label className="flex flex-col text-sm">
          User type
          <select className={FIELD} onChange={(e) => change({ type: e.target.value ? Number(e.target.value) : undefined })}>
            <option value="">Any</option>
            {USER_TYPES.map((t) => (
              <option key={t} value={t}>
                {typeLabel(t)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col text-sm">
          Mentor
          <select
            className={FIELD}
            onChange={(e) => change({ mentor: (e.target.value || undefined) as 'true' | 'false' | undefined })}
          >
            <option value="">Any</option>
            <option value="true">Mentors</option>
            <option value="false">Not mentors</option>
          </select>
        </label>
        <label className="flex flex-col text-sm">
          Status
          <select
            className={FIELD}
            onChange={(e) => change({ suspended: (e.target.value || undefined) as 'true' | 'false' | undefined })}
          >
            <option value="">Any</option>
            <option value="true">Suspended</option>
            <option value="false">Active</option>
          </select>
        </label>
        <label className="flex flex-col text-sm">
          Joined from
          <input className={FIELD} type="date" onChange={(e) => change({ joined_from: e.target.value || undefined })} />
        </label>
        <label className="flex flex-col text-sm">
          Joined until
          <input className={FIELD} type="date" onChange={(e) => change({ joined_to: e.target.value || undefined })} />
        </label>
      </form>

      {snap.hasTag('failed') && (
        <LoadFailed what="the members" onRetry={() => list.send({ type: 'list.retry' })} className="mt-4" />
      )}

      {result && (
        <>
          <p role="status" className="mt-4 text-sm">
            {result.total} {result.total === 1 ? 'member' : 'members'}
            {snap.hasTag('loading') ? ' (updating…)' : ''}
          </p>
          <table className="mt-2 w-full text-left text-sm" aria-busy={snap.hasTag('loading')}>
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
                        onClick={() => change({ sort: s.key, order: active && filters.order === 'asc' ? 'desc' : 'asc' })}
                      >
                        {s.label}
                      </button>
                    </th>
                  );
                })}
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {result.data.map((m) => (
                <tr key={m.user_id} className="border-t border-slate-200 dark:border-slate-700">
                  <td className="py-2">
                    <button
                      type="button"
                      className="focus-ring text-brand-700 underline dark:text-teal-200"
                      onClick={() => setSelected(m)}
                    >
                      {displayName(m)}
                    </button>
                  </td>
                  <td>{typeLabel(m.user_type)}</td>
                  <td>{formatDay(m.joined_at)}</td>
                  <td>{m.suspended ? 'Suspended' : 'Active'}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager label="Pages of members" page={filters.page} pages={pages} go={(page) => list.send({ type: 'page.go', page })} />
        </>
      )}

      {selected && <MemberPanel key={selected.user_id} member={selected} onChanged={reload} />}
    </div>
  );
}
