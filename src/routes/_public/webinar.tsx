import { createFileRoute } from '@tanstack/react-router';
import { WebinarPage } from '../../features/public/pages/WebinarPage';

export const Route = createFileRoute('/_public/webinar')({
  head: () => ({ meta: [{ title: 'Webinars · NeuroHealth Care' }] }),
  component: WebinarPage,
});
