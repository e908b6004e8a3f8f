import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { usePageFlow } from '../../system/usePageFlow';
import { Button } from '../../ui/Button';
import { useDataExportLogic } from './wiring';

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString()} KB`;
const until = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/**
 * Settings' "Your data" (issue #37): everything the product holds about the person as one JSON
 * file, prepared by the server in the background with its progress, then offered for download.
 * Renders the dataExport actor (machines/account/dataExport.machine.ts) and sends its events.
 */
export function DataExportSettings() {
  // Asked of the account owner (issue #60): the export lives in the app's actor tree while Settings is open.
  const exporter = usePageFlow('account', 'account/dataExport', useDataExportLogic(), undefined);
  if (!exporter) return null;
  return <DataExportView exporter={exporter} />;
}

function DataExportView({ exporter }: { exporter: ActorRefFrom<ReturnType<typeof useDataExportLogic>> }) {
  const s = useSelector(exporter, (snapshot) => snapshot);
  const current = s.context.current;
  return (
    <section
      aria-labelledby="your-data-title"
      className="rounded-[var(--radius)] border border-slate-200 p-5 dark:border-slate-700"
    >
      <h2 id="your-data-title" className="text-lg font-semibold">
        Your data
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        Download everything we hold about you as one JSON file: your profile, bookings, notes, the messages you sent, posts,
        comments, screening results and notifications.
      </p>
      <div className="mt-4" aria-live="polite">
        {s.hasTag('idle') ? <Button onClick={() => exporter.send({ type: 'export.request' })}>Prepare my data</Button> : null}
        {s.hasTag('busy') ? (
          <div>
            <label htmlFor="export-progress" className="block text-sm">
              Preparing your data…
            </label>
            <progress id="export-progress" className="mt-1 w-full max-w-xs" max={100} value={current?.progress ?? 0}>
              {current?.progress ?? 0}%
            </progress>
          </div>
        ) : null}
        {s.hasTag('ready') && current ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm">
              Your data is ready ({kilobytes(current.bytes ?? 0)}), until {until(current.expires_at!)}.
            </p>
            <Button onClick={() => exporter.send({ type: 'export.download' })} disabled={s.hasTag('downloading')}>
              Download my data
            </Button>
            {s.hasTag('downloaded') ? <p className="text-sm">Downloaded.</p> : null}
          </div>
        ) : null}
        {s.hasTag('failed') ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm">Your data could not be prepared.</p>
            <Button variant="secondary" onClick={() => exporter.send({ type: 'export.retry' })}>
              Try again
            </Button>
          </div>
        ) : null}
        {s.hasTag('expired') ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm">That file is no longer offered.</p>
            <Button onClick={() => exporter.send({ type: 'export.request' })}>Prepare my data again</Button>
          </div>
        ) : null}
      </div>
    </section>
  );
}
