import { Link } from '@tanstack/react-router';
import type { Source } from '../../../contract/nora';
import type { TurnView } from '../../../machines/nora/assistant.machine';
import { CrisisLifeline } from '../screening/CrisisLifeline';

const link = 'focus-ring text-brand-700 underline underline-offset-2 dark:text-teal-200';

/** An in-app address with its query and hash apart, as the router's Link takes them (a directory search's filters). */
function AppLink({ href, className, children }: { href: string; className?: string; children: React.ReactNode }) {
  const [address = '', hash] = href.split('#');
  const [path = '', query] = address.split('?');
  const search = query ? Object.fromEntries(new URLSearchParams(query)) : undefined;
  return (
    <Link to={path as '/'} {...(search ? { search: search as never } : {})} {...(hash ? { hash } : {})} className={className}>
      {children}
    </Link>
  );
}

/**
 * The answer's text with each [n] a link to its source. Text from the server is rendered as
 * text (never as HTML); a number with no source stays plain (the server drops those already).
 */
function Cited({ text, sources }: { text: string; sources: Source[] }) {
  const parts = text.split(/(\[\d+\])/);
  return (
    <>
      {parts.map((part, i) => {
        const n = /^\[(\d+)\]$/.exec(part)?.[1];
        const source = n ? sources.find((s) => s.n === Number(n)) : undefined;
        if (!source) return <span key={i}>{part}</span>;
        return (
          <AppLink key={i} href={source.href} className={`${link} text-sm`}>
            <span aria-hidden="true">[{source.n}]</span>
            <span className="sr-only">
              source {source.n}: {source.title}
            </span>
          </AppLink>
        );
      })}
    </>
  );
}

/** One question and Nora's answer: the 988 card first when needed, the cited text, the sources listed. */
export function Answer({ turn, streaming }: { turn: TurnView; streaming: boolean }) {
  return (
    <article
      className="rounded-[var(--radius)] bg-white p-4 shadow-sm dark:bg-slate-900"
      aria-label={`Answer to: ${turn.question}`}
    >
      <h2 className="font-semibold">
        <span className="sr-only">You asked: </span>
        {turn.question}
      </h2>
      {turn.crisis ? (
        <section
          aria-label="988 Suicide & Crisis Lifeline"
          className="mt-3 rounded-[var(--radius)] border border-sky-300 bg-sky-50 p-4 dark:border-sky-700 dark:bg-slate-950"
        >
          <h3 className="font-semibold">You don’t have to carry this alone. Help is available right now.</h3>
          <CrisisLifeline />
        </section>
      ) : null}
      {turn.answer ? (
        <p className="mt-3 leading-relaxed whitespace-pre-line">
          <Cited text={turn.answer} sources={turn.sources} />
        </p>
      ) : null}
      {turn.stopped ? <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">You stopped this answer.</p> : null}
      {turn.notice ? <p className="mt-2 text-sm text-amber-800 dark:text-amber-200">{turn.notice}</p> : null}
      {!turn.found && !streaming ? (
        <ul className="mt-3 flex flex-wrap gap-3" aria-label="Other places to look">
          <li>
            <Link to="/search" search={{ q: turn.question } as never} className={link}>
              Search the app
            </Link>
          </li>
          <li>
            <Link to="/providers" className={link}>
              Provider directory
            </Link>
          </li>
          <li>
            <Link to="/mentorship/search" className={link}>
              Book a concierge
            </Link>
          </li>
        </ul>
      ) : null}
      {turn.sources.length ? (
        <section className="mt-3" aria-label="Sources">
          <h3 className="text-sm font-semibold">Sources</h3>
          <ol className="mt-1 space-y-1 text-sm">
            {turn.sources.map((source) => (
              <li key={source.n}>
                <span aria-hidden="true">[{source.n}] </span>
                <AppLink href={source.href} className={link}>
                  {source.title}
                </AppLink>
                <span className="text-slate-700 dark:text-slate-300"> · {source.heading}</span>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </article>
  );
}
