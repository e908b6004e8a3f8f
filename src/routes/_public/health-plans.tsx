import { createFileRoute } from '@tanstack/react-router';
import { publicHead } from '../../features/public/pageMeta';
import { HealthPlansPage } from '../../features/public/pages/HealthPlansPage';

export const Route = createFileRoute('/_public/health-plans')({
  head: () => publicHead('/health-plans'),
  component: HealthPlansPage,
});
