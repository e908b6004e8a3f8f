import { createFileRoute } from '@tanstack/react-router';
import { NotYetAvailable } from '../../../features/shellLayout/NotYetAvailable';

export const Route = createFileRoute('/_app/_admin/admin-members')({
  head: () => ({ meta: [{ title: 'Members · NeuroHealth Care' }] }),
  component: () => <NotYetAvailable title="Members" summary="Manage member accounts." />,
});
