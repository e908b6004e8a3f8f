import { createFileRoute } from '@tanstack/react-router';
import { NotYetAvailable } from '../../../features/shellLayout/NotYetAvailable';

export const Route = createFileRoute('/_app/_admin/admin-communities')({
  head: () => ({ meta: [{ title: 'Communities · NeuroHealth Care' }] }),
  component: () => <NotYetAvailable title="Communities" summary="Manage communities." />,
});
