import { createFileRoute } from '@tanstack/react-router';
import { PostPage } from '../../../../features/community/PostPage';

export const Route = createFileRoute('/_app/_member/community/$postId')({
  head: () => ({ meta: [{ title: 'Post · NeuroHealth Care' }] }),
  component: PostRoute,
});

function PostRoute() {
  const { postId } = Route.useParams();
  // A new post id is a new page: its own actor.
  return <PostPage key={postId} postId={postId} />;
}
