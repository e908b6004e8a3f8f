import { createFileRoute, notFound } from '@tanstack/react-router';
import { BLOG_SLUGS, type BlogSlug } from '../../features/public/content/posts';
import { blogPath, publicHead } from '../../features/public/pageMeta';

const isSlug = (slug: string): slug is BlogSlug => (BLOG_SLUGS as readonly string[]).includes(slug);

/** /blog/{slug} inside the app (a signed-in person following a link); a visitor gets the prerendered page. */
export const Route = createFileRoute('/_public/blog_/$slug')({
  loader: async ({ params }) => {
    if (!isSlug(params.slug)) throw notFound();
    // The article's code loads with it, not with the app's entry: a loader is not split from the
    // route's file, so a static import put the blog's components on every signed-in page (#59).
    const { loadBlogArticle } = await import('../../features/public/pages/BlogArticlePage');
    return { slug: params.slug, Article: await loadBlogArticle(params.slug) };
  },
  head: ({ loaderData }) => (loaderData ? publicHead(blogPath(loaderData.slug)) : {}),
  component: BlogArticleRoute,
});

function BlogArticleRoute() {
  const { Article } = Route.useLoaderData();
  return <Article />;
}
