import { Link } from '@tanstack/react-router';
import type { User } from '../../../machines/domain/user';
import { toolsHintText, WELCOME_CARD_TITLE, welcomeText } from '../../../machines/welcomeHints/welcome';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/icons';
import { useSystemActor, useSystemSelector } from '../../system/context';
import { PAGE_COLUMN } from '../../ui/layout';

/**
 * SPEC §4 welcome hints: the Hi, welcome card, then the hint about tools and
 * help, each once per e-mail (the welcomeHints actor decides and remembers).
 * Not modal: a card above the page, reachable with Tab, closed with its buttons.
 */
export function WelcomeHints({ user }: { user: User }) {
  const hints = useSystemActor('welcomeHints');
  const which = useSystemSelector(
    'welcomeHints',
    (s) => (s.hasTag('welcome hint') ? 'welcome' : s.hasTag('tools hint') ? 'tools' : null),
    null,
  );
  if (!which) return null;
  const dismiss = () => hints?.send({ type: 'hints.dismiss' });
  const tools = toolsHintText(user);
  // The page's heading greets the person (the dashboard's "Welcome" or "Welcome back"): the card
  // does not greet them a second time (issue #28.6), it says where to start.
  const title = which === 'welcome' ? WELCOME_CARD_TITLE : 'Your care tools and help';
  return (
    <section
      aria-labelledby="welcome-hint-title"
      data-testid={`hint-${which}`}
      className={`${PAGE_COLUMN} mb-6 flex items-start gap-4 rounded-[var(--radius)] border border-brand-100 bg-brand-50 p-4 text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100`}
    >
      <span className="mt-0.5 text-brand-700 dark:text-teal-200">
        <Icon name={which === 'welcome' ? 'sparkles' : 'help'} className="h-6 w-6" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 id="welcome-hint-title" className="font-semibold">
          {title}
        </h2>
        {which === 'welcome' ? (
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{welcomeText(user)}</p>
        ) : (
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
            {tools.before}
            {tools.link ? (
              <>
                {' '}
                <Link to={tools.link.to} className="focus-ring rounded font-semibold text-brand-700 underline dark:text-teal-200">
                  {tools.link.label}
                </Link>
                {tools.after}
              </>
            ) : null}
          </p>
        )}
        <div className="mt-3">
          <Button onClick={dismiss}>{which === 'welcome' ? 'Next' : 'Got it'}</Button>
        </div>
      </div>
      <button
        type="button"
        onClick={dismiss}
        aria-label="Dismiss hint"
        className="focus-ring inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-white/60 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        <Icon name="close" />
      </button>
    </section>
  );
}
