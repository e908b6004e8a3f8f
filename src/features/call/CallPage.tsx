import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { PAGE_COLUMN } from '../../ui/layout';
import { usePageFlow } from '../../system/usePageFlow';
import { useSession } from '../auth/useSession';
import { BesideCall } from './BesideCall';
import { CallStage } from './CallStage';
import { DeviceCheck } from './DeviceCheck';
import { useCallLogic } from './wiring';
import { outcomeText } from './words';

const LINK =
  'focus-ring inline-flex items-center rounded-[var(--radius)] bg-brand-700 px-4 py-2 text-sm font-semibold text-white dark:bg-teal-300 dark:text-slate-950';

/**
 * /mentorship/call/:meetingId (issue #61): a concierge session's call, in its own chunk. The page
 * asks the call's owner (in the session's actor tree) for the meeting's call actor and renders its
 * snapshot: loading, the device check, the call, a refusal, or how it ended. Leaving the page
 * lets the owner stop the actor, which releases the camera, the microphone and the connection.
 */
export function CallPage({ meetingId }: { meetingId: string }) {
  const call = usePageFlow('call', `call/${meetingId}`, useCallLogic(), { meetingId });
  return call ? <Call call={call} /> : null;
}

type CallRef = ActorRefFrom<ReturnType<typeof useCallLogic>>;

function Call({ call }: { call: CallRef }) {
  const snapshot = useSelector(call, (s) => s);
  const { user } = useSession();
  const session = snapshot.context.session;
  const me = session ? (session.role === 'booker' ? session.booker : session.concierge) : null;
  const other = session ? (session.role === 'booker' ? session.concierge : session.booker) : null;
  const otherName = other?.display_name ?? 'the other person';

  let body;
  if (snapshot.hasTag('loading')) {
    body = <Spinner label="Opening the call…" />;
  } else if (snapshot.matches('unavailable')) {
    body = (
      <div role="alert" className="space-y-2">
        <p>We couldn’t reach the session. Check your connection and try again.</p>
        <Button onClick={() => call.send({ type: 'call.retry' })}>Try again</Button>
      </div>
    );
  } else if (snapshot.matches('refused')) {
    body = (
      <div role="alert" data-testid="call-refused" className="space-y-3">
        <p>{snapshot.context.refusal?.message}</p>
        <Link to="/mentorship/bookings" className={LINK}>
          Your bookings
        </Link>
      </div>
    );
  } else if (snapshot.status === 'done') {
    const { title, text } = outcomeText(snapshot.context.outcome, otherName);
    body = (
      <div data-testid="call-ended" className="space-y-3">
        <h2 className="text-lg font-semibold">{title}</h2>
        <p>{text}</p>
        <Link to="/mentorship/bookings" className={LINK}>
          Your bookings
        </Link>
      </div>
    );
  } else if (snapshot.hasTag('checking')) {
    body = <DeviceCheck snapshot={snapshot} call={call} otherName={otherName} />;
  } else if (snapshot.hasTag('joining')) {
    body = (
      <div className="flex flex-wrap items-center gap-3">
        <Spinner
          label={
            snapshot.matches({ live: { stage: { connection: { joining: 'slow' } } } } as never)
              ? 'Still connecting… check your internet connection.'
              : 'Joining the call…'
          }
        />
        <Button variant="ghost" onClick={() => call.send({ type: 'call.leave' })}>
          Leave
        </Button>
      </div>
    );
  } else if (session && me && other) {
    // The note and the chat beside the video on a wide screen, below it on a phone.
    body = (
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(20rem,2fr)]">
        <CallStage snapshot={snapshot} call={call} me={me} other={other} />
        {user ? <BesideCall session={session} user={user} /> : null}
      </div>
    );
  }

  return (
    <div className={`${snapshot.hasTag('in call') ? 'mx-auto w-full max-w-7xl' : PAGE_COLUMN} space-y-4`}>
      <h1 className="text-xl font-semibold">{other ? `Session with ${other.display_name}` : 'Concierge session'}</h1>
      {body}
    </div>
  );
}
