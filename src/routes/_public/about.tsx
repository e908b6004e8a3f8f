import { createFileRoute } from '@tanstack/react-router';
import { publicHead } from '../../features/public/pageMeta';
import { AboutPage } from '../../features/public/pages/AboutPage';

export const Route = createFileRoute('/_public/about')({
  head: () => publicHead('/about'),
  component: AboutPage,
});
