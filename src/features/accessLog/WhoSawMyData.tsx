import { useSelector } from '@xstate/react';
import { ACCESS_KINDS, type AccessEntry, type AccessKind } from '../../../contract/accessLog';
import type { AccessLogActorRef } from '../../../machines/accessLog/accessLog.machine';
import { browserZone, dayAndTime } from '../../../machines/domain/time';
import { usePageFlow } from '../../system/usePageFlow';
import { Button } from '../../ui/Button';
import { LoadFailed } from '../../ui/LoadFailed';
import { Spinner } from '../../ui/Spinner';
import { useAccessLogLogic } from './wiring';

/** The filter's words for each kind of read. */
const KIND_LABELS: Record<AccessKind, string> = {
  note: 'Shared notes',
  account: 'Your account panel',
  screening: 'Shared screening results',
};

/**
 * Settings › Privacy's "Who saw my data" (issue #62): every time someone other than the person
 * opened their data (a concierge a shared note), who, what, when and why, newest first.
 */
export function WhoSawMyData() {
  const actor = usePageFlow('accessLog', 'accessLog/mine', useAccessLogLogic(), undefined);
  return actor ? <AccessLogList actor={actor} /> : null;
}

function Entry({ entry }: { entry: AccessEntry }) {
  return (
    <li className="border-t border-slate-200 pt-3 first:border-t-0 first:pt-0 dark:border-slate-700">
      <p>
        <span className="font-medium" dir="auto">
          {entry.reader.display_name}
        </span>{' '}
        opened <span dir="auto">{entry.what}</span>
      </p>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        <time dateTime={entry.at}>{dayAndTime(entry.at, browserZone())}</time>
        {entry.reason ? (
          <>
            {' · '}Reason: <span dir="auto">{entry.reason}</span>
          </>
        ) : null}
      </p>
    </li>
  );
}

function AccessLogList({ actor }: { actor: AccessLogActorRef }) {
  const s = useSelector(actor, (snapshot) => snapshot);
  const { entries, kind } = s.context;
  return (
    <section
      aria-labelledby="access-log-heading"
      aria-busy={s.hasTag('loading')}
      className="mt-4 rounded-[var(--radius)] border border-slate-200 p-5 dark:border-slate-700"
    >
      <h2 id="access-log-heading" className="text-lg font-semibold">
        Who saw my data
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        Each time someone else opened your information, newest first. Your own reads are not listed, and no one can change or
        remove an entry.
      </p>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <label className="flex flex-col text-sm">
          Show
          <select
            className="focus-ring mt-1 rounded-[var(--radius)] border border-slate-300 bg-white px-2 py-1.5 dark:border-slate-600 dark:bg-slate-900"
            value={kind ?? ''}
            onChange={(e) => actor.send({ type: 'accessLog.filter', kind: (e.target.value || null) as AccessKind | null })}
          >
            <option value="">Everything</option>
            {ACCESS_KINDS.map((k) => (
              <option key={k} value={k}>
                {KIND_LABELS[k]}
              </option>
            ))}
          </select>
        </label>
        <Button variant="secondary" disabled={s.hasTag('exporting')} onClick={() => actor.send({ type: 'accessLog.export' })}>
          {s.hasTag('exporting') ? 'Preparing CSV…' : 'Export CSV'}
        </Button>
      </div>
      {s.hasTag('exportFailed') && (
        <p role="alert" className="mt-2 text-red-800 dark:text-red-300">
          The CSV could not be prepared. Try again.
        </p>
      )}
      {s.hasTag('error') ? (
        <LoadFailed
          what="Who saw your data could not be loaded."
          className="mt-3"
          onRetry={() => actor.send({ type: 'accessLog.retry' })}
        />
      ) : s.hasTag('loading') && entries.length === 0 ? (
        <div className="mt-3">
          <Spinner label="Loading…" />
        </div>
      ) : (
        <>
          {entries.length === 0 ? (
            <p className="mt-3">
              {kind ? `No one else has opened ${KIND_LABELS[kind].toLowerCase()}.` : 'No one else has opened your information.'}
            </p>
          ) : (
            <ol className="mt-3 grid gap-3" aria-label="Who saw my data, newest first">
              {entries.map((e) => (
                <Entry key={e.id} entry={e} />
              ))}
            </ol>
          )}
          <Button
            variant="secondary"
            className="mt-4"
            disabled={s.hasTag('loading')}
            onClick={() => actor.send({ type: 'accessLog.refresh' })}
          >
            Refresh
          </Button>
        </>
      )}
    </section>
  );
}
