import { createFileRoute } from '@tanstack/react-router';
import { NotYetAvailable } from '../../../../../features/shellLayout/NotYetAvailable';

export const Route = createFileRoute('/_app/_member/community/overview/$communityId')({
  head: () => ({ meta: [{ title: 'Community · NeuroHealth Care' }] }),
  component: () => <NotYetAvailable title="Community" summary="A community’s overview, members and posts." />,
});
