import { createFileRoute } from '@tanstack/react-router';
import { publicHead } from '../../features/public/pageMeta';
import { WebinarPage } from '../../features/public/pages/WebinarPage';

export const Route = createFileRoute('/_public/webinar')({
  head: () => publicHead('/webinar'),
  component: WebinarPage,
});
