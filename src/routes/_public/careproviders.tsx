import { createFileRoute } from '@tanstack/react-router';
import { CareProvidersPage } from '../../features/public/pages/CareProvidersPage';

export const Route = createFileRoute('/_public/careproviders')({
  head: () => ({ meta: [{ title: 'For care providers · NeuroHealth Care' }] }),
  component: CareProvidersPage,
});
