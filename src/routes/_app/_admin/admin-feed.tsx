import { createFileRoute } from '@tanstack/react-router';
import { NotYetAvailable } from '../../../features/shellLayout/NotYetAvailable';

export const Route = createFileRoute('/_app/_admin/admin-feed')({
  head: () => ({ meta: [{ title: 'Feed moderation · NeuroHealth Care' }] }),
  component: () => <NotYetAvailable title="Feed moderation" summary="Review posts across the community feed." />,
});
