import type { ComponentType } from 'react';
import type { ArticleBody } from '../content/blog/types';
import { blogPosts, type BlogSlug } from '../content/posts';
import { HydrateInTurn } from '../../../ui/hydrateInTurns';
import { CallToAction } from '../components/CallToAction';
import { PageHero } from '../components/PageHero';
import { formatDate } from '../formatDate';
import { SiteLink } from '../SiteLink';
import { container, mutedText, textLink } from '../styles';

/** Each article's text, loaded with its own page only. */
const BODIES: Record<BlogSlug, () => Promise<{ article: ArticleBody }>> = {
  'first-neurology-appointment': () => import('../content/blog/first-neurology-appointment'),
  'concierge-mentor': () => import('../content/blog/concierge-mentor'),
  'choosing-a-therapy-provider': () => import('../content/blog/choosing-a-therapy-provider'),
  'beta-notes-group-chats-pin': () => import('../content/blog/beta-notes-group-chats-pin'),
  'caring-while-working': () => import('../content/blog/caring-while-working'),
};

/** /blog/{slug} (issue #63.13): the page of one article, its text loaded with it. */
export async function loadBlogArticle(slug: BlogSlug): Promise<ComponentType> {
  const { article } = await BODIES[slug]();
  const post = blogPosts.find((p) => p.slug === slug)!;
  return function BlogArticle() {
    return (
      <>
        <PageHero eyebrow={post.category} title={post.title}>
          <p>{post.summary}</p>
          <p className="mt-4 text-base">
            <time dateTime={post.date}>{formatDate(post.date)}</time> · {article.byline}
          </p>
        </PageHero>
        <HydrateInTurn>
          <article className={`${container} max-w-3xl py-12`}>
            <div className="space-y-4 text-lg leading-relaxed text-slate-800 dark:text-slate-200">
              {article.intro.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
            {article.sections.map((section) => (
              <section key={section.heading} className="mt-10">
                <h2 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">{section.heading}</h2>
                <div className="mt-3 space-y-4 leading-relaxed text-slate-800 dark:text-slate-200">
                  {section.paragraphs.map((p) => (
                    <p key={p}>{p}</p>
                  ))}
                  {section.list ? (
                    section.ordered ? (
                      <ol className="list-decimal space-y-2 ps-6">
                        {section.list.map((item) => (
                          <li key={item}>{item}</li>
                        ))}
                      </ol>
                    ) : (
                      <ul className="list-disc space-y-2 ps-6">
                        {section.list.map((item) => (
                          <li key={item}>{item}</li>
                        ))}
                      </ul>
                    )
                  ) : null}
                </div>
              </section>
            ))}
            <p className={`mt-12 text-sm ${mutedText}`}>
              This article is general information, not medical advice. Talk to your clinician about your own situation.
            </p>
            <p className="mt-4">
              <SiteLink to="/blog" className={textLink}>
                More articles
              </SiteLink>
            </p>
          </article>
        </HydrateInTurn>
        <CallToAction title="Questions this article did not answer?" kind="signup" signUpLabel="Join the beta">
          <p>Ask the community, or book a session with a concierge mentor who has been there.</p>
        </CallToAction>
      </>
    );
  };
}
