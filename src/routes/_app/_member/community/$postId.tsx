import { createFileRoute } from '@tanstack/react-router';
import { NotYetAvailable } from '../../../../features/shellLayout/NotYetAvailable';

export const Route = createFileRoute('/_app/_member/community/$postId')({
  head: () => ({ meta: [{ title: 'Post · NeuroHealth Care' }] }),
  component: () => <NotYetAvailable title="Post" summary="A community post and its comments." />,
});
