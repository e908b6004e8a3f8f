import { createFileRoute } from '@tanstack/react-router';
import { displayName, runsSessions } from '../../../../../machines/domain/user';
import { useSession } from '../../../../features/auth/useSession';
import { BookingsPage } from '../../../../features/booking/BookingsPage';
import { present, searchInt } from '../../../../routing/search';

export const Route = createFileRoute('/_app/_member/mentorship/bookings')({
  validateSearch: (raw: Record<string, unknown>) => present({ booking: searchInt(raw.booking) }),
  head: () => ({ meta: [{ title: 'Bookings · NeuroHealth Care' }] }),
  component: BookingsRoute,
});

function BookingsRoute() {
  const { user } = useSession();
  const { booking } = Route.useSearch();
  if (!user) return null;
  // SPEC §2: "Bookings" for care providers and coordinators, "My bookings" otherwise.
  return (
    <BookingsPage
      label={runsSessions(user) ? 'Bookings' : 'My bookings'}
      viewerName={displayName(user)}
      {...(booking ? { focusBooking: booking } : {})}
    />
  );
}
