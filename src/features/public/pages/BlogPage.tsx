import { CallToAction } from '../components/CallToAction';
import { PageHero } from '../components/PageHero';
import { blogPosts } from '../content/posts';
import { formatDate } from '../formatDate';
import { SiteLink } from '../SiteLink';
import { brandText, card, container, focusRing, mutedText } from '../styles';

export function BlogPage() {
  return (
    <>
      <PageHero eyebrow="Blog" title="Notes from the NeuroHealth Care team">
        <p>Practical articles for families and professionals, and updates on what is changing in the beta.</p>
      </PageHero>
      <div className={`${container} py-14`}>
        <h2 className="sr-only">Recent posts</h2>
        <ul className="grid gap-6 md:grid-cols-2">
          {blogPosts.map((post) => (
            <li key={post.slug}>
              <article className={`${card} relative h-full hover:border-teal-700 dark:hover:border-teal-300`}>
                <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                  <span className={`font-semibold ${brandText}`}>{post.category}</span>
                  <time dateTime={post.date} className={mutedText}>
                    {formatDate(post.date)}
                  </time>
                </p>
                <h3 className="mt-3 text-xl font-semibold text-slate-900 dark:text-white">
                  <SiteLink
                    to="/blog/$slug"
                    params={{ slug: post.slug }}
                    className={`${focusRing} rounded-sm after:absolute after:inset-0 after:rounded-2xl hover:underline`}
                  >
                    {post.title}
                  </SiteLink>
                </h3>
                <p className={`mt-3 ${mutedText}`}>{post.summary}</p>
                <p aria-hidden="true" className={`mt-4 text-sm font-semibold ${brandText}`}>
                  Read the article →
                </p>
              </article>
            </li>
          ))}
        </ul>
      </div>
      <CallToAction title="Have a topic you want us to cover?" kind="signup" signUpLabel="Join the beta">
        <p>Tell us through the contact page, or join the beta and ask the community directly.</p>
      </CallToAction>
    </>
  );
}
