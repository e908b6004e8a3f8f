import { createFileRoute } from '@tanstack/react-router';
import { BlogPage } from '../../features/public/pages/BlogPage';

export const Route = createFileRoute('/_public/blog')({
  head: () => ({ meta: [{ title: 'Blog · NeuroHealth Care' }] }),
  component: BlogPage,
});
