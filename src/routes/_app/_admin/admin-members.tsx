import { createFileRoute } from '@tanstack/react-router';
import { MembersPage } from '../../../features/admin/MembersPage';

export const Route = createFileRoute('/_app/_admin/admin-members')({
  head: () => ({ meta: [{ title: 'Members · NeuroHealth Care' }] }),
  component: MembersPage,
});
