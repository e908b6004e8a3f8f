import { createFileRoute } from '@tanstack/react-router';
import { publicHead } from '../../features/public/pageMeta';
import { PrivacyPolicyPage } from '../../features/public/pages/PrivacyPolicyPage';

export const Route = createFileRoute('/_public/privacy-policy')({
  head: () => publicHead('/privacy-policy'),
  component: PrivacyPolicyPage,
});
