import { createFileRoute } from '@tanstack/react-router';
import { publicHead } from '../../features/public/pageMeta';
import { FeedbackPage } from '../../features/public/pages/FeedbackPage';

export const Route = createFileRoute('/_public/feedback')({
  head: () => publicHead('/feedback'),
  component: FeedbackPage,
});
