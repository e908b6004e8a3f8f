import { createFileRoute } from '@tanstack/react-router';
import { Dashboard } from '../../../features/dashboard/Dashboard';

export const Route = createFileRoute('/_app/_member/dashboard')({
  head: () => ({ meta: [{ title: 'Dashboard · NeuroHealth Care' }] }),
  component: Dashboard,
});
