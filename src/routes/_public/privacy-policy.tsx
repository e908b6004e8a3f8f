import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPolicyPage } from '../../features/public/pages/PrivacyPolicyPage';

export const Route = createFileRoute('/_public/privacy-policy')({
  head: () => ({ meta: [{ title: 'Privacy Policy · NeuroHealth Care' }] }),
  component: PrivacyPolicyPage,
});
