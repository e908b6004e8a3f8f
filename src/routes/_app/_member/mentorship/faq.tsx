import { createFileRoute } from '@tanstack/react-router';
import { guardMentorshipPage } from '../../../../features/booking/mentorshipAccess';
import { FaqPage } from '../../../../features/reviews/FaqPage';

export const Route = createFileRoute('/_app/_member/mentorship/faq')({
  // SPEC §2: care providers and coordinators only; others are sent to /mentorship, told why.
  beforeLoad: guardMentorshipPage('faq'),
  head: () => ({ meta: [{ title: 'FAQ · NeuroHealth Care' }] }),
  component: FaqPage,
});
