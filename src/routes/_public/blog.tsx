import { createFileRoute } from '@tanstack/react-router';
import { publicHead } from '../../features/public/pageMeta';
import { BlogPage } from '../../features/public/pages/BlogPage';

export const Route = createFileRoute('/_public/blog')({
  head: () => publicHead('/blog'),
  component: BlogPage,
});
