import { createFileRoute } from '@tanstack/react-router';
import { NotYetAvailable } from '../../../features/shellLayout/NotYetAvailable';

export const Route = createFileRoute('/_app/_member/calendar')({
  head: () => ({ meta: [{ title: 'Calendar · NeuroHealth Care' }] }),
  component: () => <NotYetAvailable title="Calendar" summary="Your sessions and appointments in one calendar." />,
});
