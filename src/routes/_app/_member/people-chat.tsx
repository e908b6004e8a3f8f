import { createFileRoute } from '@tanstack/react-router';
import { NotYetAvailable } from '../../../features/shell/NotYetAvailable';

export const Route = createFileRoute('/_app/_member/people-chat')({
  head: () => ({ meta: [{ title: 'Messages · NeuroHealth Care' }] }),
  component: () => <NotYetAvailable title="Messages" summary="One-to-one and group conversations, protected by your PIN." />,
});
