import { createFileRoute } from '@tanstack/react-router';
import { NotYetAvailable } from '../../../../features/shellLayout/NotYetAvailable';

export const Route = createFileRoute('/_app/_member/mentorship/bookings')({
  head: () => ({ meta: [{ title: 'Bookings · NeuroHealth Care' }] }),
  component: () => <NotYetAvailable title="Bookings" summary="Your scheduled, rescheduled and past concierge sessions." />,
});
