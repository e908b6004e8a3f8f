import { createFileRoute, Navigate } from '@tanstack/react-router';
import { runsSessions } from '../../../../../machines/domain/user';
import { useSession } from '../../../../features/auth/useSession';
import { AvailabilityPage } from '../../../../features/booking/AvailabilityPage';

export const Route = createFileRoute('/_app/_member/mentorship/availability')({
  head: () => ({ meta: [{ title: 'Availability · NeuroHealth Care' }] }),
  component: AvailabilityRoute,
});

/** SPEC §6: care providers and coordinators only; others are sent to /mentorship. */
function AvailabilityRoute() {
  const { user } = useSession();
  if (!user) return null;
  if (!runsSessions(user)) return <Navigate to="/mentorship" replace />;
  return <AvailabilityPage />;
}
