import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { usePageFlow } from '../../system/usePageFlow';
import { Button } from '../../ui/Button';
import { useMentorStatusLogic } from './wiring';

/** Settings → Mentoring: switch being a concierge mentor off (SPEC §4) or back on. */
export function MentorStatusSettings({ isMentor }: { isMentor: boolean }) {
  // Asked of the booking owner (issue #60): the switch's flow lives in the app's actor tree while Settings is open.
  const actor = usePageFlow('booking', 'booking/mentorStatus', useMentorStatusLogic(), { isMentor });
  if (!actor) return null;
  return <MentorStatusView actor={actor} />;
}

function MentorStatusView({ actor }: { actor: ActorRefFrom<ReturnType<typeof useMentorStatusLogic>> }) {
  const s = useSelector(actor, (snapshot) => snapshot);
  const { isMentor: on, upcoming, refusal } = s.context;
  return (
    <section aria-labelledby="mentoring-heading" className="rounded-[var(--radius)] bg-white p-5 shadow-sm dark:bg-slate-900">
      <h2 id="mentoring-heading" className="text-lg font-semibold">
        Mentoring
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300" data-testid="mentor-status">
        {on
          ? 'You are a concierge mentor: families can find you under Book a Session and book your hours.'
          : 'Mentoring is off: you do not appear under Book a Session and nobody can book you.'}
      </p>
      <div role="status" aria-live="polite" className="empty:hidden">
        {upcoming !== null && !on ? (
          <p className="mt-2 text-sm">
            {upcoming === 0
              ? 'You have no upcoming sessions.'
              : `Your ${upcoming} upcoming ${upcoming === 1 ? 'session stays' : 'sessions stay'} booked.`}
          </p>
        ) : null}
      </div>
      {s.hasTag('confirming') ? (
        <div
          role="alertdialog"
          aria-labelledby="mentor-off-title"
          aria-describedby="mentor-off-text"
          className="mt-3 rounded-[var(--radius)] border border-orange-300 bg-orange-50 p-4 dark:border-orange-700 dark:bg-orange-950"
        >
          <h3 id="mentor-off-title" className="font-semibold">
            Switch off mentoring?
          </h3>
          <p id="mentor-off-text" className="mt-1 text-sm">
            Nobody will be able to book new sessions with you. Sessions already booked stay booked: you will find them under
            Bookings, where you can cancel any you cannot attend.
          </p>
          <div className="mt-3 flex gap-2">
            <Button onClick={() => actor.send({ type: 'mentor.confirm' })} autoFocus>
              Switch off
            </Button>
            <Button variant="ghost" onClick={() => actor.send({ type: 'mentor.cancel' })}>
              Keep mentoring
            </Button>
          </div>
        </div>
      ) : null}
      {s.hasTag('error') ? (
        <div role="alert" className="mt-3 rounded-[var(--radius)] bg-red-50 p-3 text-red-900 dark:bg-red-950 dark:text-red-100">
          <p>{refusal?.message ?? 'Your mentor status could not be changed.'}</p>
          <div className="mt-2 flex gap-2">
            <Button onClick={() => actor.send({ type: 'mentor.retry' })}>Try again</Button>
            <Button variant="ghost" onClick={() => actor.send({ type: 'mentor.cancel' })}>
              Dismiss
            </Button>
          </div>
        </div>
      ) : null}
      {!s.hasTag('confirming') && !s.hasTag('error') ? (
        <Button
          className="mt-3"
          variant="secondary"
          disabled={s.hasTag('saving')}
          onClick={() => actor.send({ type: 'mentor.toggle' })}
        >
          {on ? 'Switch off mentoring' : 'Switch on mentoring'}
        </Button>
      ) : null}
    </section>
  );
}
