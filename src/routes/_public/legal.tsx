import { createFileRoute } from '@tanstack/react-router';
import { publicHead } from '../../features/public/pageMeta';
import { TermsPage } from '../../features/public/pages/TermsPage';

export const Route = createFileRoute('/_public/legal')({
  head: () => publicHead('/legal'),
  component: TermsPage,
});
