import { describe, expect, it, vi } from 'vitest';
import { isNotFound } from '@tanstack/react-router';

/** Whether the article page's module has been loaded yet (the mock's factory runs on its first import). */
const articleCode = vi.hoisted(() => ({ loaded: false }));
vi.mock('../../features/public/pages/BlogArticlePage', async (importOriginal) => {
  articleCode.loaded = true;
  return importOriginal();
});

type Loader = (context: { params: { slug: string } }) => Promise<{ slug: string; Article: unknown }>;
const loaderOf = async () => (await import('./blog_.$slug')).Route.options.loader as unknown as Loader;

describe('/blog/{slug} inside the app (issue #59)', () => {
  it('loads the article page’s code when an article is opened, not with the route tree every signed-in page loads', async () => {
    const loader = await loaderOf();
    expect(articleCode.loaded).toBe(false);
    const data = await loader({ params: { slug: 'concierge-mentor' } });
    expect(articleCode.loaded).toBe(true);
    expect(data.slug).toBe('concierge-mentor');
    expect(data.Article).toEqual(expect.any(Function));
  });

  it('an address that is no article is not found', async () => {
    const loader = await loaderOf();
    await expect(loader({ params: { slug: 'no-such-article' } })).rejects.toSatisfy(isNotFound);
  });
});
