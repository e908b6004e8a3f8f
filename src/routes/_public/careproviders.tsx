import { createFileRoute } from '@tanstack/react-router';
import { publicHead } from '../../features/public/pageMeta';
import { CareProvidersPage } from '../../features/public/pages/CareProvidersPage';

export const Route = createFileRoute('/_public/careproviders')({
  head: () => publicHead('/careproviders'),
  component: CareProvidersPage,
});
