import { createFileRoute } from '@tanstack/react-router';
import { FeedPage } from '../../../features/admin/FeedPage';

export const Route = createFileRoute('/_app/_admin/admin-feed')({
  head: () => ({ meta: [{ title: 'Feed moderation · NeuroHealth Care' }] }),
  component: FeedPage,
});
