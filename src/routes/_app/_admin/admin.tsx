import { createFileRoute } from '@tanstack/react-router';
import { AdminHome } from '../../../features/admin/AdminHome';

export const Route = createFileRoute('/_app/_admin/admin')({
  head: () => ({ meta: [{ title: 'Concierge administration · NeuroHealth Care' }] }),
  component: AdminHome,
});
