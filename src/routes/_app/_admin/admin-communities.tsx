import { createFileRoute } from '@tanstack/react-router';
import { CommunitiesPage } from '../../../features/admin/CommunitiesPage';

export const Route = createFileRoute('/_app/_admin/admin-communities')({
  head: () => ({ meta: [{ title: 'Communities · NeuroHealth Care' }] }),
  component: CommunitiesPage,
});
