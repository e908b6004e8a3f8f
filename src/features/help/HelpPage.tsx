// The signed-in app's utilities with the contact form's (see the file).
import './help.css';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { MAX_HELP_QUERY_LENGTH, type HelpArticle } from '../../../contract/help';
import { displayName } from '../../../machines/domain/user';
import { useSession } from '../auth/useSession';
import { ContactForm } from '../contactForm/ContactForm';
import { usePageFlow } from '../../system/usePageFlow';
import { Button } from '../../ui/Button';
import { PAGE_COLUMN, READING_WIDTH } from '../../ui/layout';
import { LoadFailed } from '../../ui/LoadFailed';
import { Spinner } from '../../ui/Spinner';
import { SHORTCUTS } from './shortcuts';
import { useHelpCenterLogic } from './wiring';

const card = 'rounded-[var(--radius)] bg-white p-5 shadow-sm dark:bg-slate-900';
const kbd = 'rounded border border-slate-400 bg-slate-50 px-1.5 py-0.5 font-mono text-sm dark:border-slate-500 dark:bg-slate-800';

/**
 * /caretools, Help (issue #37): the how-to articles searched on the server as the person types
 * (machines/help/helpCenter.machine.ts waits for a pause), the "still need help" form that reaches
 * the team (the contact messages), and the keyboard shortcuts. Renders the actor's snapshot.
 */
export function HelpPage() {
  // Asked of the help owner (issue #60): the flow lives in the app's actor tree while the page is open.
  const help = usePageFlow('help', 'help/page', useHelpCenterLogic(), {});
  if (!help) return null;
  return <HelpView help={help} />;
}

function HelpView({ help }: { help: ActorRefFrom<ReturnType<typeof useHelpCenterLogic>> }) {
  const { user } = useSession();
  const s = useSelector(help, (snapshot) => snapshot);
  const { query, articles } = s.context;
  const loading = s.hasTag('loading');
  return (
    <div className={PAGE_COLUMN}>
      <h1 className="text-2xl font-semibold">Help</h1>
      <p className={`mt-2 ${READING_WIDTH} text-slate-700 dark:text-slate-300`}>
        How to book and move sessions, send messages, protect your account with a PIN, search by voice and report a post.
      </p>

      <search className="mt-6 block">
        <label htmlFor="help-search" className="block text-sm font-medium">
          Search help
        </label>
        <input
          id="help-search"
          type="search"
          value={query}
          maxLength={MAX_HELP_QUERY_LENGTH}
          onChange={(e) => help.send({ type: 'help.query', query: e.target.value })}
          className="focus-ring mt-1 w-full max-w-xl rounded-[var(--radius)] border border-slate-300 bg-white px-3 py-2 dark:border-slate-600 dark:bg-slate-900"
        />
      </search>

      <section aria-label="Help articles" aria-busy={loading} className="mt-6">
        {loading && articles.length === 0 ? <Spinner label="Loading help" /> : null}
        {s.hasTag('error') ? (
          <LoadFailed what="Couldn't load the help articles." onRetry={() => help.send({ type: 'help.retry' })} />
        ) : null}
        {s.hasTag('empty') ? (
          <div role="status">
            <p>No help article matches “{query.trim()}”. Try other words, or write to us below.</p>
            <Button className="mt-3" onClick={() => help.send({ type: 'help.query', query: '' })}>
              Clear the search
            </Button>
          </div>
        ) : null}
        {s.hasTag('loaded') || (loading && articles.length > 0) ? (
          <ul className="grid gap-4">
            {articles.map((a) => (
              <li key={a.slug}>
                <HelpArticleCard article={a} />
              </li>
            ))}
          </ul>
        ) : null}
      </section>

      <section aria-labelledby="shortcuts-title" className={`mt-10 ${card}`}>
        <h2 id="shortcuts-title" className="text-xl font-semibold">
          Keyboard shortcuts
        </h2>
        <table className="mt-3 w-full text-start text-sm">
          <thead>
            <tr className="border-b border-slate-300 dark:border-slate-600">
              <th scope="col" className="py-2 pe-4 text-start">
                Keys
              </th>
              <th scope="col" className="py-2 pe-4 text-start">
                Where
              </th>
              <th scope="col" className="py-2 text-start">
                What it does
              </th>
            </tr>
          </thead>
          <tbody>
            {SHORTCUTS.map((k) => (
              <tr key={`${k.where} ${k.keys.join('+')}`} className="border-b border-slate-200 dark:border-slate-700">
                <td className="py-2 pe-4 whitespace-nowrap">
                  {k.keys.map((key, i) => (
                    <span key={key}>
                      {i > 0 ? ' + ' : ''}
                      <kbd className={kbd}>{key}</kbd>
                    </span>
                  ))}
                </td>
                <td className="py-2 pe-4">{k.where}</td>
                <td className="py-2">{k.does}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section aria-labelledby="still-need-help" className="mt-10">
        <h2 id="still-need-help" className="text-xl font-semibold">
          Still need help?
        </h2>
        <p className={`mt-2 mb-4 ${READING_WIDTH} text-slate-700 dark:text-slate-300`}>
          Write to the team: a person reads every message and replies by e-mail.
        </p>
        <div className={card}>
          <ContactForm sender={user ? { name: displayName(user), email: user.email } : null} />
        </div>
      </section>
    </div>
  );
}

/** One article: its summary, and its sections behind a disclosure (several can be open at once). */
function HelpArticleCard({ article }: { article: HelpArticle }) {
  return (
    <article className={card} aria-labelledby={`help-${article.slug}`}>
      <h2 id={`help-${article.slug}`} className="text-lg font-semibold">
        {article.title}
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        {article.topic}
        {article.matched_heading ? ` · Found in: ${article.matched_heading}` : ''}
      </p>
      <p className="mt-2">{article.summary}</p>
      <details className="mt-3">
        <summary className="focus-ring cursor-pointer font-medium text-brand-700 dark:text-teal-200">Read the steps</summary>
        {article.sections.map((section) => (
          <div key={section.heading} className="mt-3">
            <h3 className="font-semibold">{section.heading}</h3>
            <p className="mt-1">{section.body}</p>
          </div>
        ))}
      </details>
    </article>
  );
}
