import { createFileRoute } from '@tanstack/react-router';
import { publicHead } from '../../features/public/pageMeta';
import { CommunityGuidelinesPage } from '../../features/public/pages/CommunityGuidelinesPage';

export const Route = createFileRoute('/_public/community-guidelines')({
  head: () => publicHead('/community-guidelines'),
  component: CommunityGuidelinesPage,
});
