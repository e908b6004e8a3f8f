import { createFileRoute } from '@tanstack/react-router';
import { NotYetAvailable } from '../../../features/shellLayout/NotYetAvailable';

export const Route = createFileRoute('/_app/_member/screening-tools')({
  head: () => ({ meta: [{ title: 'Screening Tools · NeuroHealth Care' }] }),
  component: () => <NotYetAvailable title="Screening Tools" summary="Screening questionnaires to share with your care team." />,
});
