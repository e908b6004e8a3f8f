import { createFileRoute } from '@tanstack/react-router';
import { AuditPage } from '../../../features/admin/AuditPage';

export const Route = createFileRoute('/_app/_admin/admin-audit')({
  head: () => ({ meta: [{ title: 'Audit log · NeuroHealth Care' }] }),
  component: AuditPage,
});
