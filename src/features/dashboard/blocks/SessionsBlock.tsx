import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { canJoin } from '../../../../machines/dashboard/nextSessions';
import { Block } from '../Block';
import { BLOCK_SPACE } from '../blockSpace';
import { useNextSessionsLogic } from '../wiring';

const when = (iso: string) =>
  new Intl.DateTimeFormat(undefined, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));

/** Next sessions with the other person, when, and Join from ten minutes before the start. */
export default function SessionsBlock() {
  const logic = useNextSessionsLogic();
  // Join turns on by itself as the start comes near.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(tick);
  }, []);
  return (
    <Block
      id="dashboard-sessions"
      space={BLOCK_SPACE.sessions}
      title="Next sessions"
      logic={logic}
      empty="No sessions booked."
      failed="Couldn't load your sessions."
      onward={{ to: '/mentorship/bookings', label: 'All bookings' }}
    >
      {(sessions) => (
        <ul className="space-y-3">
          {sessions.map((b) => {
            const other = b.role === 'booker' ? b.concierge : b.booker;
            return (
              // One height for every row, whatever the name or the state of Join: the block keeps
              // its space on a phone (BLOCK_SPACE), so a row that wrapped would push the blocks below.
              <li key={b.id} className="flex items-center justify-between gap-3">
                <span className="min-w-0">
                  <span className="block truncate font-medium">{other.display_name}</span>
                  <time dateTime={b.start} className="block text-sm text-slate-700 dark:text-slate-300">
                    {when(b.start)}
                  </time>
                </span>
                {canJoin(b, now) ? (
                  <Link
                    to="/mentorship/call/$meetingId"
                    params={{ meetingId: b.meeting_id }}
                    className="focus-ring inline-flex shrink-0 items-center rounded-[var(--radius)] bg-brand-700 px-4 py-2 text-sm font-semibold text-white dark:bg-teal-300 dark:text-slate-950"
                  >
                    Join<span className="sr-only"> the session with {other.display_name}</span>
                  </Link>
                ) : (
                  <span className="w-28 shrink-0 text-end text-sm text-slate-700 dark:text-slate-300">
                    Join opens 10 minutes before
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Block>
  );
}
