import { createFileRoute } from '@tanstack/react-router';
import { EmployersPage } from '../../features/public/pages/EmployersPage';

export const Route = createFileRoute('/_public/employers')({
  head: () => ({ meta: [{ title: 'For employers · NeuroHealth Care' }] }),
  component: EmployersPage,
});
