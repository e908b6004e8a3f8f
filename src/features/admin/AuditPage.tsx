import '../../app.css';
import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { usePageFlow } from '../../system/usePageFlow';
import { AUDIT_ACTIONS, type AuditAction } from '../../../contract/admin';
import { Button } from '../../ui/Button';
import { Pager } from './Pager';
import { LoadFailed } from '../../ui/LoadFailed';
import { PAGE_COLUMN } from '../../ui/layout';
import { formatTime } from './labels';
import { useAuditExport, useAuditLogLogic } from './wiring';

const FIELD = 'focus-ring mt-1 rounded border border-slate-400 bg-white p-2 dark:bg-slate-900';
const ACTION_LABELS: Record<AuditAction, string> = {
  view_member: 'Open account panel',
  suspend: 'Suspend',
  unsuspend: 'Unsuspend',
  change_type: 'Change user type',
  unlock: 'Unlock',
  sign_out_everywhere: 'Sign out everywhere',
  approve_content: 'Approve reported content',
  remove_content: 'Remove reported content',
  ignore_reports: 'Ignore reports',
  close_question: 'Close question',
  reopen_question: 'Reopen question',
  move_question: 'Move question',
  accept_answer: 'Accept an answer',
  create_community: 'Create community',
  edit_community: 'Edit community',
  archive_community: 'Archive community',
  restore_community: 'Restore community',
  add_moderator: 'Add moderator',
  remove_moderator: 'Remove moderator',
  pin_community: 'Pin community',
  unpin_community: 'Unpin community',
  mentoring_off: 'Switch mentoring off',
  mentoring_on: 'Switch mentoring on',
  concierge_approve: 'Approve concierge request',
  concierge_decline: 'Decline concierge request',
  provider_create: 'Create provider',
  provider_edit: 'Edit provider',
  provider_retire: 'Retire provider',
  hide_comment: 'Hide a comment (community moderator)',
  show_comment: 'Show a comment again (community moderator)',
  hide_post: 'Hide a post (community moderator)',
  show_post: 'Show a post again (community moderator)',
};
const shown = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v));

/** /admin-audit (issue #36): every administrator's action with its reason, filtered, paged and exported as CSV. */
export function AuditPage() {
  const log = usePageFlow('admin', 'admin/audit', useAuditLogLogic(), undefined);
  if (!log) return null;
  return <AuditPageView log={log} />;
}

function AuditPageView({ log }: { log: ActorRefFrom<ReturnType<typeof useAuditLogLogic>> }) {
  const snap = useSelector(log, (s) => s);
  const exportCsv = useAuditExport();
  const [exportFailed, setExportFailed] = useState(false);
  const { filters, result } = snap.context;
  const pages = result ? Math.max(1, Math.ceil(result.total / result.size)) : 1;

  return (
    <div className={PAGE_COLUMN}>
      <h1 className="text-2xl font-semibold">Audit log</h1>
      <p className="mt-1">
        <Link to="/admin-members" className="focus-ring text-brand-700 underline dark:text-teal-200">
          Members
        </Link>
      </p>
      <form
        aria-label="Filter the audit log"
        className="mt-4 flex flex-wrap items-end gap-3"
        onSubmit={(e) => e.preventDefault()}
      >
        <label className="flex flex-col text-sm">
          Action
          <select
            className={FIELD}
            onChange={(e) =>
              log.send({ type: 'filters.change', filters: { action: (e.target.value || undefined) as AuditAction | undefined } })
            }
          >
            <option value="">Any</option>
            {AUDIT_ACTIONS.map((a) => (
              <option key={a} value={a}>
                {ACTION_LABELS[a]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col text-sm">
          Member id
          <input
            className={FIELD}
            inputMode="numeric"
            onChange={(e) => {
              const id = Number(e.target.value);
              log.send({ type: 'filters.change', filters: { target: Number.isSafeInteger(id) && id > 0 ? id : undefined } });
            }}
          />
        </label>
        <label className="flex flex-col text-sm">
          From
          <input
            className={FIELD}
            type="date"
            onChange={(e) => log.send({ type: 'filters.change', filters: { from: e.target.value || undefined } })}
          />
        </label>
        <label className="flex flex-col text-sm">
          Until
          <input
            className={FIELD}
            type="date"
            onChange={(e) => log.send({ type: 'filters.change', filters: { to: e.target.value || undefined } })}
          />
        </label>
        <Button
          variant="secondary"
          onClick={() => {
            setExportFailed(false);
            exportCsv(filters).catch(() => setExportFailed(true));
          }}
        >
          Export CSV
        </Button>
      </form>
      {exportFailed && (
        <p role="alert" className="mt-2 text-red-800 dark:text-red-300">
          The CSV could not be prepared. Try again.
        </p>
      )}
      {snap.hasTag('failed') && (
        <LoadFailed what="the audit log" onRetry={() => log.send({ type: 'log.retry' })} className="mt-4" />
      )}
      {result && (
        <>
          <p role="status" className="mt-4 text-sm">
            {result.total} {result.total === 1 ? 'entry' : 'entries'}
          </p>
          <table className="mt-2 w-full text-left text-sm" aria-busy={snap.hasTag('loading')}>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Administrator</th>
                <th scope="col">Action</th>
                <th scope="col">Member</th>
                <th scope="col">Before</th>
                <th scope="col">After</th>
                <th scope="col">Reason</th>
                <th scope="col">Address</th>
              </tr>
            </thead>
            <tbody>
              {result.data.map((r) => (
                <tr key={r.id} className="border-t border-slate-200 align-top dark:border-slate-700">
                  <td className="py-2">{formatTime(r.at)}</td>
                  <td>{r.actor.user_name}</td>
                  <td>{ACTION_LABELS[r.action as AuditAction] ?? r.action}</td>
                  <td>{r.target ? `${r.target.user_name} (${r.target.user_id})` : ''}</td>
                  <td className="break-all font-mono text-xs">{shown(r.before)}</td>
                  <td className="break-all font-mono text-xs">{shown(r.after)}</td>
                  <td>{r.reason}</td>
                  <td>{r.address}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager
            label="Pages of the audit log"
            page={filters.page}
            pages={pages}
            go={(page) => log.send({ type: 'page.go', page })}
          />
        </>
      )}
    </div>
  );
}
