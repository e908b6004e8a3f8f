import { createFileRoute } from '@tanstack/react-router';
import { NotYetAvailable } from '../../../features/shell/NotYetAvailable';

export const Route = createFileRoute('/_app/_member/notification')({
  head: () => ({ meta: [{ title: 'Notifications · NeuroHealth Care' }] }),
  component: () => <NotYetAvailable title="Notifications" summary="Everything that happened while you were away." />,
});
