import { createFileRoute } from '@tanstack/react-router';
import { NotYetAvailable } from '../../../../features/shell/NotYetAvailable';

export const Route = createFileRoute('/_app/_member/community/')({
  head: () => ({ meta: [{ title: 'Community feed · NeuroHealth Care' }] }),
  component: () => <NotYetAvailable title="Community feed" summary="Posts from the communities you follow." />,
});
