import { createFileRoute } from '@tanstack/react-router';
import { ModerationPage } from '../../../../../features/community/ModerationPage';

export const Route = createFileRoute('/_app/_member/community/moderate/$communityId')({
  head: () => ({ meta: [{ title: 'Moderate a community · NeuroHealth Care' }] }),
  component: ModerationRoute,
});

function ModerationRoute() {
  const { communityId } = Route.useParams();
  return <ModerationPage key={communityId} communityId={communityId} />;
}
