import { createFileRoute } from '@tanstack/react-router';
import { publicHead } from '../../features/public/pageMeta';
import { EmployersPage } from '../../features/public/pages/EmployersPage';

export const Route = createFileRoute('/_public/employers')({
  head: () => publicHead('/employers'),
  component: EmployersPage,
});
