import { createFileRoute } from '@tanstack/react-router';
import { CommunityPage } from '../../../../../features/community/CommunityPage';

export const Route = createFileRoute('/_app/_member/community/overview/$communityId')({
  head: () => ({ meta: [{ title: 'Community · NeuroHealth Care' }] }),
  component: CommunityRoute,
});

function CommunityRoute() {
  const { communityId } = Route.useParams();
  return <CommunityPage key={communityId} communityId={communityId} />;
}
