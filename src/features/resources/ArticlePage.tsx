// The signed-in app's utilities load with it (see src/styles.css).
import '../../app.css';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useEffect } from 'react';
import { CATEGORY_LABELS } from '../../../contract/resources';
import { usePageFlow } from '../../system/usePageFlow';
import { Button } from '../../ui/Button';
import { PAGE_COLUMN, READING_WIDTH } from '../../ui/layout';
import { LoadFailed } from '../../ui/LoadFailed';
import { Spinner } from '../../ui/Spinner';
import { useArticleLogic } from './wiring';

const backLink = 'focus-ring text-brand-700 underline underline-offset-2 dark:text-teal-200';

/**
 * /resource-hub/<slug>: one article, its sections under their headings, and Save (a bookmark the
 * server keeps; shown at once, taken back with a sentence if it could not be kept).
 */
export function ArticlePage({ slug }: { slug: string }) {
  // Asked of the resources owner (issue #60): one flow per article, while its page is open.
  const actor = usePageFlow('resources', `resources/article/${slug}`, useArticleLogic(), { slug });
  if (!actor) return null;
  return <ArticleView actor={actor} />;
}

function ArticleView({ actor }: { actor: ActorRefFrom<ReturnType<typeof useArticleLogic>> }) {
  const s = useSelector(actor, (snapshot) => snapshot);
  const { article, bookmarkFailed } = s.context;
  const loaded = s.hasTag('loaded');
  useEffect(() => {
    if (loaded && window.location.hash) document.getElementById(window.location.hash.slice(1))?.scrollIntoView();
  }, [loaded]);
  return (
    <div className={PAGE_COLUMN}>
      <Link to="/resource-hub" className={backLink}>
        All articles
      </Link>
      {s.hasTag('loading') ? <Spinner label="Loading the article" /> : null}
      {s.hasTag('error') ? (
        <LoadFailed className="mt-4" what="Couldn't load this article." onRetry={() => actor.send({ type: 'article.retry' })} />
      ) : null}
      {s.hasTag('not found') ? (
        <div className="mt-4">
          <h1 className="text-2xl font-semibold">Article not found</h1>
          <p className="mt-2">There is no article at this address. It may have been renamed or removed.</p>
        </div>
      ) : null}
      {article && s.hasTag('loaded') ? (
        <article className={`mt-4 ${READING_WIDTH}`}>
          <h1 className="text-2xl font-semibold">{article.title}</h1>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
            {CATEGORY_LABELS[article.category]} · {article.reading_minutes} min read
          </p>
          {/* A toggle keeps its name; pressed is the saved state (a screen reader says "pressed"). */}
          <Button
            className="mt-3"
            variant={article.bookmarked ? 'primary' : 'secondary'}
            aria-pressed={article.bookmarked}
            onClick={() => actor.send({ type: 'article.toggleBookmark' })}
          >
            <span aria-hidden="true">{article.bookmarked ? '✓' : '+'}</span>
            Save article
          </Button>
          <p role="status" className="mt-2 text-sm">
            {bookmarkFailed ? "Couldn't change your saved articles. Try again." : ''}
          </p>
          <p className="mt-4 text-lg">{article.summary}</p>
          {article.sections.map((section, i) => (
            // Ask Nora cites a section by its place (#section-2); the page scrolls to it once loaded.
            <section key={section.heading} id={`section-${i + 1}`} className="mt-6 scroll-mt-24">
              <h2 className="text-xl font-semibold">{section.heading}</h2>
              <p className="mt-2 leading-relaxed">{section.body}</p>
            </section>
          ))}
        </article>
      ) : null}
    </div>
  );
}
