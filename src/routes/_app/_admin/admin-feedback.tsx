import { createFileRoute } from '@tanstack/react-router';
import { FeedbackPage } from '../../../features/admin/FeedbackPage';

export const Route = createFileRoute('/_app/_admin/admin-feedback')({
  head: () => ({ meta: [{ title: 'Beta feedback · NeuroHealth Care' }] }),
  component: FeedbackPage,
});
