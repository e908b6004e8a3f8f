import { createFileRoute } from '@tanstack/react-router';
import { ProvidersPage } from '../../../features/admin/ProvidersPage';

export const Route = createFileRoute('/_app/_admin/admin-provider')({
  head: () => ({ meta: [{ title: 'Providers · NeuroHealth Care' }] }),
  component: ProvidersPage,
});
