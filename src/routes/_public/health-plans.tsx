import { createFileRoute } from '@tanstack/react-router';
import { HealthPlansPage } from '../../features/public/pages/HealthPlansPage';

export const Route = createFileRoute('/_public/health-plans')({
  head: () => ({ meta: [{ title: 'For health plans · NeuroHealth Care' }] }),
  component: HealthPlansPage,
});
