import { createFileRoute } from '@tanstack/react-router';
import { NotYetAvailable } from '../../../../features/shellLayout/NotYetAvailable';

export const Route = createFileRoute('/_app/_member/mentorship/search')({
  head: () => ({ meta: [{ title: 'Book a Session · NeuroHealth Care' }] }),
  component: () => (
    <NotYetAvailable
      title="Book a Session"
      summary="Find a concierge mentor by language, service, experience and availability."
    />
  ),
});
