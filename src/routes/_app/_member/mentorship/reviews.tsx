import { createFileRoute } from '@tanstack/react-router';
import { NotYetAvailable } from '../../../../features/shellLayout/NotYetAvailable';

export const Route = createFileRoute('/_app/_member/mentorship/reviews')({
  head: () => ({ meta: [{ title: 'Reviews · NeuroHealth Care' }] }),
  component: () => <NotYetAvailable title="Reviews" summary="Reviews of concierge sessions." />,
});
