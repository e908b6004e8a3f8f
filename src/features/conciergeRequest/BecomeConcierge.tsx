import { useSelector } from '@xstate/react';
import { usePageFlow } from '../../system/usePageFlow';
import type { ConciergeRequest } from '../../../contract/admin-concierge';
import { MESSAGE_MAX } from '../../../contract/concierge-request';
import { maySend, type ConciergeRequestActorRef } from '../../../machines/conciergeRequest/conciergeRequest.machine';
import { Button } from '../../ui/Button';
import { LoadFailed } from '../../ui/LoadFailed';
import { useConciergeRequestLogic } from './wiring';

const FIELD = 'focus-ring mt-1 rounded border border-slate-400 bg-white p-2 dark:bg-slate-900';
const TYPES = [
  { value: 5, label: 'Care coordinator' },
  { value: 4, label: 'Care provider' },
] as const;
const asLabel = (t: number) => TYPES.find((x) => x.value === t)?.label.toLowerCase() ?? `type ${t}`;

function State({ request }: { request: ConciergeRequest }) {
  const day = new Date(request.decided_at ?? request.created_at).toLocaleDateString();
  if (request.status === 'pending')
    return <p>Your request to become a concierge ({asLabel(request.as_type)}) is waiting for an administrator.</p>;
  if (request.status === 'approved') return <p>Your request was approved on {day}: you are a concierge.</p>;
  return (
    <p>
      Your request was declined on {day}. The administrator said: <q>{request.decision_reason}</q>
    </p>
  );
}

/** Settings' Become a concierge (issue #36): the member's request and its state; sending one while none waits. */
export function BecomeConcierge() {
  const actor = usePageFlow('conciergeRequest', 'conciergeRequest/form', useConciergeRequestLogic(), undefined);
  return actor ? <ConciergeRequestForm actor={actor} /> : null;
}

function ConciergeRequestForm({ actor }: { actor: ConciergeRequestActorRef }) {
  const snap = useSelector(actor, (s) => s);
  const { request, draft, failure } = snap.context;
  return (
    <section
      aria-labelledby="concierge-request-title"
      className="rounded-[var(--radius)] border border-slate-200 p-5 dark:border-slate-700"
    >
      <h2 id="concierge-request-title" className="text-lg font-semibold">
        Become a concierge
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        Concierges are care providers and coordinators who guide families in booked sessions. An administrator reads your request
        and answers here and in your notifications.
      </p>
      {snap.hasTag('loading') && <p className="mt-3">Loading your request…</p>}
      {snap.hasTag('failed') && (
        <LoadFailed what="your request" onRetry={() => actor.send({ type: 'request.retry' })} className="mt-3" />
      )}
      {snap.matches('shown') && (
        <div className="mt-3" role="status">
          {request ? <State request={request} /> : <p>You have not asked yet.</p>}
        </div>
      )}
      {snap.matches('shown') && maySend(request) && (
        <form
          className="mt-4 flex flex-col gap-3"
          aria-label="Ask to become a concierge"
          onSubmit={(e) => {
            e.preventDefault();
            actor.send({ type: snap.hasTag('refused') ? 'request.retry' : 'request.send' });
          }}
        >
          <fieldset>
            <legend className="text-sm font-medium">I am a</legend>
            <div className="mt-1 flex gap-4">
              {TYPES.map((t) => (
                <label key={t.value} className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="as-type"
                    className="focus-ring"
                    checked={draft.asType === t.value}
                    disabled={snap.hasTag('sending')}
                    onChange={() => actor.send({ type: 'draft.change', draft: { asType: t.value } })}
                  />
                  {t.label}
                </label>
              ))}
            </div>
          </fieldset>
          <label className="flex flex-col text-sm">
            Why you would be a good concierge
            <textarea
              className={FIELD}
              rows={4}
              maxLength={MESSAGE_MAX}
              required
              value={draft.message}
              readOnly={snap.hasTag('sending')}
              onChange={(e) => actor.send({ type: 'draft.change', draft: { message: e.target.value } })}
            />
          </label>
          {failure && (
            <p role="alert" className="text-red-800 dark:text-red-300">
              {failure}
            </p>
          )}
          <div>
            <Button type="submit" disabled={snap.hasTag('sending') || (!snap.hasTag('canSend') && !snap.hasTag('refused'))}>
              {snap.hasTag('sending') ? 'Sending…' : snap.hasTag('refused') ? 'Try again' : 'Send request'}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
