import { createFileRoute } from '@tanstack/react-router';
import { publicHead } from '../../features/public/pageMeta';
import { HomePage } from '../../features/public/pages/HomePage';

export const Route = createFileRoute('/_public/')({
  head: () => publicHead('/'),
  component: HomePage,
});
