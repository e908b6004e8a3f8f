import { createFileRoute } from '@tanstack/react-router';
import { CommunityGuidelinesPage } from '../../features/public/pages/CommunityGuidelinesPage';

export const Route = createFileRoute('/_public/community-guidelines')({
  head: () => ({ meta: [{ title: 'Community Guidelines · NeuroHealth Care' }] }),
  component: CommunityGuidelinesPage,
});
