import { createFileRoute, Link } from '@tanstack/react-router';
import { displayName, runsSessions } from '../../../../../machines/domain/user';
import { BookingsPage } from '../../../../features/booking/BookingsPage';
import { useSession } from '../../../../features/auth/useSession';
import { PAGE_COLUMN, READING_WIDTH } from '../../../../ui/layout';
import { REFUSED_NOTICE, type GuardedMentorshipPage } from '../../../../features/booking/mentorshipAccess';
import { present, searchInt, searchText } from '../../../../routing/search';

const isGuarded = (value: string | undefined): value is GuardedMentorshipPage =>
  value !== undefined && Object.hasOwn(REFUSED_NOTICE, value);

export const Route = createFileRoute('/_app/_member/mentorship/')({
  validateSearch: (raw: Record<string, unknown>) => {
    // `refused`: the mentorship page a route guard sent the person back from (mentorshipAccess.ts).
    const refused = searchText(raw.refused);
    return present({ tab: searchInt(raw.tab), sid: searchInt(raw.sid), refused: isGuarded(refused) ? refused : undefined });
  },
  head: () => ({ meta: [{ title: 'Concierge · NeuroHealth Care' }] }),
  component: ConciergeHome,
});

const card = 'focus-ring block rounded-[var(--radius)] bg-white p-5 shadow-sm hover:shadow dark:bg-slate-900';

/**
 * /mentorship: the concierge service's home. SPEC §4's Concierge notifications open
 * /mentorship?tab=3&sid={id}: the sessions tab, with the session they are about marked.
 */
function ConciergeHome() {
  const { tab, sid, refused } = Route.useSearch();
  const { user } = useSession();
  const host = user ? runsSessions(user) : false;
  if (tab === 3 && user) {
    return (
      <BookingsPage
        label={host ? 'Bookings' : 'My bookings'}
        viewerName={displayName(user)}
        {...(sid ? { focusBooking: sid } : {})}
      />
    );
  }
  return (
    <div className={PAGE_COLUMN}>
      <h1 className="text-2xl font-semibold">Concierge</h1>
      {/* Polite: read after the page's title, and it is no error of theirs (a link or an old bookmark). */}
      <div role="status" className="empty:hidden">
        {refused ? (
          <p className="mt-3 rounded-[var(--radius)] bg-sky-50 p-3 text-sky-950 dark:bg-sky-950 dark:text-sky-50">
            {REFUSED_NOTICE[refused]}
          </p>
        ) : null}
      </div>
      <p className={`mt-2 ${READING_WIDTH} text-slate-700 dark:text-slate-300`}>
        {host
          ? 'Offer concierge sessions: set the hours families can book, and see who booked you.'
          : 'Book sessions with concierge mentors who help families find their way through neurology care.'}
      </p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-3">
        <li>
          <Link to={host ? '/mentorship/availability' : '/mentorship/search'} className={card}>
            <span className="block font-semibold">{host ? 'Availability' : 'Book a Session'}</span>
            <span className="mt-1 block text-sm text-slate-700 dark:text-slate-300">
              {host ? 'Weekly hours, days off and session length.' : 'Find a concierge by language, service and availability.'}
            </span>
          </Link>
        </li>
        <li>
          <Link to="/mentorship/bookings" className={card}>
            <span className="block font-semibold">{host ? 'Bookings' : 'My bookings'}</span>
            <span className="mt-1 block text-sm text-slate-700 dark:text-slate-300">
              Upcoming and past sessions: join, reschedule or cancel.
            </span>
          </Link>
        </li>
        <li>
          <Link to="/calendar" className={card}>
            <span className="block font-semibold">Calendar</span>
            <span className="mt-1 block text-sm text-slate-700 dark:text-slate-300">
              Your sessions by month, week or as an agenda.
            </span>
          </Link>
        </li>
      </ul>
    </div>
  );
}
