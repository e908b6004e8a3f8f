import { createFileRoute } from '@tanstack/react-router';
import { NotYetAvailable } from '../../../../features/shellLayout/NotYetAvailable';

export const Route = createFileRoute('/_app/_member/mentorship/availability')({
  head: () => ({ meta: [{ title: 'Availability · NeuroHealth Care' }] }),
  component: () => <NotYetAvailable title="Availability" summary="The times you offer for concierge sessions." />,
});
