import { useSelector } from '@xstate/react';
import type { SignedInSession } from '../../../contract/sessions';
import { browserZone, dayAndTime } from '../../../machines/domain/time';
import type { SessionsListActorRef } from '../../../machines/sessions/sessionsList.machine';
import { usePageFlow } from '../../system/usePageFlow';
import { Button } from '../../ui/Button';
import { LoadFailed } from '../../ui/LoadFailed';
import { Spinner } from '../../ui/Spinner';
import { useSessionsListLogic } from './wiring';

const when = (iso: string | null) => (iso ? dayAndTime(iso, browserZone()) : 'unknown');

function Details({ session }: { session: SignedInSession }) {
  return (
    <p className="text-sm text-slate-700 dark:text-slate-300">
      {session.address ? <>From {session.address} · </> : null}
      Signed in {when(session.signed_in_at)} · Last active {when(session.last_active_at)}
    </p>
  );
}

/**
 * Settings › Sessions (issue #37): this browser and the other browsers the person is signed in
 * on (the device read from each one's user agent, its address, when it signed in and was last
 * active), each other one with Sign out, and Sign out all other sessions.
 */
export function SessionsSettings() {
  const actor = usePageFlow('sessions', 'sessions/list', useSessionsListLogic(), undefined);
  return actor ? <SessionsList actor={actor} /> : null;
}

function SessionsList({ actor }: { actor: SessionsListActorRef }) {
  const s = useSelector(actor, (snapshot) => snapshot);
  const { sessions, refusal, notice } = s.context;
  const others = sessions.filter((x) => !x.current);
  const here = sessions.find((x) => x.current);
  const working = s.hasTag('working');
  return (
    <section aria-labelledby="sessions-heading" className="rounded-[var(--radius)] bg-white p-5 shadow-sm dark:bg-slate-900">
      <h2 id="sessions-heading" className="text-lg font-semibold">
        Sessions
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        The browsers you are signed in on. Signing one out ends it at once, even on a page that is open.
      </p>
      <div role="status" aria-live="polite" className="mt-2 text-sm empty:hidden">
        {notice}
      </div>
      {refusal ? (
        <p role="alert" className="mt-2 text-sm text-red-800 dark:text-red-300">
          {refusal}
        </p>
      ) : null}
      {s.hasTag('loading') ? (
        <div className="mt-3">
          <Spinner label="Loading…" />
        </div>
      ) : s.hasTag('error') ? (
        <LoadFailed
          what="Your sessions could not be loaded."
          className="mt-3"
          onRetry={() => actor.send({ type: 'sessions.retry' })}
        />
      ) : (
        <>
          {here ? (
            <div className="mt-3">
              <h3 className="font-medium">This browser</h3>
              <p dir="auto">{here.device ?? 'Unknown browser'}</p>
              <Details session={here} />
            </div>
          ) : null}
          <h3 className="mt-4 font-medium">Other sessions</h3>
          {others.length === 0 ? (
            <p className="mt-1 text-sm">You are not signed in anywhere else.</p>
          ) : (
            <>
              <ul className="mt-2 grid gap-3">
                {others.map((x) => (
                  <li key={x.id} className="flex flex-wrap items-center gap-3">
                    <div className="min-w-0 flex-1">
                      <p dir="auto">{x.device ?? 'Unknown browser'}</p>
                      <Details session={x} />
                    </div>
                    <Button
                      variant="secondary"
                      disabled={working}
                      onClick={() => actor.send({ type: 'sessions.signOut', id: x.id })}
                    >
                      Sign out<span className="sr-only"> {x.device ?? 'Unknown browser'}</span>
                    </Button>
                  </li>
                ))}
              </ul>
              <Button className="mt-4" disabled={working} onClick={() => actor.send({ type: 'sessions.signOutOthers' })}>
                Sign out all other sessions
              </Button>
            </>
          )}
        </>
      )}
    </section>
  );
}
