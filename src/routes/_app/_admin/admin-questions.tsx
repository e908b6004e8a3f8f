import { createFileRoute } from '@tanstack/react-router';
import { NotYetAvailable } from '../../../features/shellLayout/NotYetAvailable';

export const Route = createFileRoute('/_app/_admin/admin-questions')({
  head: () => ({ meta: [{ title: 'Questions · NeuroHealth Care' }] }),
  component: () => <NotYetAvailable title="Questions" summary="Moderate community questions." />,
});
