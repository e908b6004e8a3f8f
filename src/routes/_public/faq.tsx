import { createFileRoute } from '@tanstack/react-router';
import { publicHead } from '../../features/public/pageMeta';
import { FaqPage } from '../../features/public/pages/FaqPage';

export const Route = createFileRoute('/_public/faq')({
  head: () => publicHead('/faq'),
  component: FaqPage,
});
