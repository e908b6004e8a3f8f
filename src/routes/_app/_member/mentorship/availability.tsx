import { createFileRoute } from '@tanstack/react-router';
import { AvailabilityPage } from '../../../../features/booking/AvailabilityPage';
import { guardMentorshipPage } from '../../../../features/booking/mentorshipAccess';

export const Route = createFileRoute('/_app/_member/mentorship/availability')({
  // SPEC §6: care providers and coordinators only; others are sent to /mentorship, told why.
  beforeLoad: guardMentorshipPage('availability'),
  head: () => ({ meta: [{ title: 'Availability · NeuroHealth Care' }] }),
  component: AvailabilityPage,
});
