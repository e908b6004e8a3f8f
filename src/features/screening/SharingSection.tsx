import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef } from 'react';
import type { ScreeningResult } from '../../../contract/screening';
import { INSTRUMENTS } from '../../../contract/screening-instruments';
import type { ShareDays } from '../../../contract/screening-shares';
import type { ScreeningHistoryActorRef } from '../../../machines/screening/screeningHistory.machine';
import type { ScreeningSharesActorRef } from '../../../machines/screening/screeningShares.machine';
import { usePageFlow } from '../../system/usePageFlow';
import { Button } from '../../ui/Button';
import { LoadFailed } from '../../ui/LoadFailed';
import { Spinner } from '../../ui/Spinner';
import { takenOn } from './dates';
import { useScreeningSharesLogic } from './wiring';

const FIELD =
  'focus-ring mt-1 rounded-[var(--radius)] border border-slate-300 bg-white px-2 py-1.5 dark:border-slate-600 dark:bg-slate-900';
const label = (r: ScreeningResult) => `${INSTRUMENTS[r.tool].name} of ${takenOn(r.taken_at)}`;

/**
 * "Share a result" (issue #62): the person shares one of their results with a concierge of a
 * session they booked, for 7 or 30 days or until they revoke it, and revokes a share at once.
 * Renders the screeningShares flow (held by the screening owner) and sends its events.
 */
export function SharingSection({ history }: { history: ScreeningHistoryActorRef }) {
  const actor = usePageFlow('screening', 'screening/shares', useScreeningSharesLogic(), undefined);
  return actor ? <Sharing actor={actor} history={history} /> : null;
}

function Sharing({ actor, history }: { actor: ScreeningSharesActorRef; history: ScreeningHistoryActorRef }) {
  const s = useSelector(actor, (snapshot) => snapshot);
  const results = useSelector(history, (h) => h.context.results);
  const { readers, shares, notice, draft } = s.context;
  const draftWith = (change: Partial<typeof draft>) => actor.send({ type: 'shares.draft', draft: change });
  const idOf = (value: string) => (value ? Number(value) : null);
  const id = useId();
  const busy = s.hasTag('busy');
  const resultOf = (rid: number) => results.find((r) => r.id === rid);
  // A revoked share's button goes with it: focus comes back to the section, not to the page's top.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (document.activeElement === document.body) heading.current?.focus();
  }, [shares.length]);
  return (
    <section aria-labelledby={`${id}-heading`} aria-busy={s.hasTag('loading')} className="mt-10">
      <h2 id={`${id}-heading`} ref={heading} tabIndex={-1} className="text-xl font-semibold">
        Share a result
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        You can let a concierge of a session you booked see one result, for a week, a month or until you stop it. Each time they
        open it is listed in Settings › Privacy › Who saw my data.
      </p>
      <p role="status" aria-live="polite" className="mt-2 min-h-[1.5em] text-sm">
        {notice ?? ''}
      </p>
      {s.hasTag('loading') ? <Spinner label="Loading your shares" /> : null}
      {s.hasTag('error') ? (
        <LoadFailed
          className="mt-3"
          what="Your shares could not be loaded."
          onRetry={() => actor.send({ type: 'shares.retry' })}
        />
      ) : null}
      {s.hasTag('ready') && readers.length === 0 ? (
        <p className="mt-3">Once you have booked a session, you can share a result with its concierge here.</p>
      ) : null}
      {s.hasTag('ready') && readers.length > 0 && results.length > 0 ? (
        <form
          className="mt-3 flex flex-wrap items-end gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            actor.send({ type: 'shares.share' });
          }}
        >
          <label className="flex flex-col text-sm">
            Result
            <select
              required
              className={FIELD}
              value={draft.resultId ?? ''}
              onChange={(e) => draftWith({ resultId: idOf(e.target.value) })}
            >
              <option value="">Choose a result</option>
              {results.map((r) => (
                <option key={r.id} value={r.id}>
                  {label(r)}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col text-sm">
            With
            <select
              required
              className={FIELD}
              value={draft.readerId ?? ''}
              onChange={(e) => draftWith({ readerId: idOf(e.target.value) })}
            >
              <option value="">Choose a concierge</option>
              {readers.map((p) => (
                <option key={p.user_id} value={p.user_id}>
                  {p.display_name}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col text-sm">
            For
            <select
              className={FIELD}
              value={draft.days === null ? 'revoked' : String(draft.days)}
              onChange={(e) => draftWith({ days: (e.target.value === 'revoked' ? null : Number(e.target.value)) as ShareDays })}
            >
              <option value="7">7 days</option>
              <option value="30">30 days</option>
              <option value="revoked">Until I stop it</option>
            </select>
          </label>
          <Button type="submit" disabled={busy}>
            Share
          </Button>
        </form>
      ) : null}
      {shares.length > 0 ? (
        <>
          <h3 className="mt-6 font-semibold">Shared now</h3>
          <ul className="mt-2 space-y-2">
            {shares.map((sh) => {
              const r = resultOf(sh.result_id);
              return (
                <li key={sh.id} className="flex flex-wrap items-center gap-3">
                  <span>
                    {r ? label(r) : 'A result'} with <span dir="auto">{sh.reader.display_name}</span>,{' '}
                    {sh.until ? `until ${takenOn(sh.until)}` : 'until you stop it'}
                  </span>
                  <Button
                    variant="secondary"
                    disabled={busy}
                    aria-label={`Stop sharing ${r ? label(r) : 'this result'} with ${sh.reader.display_name}`}
                    onClick={() => actor.send({ type: 'shares.revoke', id: sh.id })}
                  >
                    Stop sharing
                  </Button>
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
    </section>
  );
}
