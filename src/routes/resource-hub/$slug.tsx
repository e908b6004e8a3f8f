import { createFileRoute } from '@tanstack/react-router';
import { ArticlePage } from '../../features/resources/ArticlePage';

/**
 * /resource-hub/<slug>: an article has its own address under the hub (a path segment, not a query
 * parameter: the list's filters stay the list's, an article link reads as a page, and the route
 * tree nests it under the same frame). Signed-in only: a visitor is sent to sign in and back.
 */
export const Route = createFileRoute('/resource-hub/$slug')({
  beforeLoad: ({ context, location }) => {
    if (!context.user) {
      context.system.root.system.get('auth')?.send({ type: 'auth.signIn', returnTo: location.href });
    }
  },
  head: () => ({ meta: [{ title: 'Resource hub · NeuroHealth Care' }] }),
  component: ArticleRoute,
});

function ArticleRoute() {
  const { slug } = Route.useParams();
  return <ArticlePage key={slug} slug={slug} />;
}
