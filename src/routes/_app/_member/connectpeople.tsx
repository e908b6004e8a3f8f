import { createFileRoute } from '@tanstack/react-router';
import { NotYetAvailable } from '../../../features/shell/NotYetAvailable';

export const Route = createFileRoute('/_app/_member/connectpeople')({
  head: () => ({ meta: [{ title: 'Connections · NeuroHealth Care' }] }),
  component: () => <NotYetAvailable title="Connections" summary="Your connections, follow requests and invitations." />,
});
