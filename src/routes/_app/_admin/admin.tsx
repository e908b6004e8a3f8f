import { createFileRoute } from '@tanstack/react-router';
import { ConciergePage } from '../../../features/admin/ConciergePage';

export const Route = createFileRoute('/_app/_admin/admin')({
  head: () => ({ meta: [{ title: 'Concierge administration · NeuroHealth Care' }] }),
  component: ConciergePage,
});
