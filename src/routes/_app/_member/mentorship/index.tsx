import { createFileRoute } from '@tanstack/react-router';
import { NotYetAvailable } from '../../../../features/shell/NotYetAvailable';

export const Route = createFileRoute('/_app/_member/mentorship/')({
  head: () => ({ meta: [{ title: 'Concierge · NeuroHealth Care' }] }),
  component: () => <NotYetAvailable title="Concierge" summary="Book sessions with concierge mentors, keep session notes and leave reviews." />,
});
