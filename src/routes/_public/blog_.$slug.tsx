import { createFileRoute, notFound } from '@tanstack/react-router';
import { BLOG_SLUGS, type BlogSlug } from '../../features/public/content/posts';
import { blogPath, publicHead } from '../../features/public/pageMeta';
import { loadBlogArticle } from '../../features/public/pages/BlogArticlePage';

const isSlug = (slug: string): slug is BlogSlug => (BLOG_SLUGS as readonly string[]).includes(slug);

/** /blog/{slug} inside the app (a signed-in person following a link); a visitor gets the prerendered page. */
export const Route = createFileRoute('/_public/blog_/$slug')({
  loader: async ({ params }) => {
    if (!isSlug(params.slug)) throw notFound();
    return { slug: params.slug, Article: await loadBlogArticle(params.slug) };
  },
  head: ({ loaderData }) => (loaderData ? publicHead(blogPath(loaderData.slug)) : {}),
  component: BlogArticleRoute,
});

function BlogArticleRoute() {
  const { Article } = Route.useLoaderData();
  return <Article />;
}
