import { createFileRoute } from '@tanstack/react-router';
import { ScreeningPage } from '../../../features/screening/ScreeningPage';

export const Route = createFileRoute('/_app/_member/screening-tools')({
  head: () => ({ meta: [{ title: 'Screening Tools · NeuroHealth Care' }] }),
  component: ScreeningPage,
});
