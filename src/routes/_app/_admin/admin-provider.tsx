import { createFileRoute } from '@tanstack/react-router';
import { NotYetAvailable } from '../../../features/shellLayout/NotYetAvailable';

export const Route = createFileRoute('/_app/_admin/admin-provider')({
  head: () => ({ meta: [{ title: 'Providers · NeuroHealth Care' }] }),
  component: () => <NotYetAvailable title="Providers" summary="Manage the provider directory." />,
});
