import { useId } from 'react';
import { useSelector } from '@xstate/react';
import type { ReportReason } from '../../../machines/community/community.types';
import { REPORT_DETAILS_MAX, REPORT_REASONS, type ReportActorRef } from '../../../machines/community/report.machine';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';

const WHAT = { post: 'this post', comment: 'this comment', member: 'this member' } as const;

/** Reporting a post, comment or member: the report actor's snapshot, its events. */
export function ReportDialog({ report }: { report: ReportActorRef }) {
  const s = useSelector(report, (snapshot) => snapshot);
  const { target, reason, details, refusal } = s.context;
  const id = useId();
  const close = () => report.send({ type: 'report.close' });
  return (
    <Modal open onClose={close} title={`Report ${WHAT[target.kind]}`}>
      {s.hasTag('sent') ? (
        <div>
          <p role="status">Thank you. Moderators will review it; reports from two members hide it meanwhile.</p>
          <div className="mt-4 flex justify-end">
            <Button onClick={close}>Close</Button>
          </div>
        </div>
      ) : (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            report.send({ type: 'report.submit' });
          }}
        >
          <p className="truncate text-sm">“{target.label}”</p>
          <fieldset className="mt-3">
            <legend className="text-sm font-medium">Why are you reporting it?</legend>
            {(Object.keys(REPORT_REASONS) as ReportReason[]).map((r) => (
              <label key={r} className="mt-1 flex items-center gap-2">
                <input
                  type="radio"
                  name={`${id}-reason`}
                  value={r}
                  checked={reason === r}
                  onChange={() => report.send({ type: 'report.reason', reason: r })}
                  className="focus-ring"
                />
                {REPORT_REASONS[r]}
              </label>
            ))}
          </fieldset>
          <label htmlFor={`${id}-details`} className="mt-3 block text-sm font-medium">
            {reason === 'other' ? 'What is wrong? (needed)' : 'Anything to add? (optional)'}
          </label>
          <textarea
            id={`${id}-details`}
            value={details}
            maxLength={REPORT_DETAILS_MAX}
            rows={3}
            onChange={(e) => report.send({ type: 'report.details', text: e.target.value })}
            className="focus-ring mt-1 w-full rounded-[var(--radius)] border border-slate-300 bg-white px-3 py-2 dark:border-slate-600 dark:bg-slate-800"
          />
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {refusal?.message ?? ''}
          </p>
          <div className="mt-3 flex justify-end gap-2">
            <Button variant="ghost" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={!reason || (reason === 'other' && !details.trim()) || s.hasTag('sending')}>
              {s.hasTag('sending') ? 'Sending…' : 'Send report'}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
