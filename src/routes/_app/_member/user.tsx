import { createFileRoute } from '@tanstack/react-router';
import { NotYetAvailable } from '../../../features/shell/NotYetAvailable';

export const Route = createFileRoute('/_app/_member/user')({
  head: () => ({ meta: [{ title: 'Member profile · NeuroHealth Care' }] }),
  component: () => <NotYetAvailable title="Member profile" summary="Another member’s public profile." />,
});
