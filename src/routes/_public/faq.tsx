import { createFileRoute } from '@tanstack/react-router';
import { FaqPage } from '../../features/public/pages/FaqPage';

export const Route = createFileRoute('/_public/faq')({
  head: () => ({ meta: [{ title: 'FAQ · NeuroHealth Care' }] }),
  component: FaqPage,
});
