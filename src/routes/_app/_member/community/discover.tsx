import { createFileRoute } from '@tanstack/react-router';
import { DiscoverPage } from '../../../../features/community/DiscoverPage';

export const Route = createFileRoute('/_app/_member/community/discover')({
  head: () => ({ meta: [{ title: 'Discover · NeuroHealth Care' }] }),
  component: DiscoverPage,
});
