import { createFileRoute } from '@tanstack/react-router';
import { NotYetAvailable } from '../../../../features/shellLayout/NotYetAvailable';

export const Route = createFileRoute('/_app/_member/mentorship/faq')({
  head: () => ({ meta: [{ title: 'FAQ · NeuroHealth Care' }] }),
  component: () => (
    <NotYetAvailable title="FAQ" summary="Answers for care providers and coordinators who host concierge sessions." />
  ),
});
