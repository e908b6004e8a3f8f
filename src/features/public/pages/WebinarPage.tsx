import { webinarStarted, webinarWhen, type Webinar } from '../../../../contract/webinar-schedule';
import { FORM_ACTIONS } from '../../../../contract/public-form-words';
import { usePageFlow } from '../../../system/usePageFlow';
import { useHydrated } from '../../../ui/useHydrated';
import { CallToAction } from '../components/CallToAction';
import { PageHero } from '../components/PageHero';
import { PublicForm } from '../components/PublicForm';
import { Section } from '../components/Section';
import { webinars } from '../content/posts';
import { brandText, card, mutedText, secondaryButton } from '../styles';
import { useWebinarRegistrationLogic } from '../wiring';

/**
 * When a session runs, in the visitor's time zone once the page's script runs; until then (and
 * without scripts) in the hosts' zone, named, as the prerendered page has it.
 */
function WebinarTime({ webinar }: { webinar: Webinar }) {
  const hydrated = useHydrated();
  const zone = hydrated ? Intl.DateTimeFormat().resolvedOptions().timeZone : webinar.timeZone;
  return <time dateTime={webinar.startsAt}>{webinarWhen(webinar, zone)}</time>;
}

const EMPTY_REGISTRATION = { name: '', email: '' };

/** Register: a disclosure the browser opens by itself, holding a form the server answers with or without scripts. */
function Register({ webinar }: { webinar: Webinar }) {
  const form = usePageFlow('publicPages', `publicPages/webinar/${webinar.id}`, useWebinarRegistrationLogic(webinar.id), {
    values: EMPTY_REGISTRATION,
  });
  return (
    <details className="group mt-4">
      <summary className={`${secondaryButton} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>
        Register<span className="sr-only"> for {webinar.title}</span>
      </summary>
      <div className="mt-4">
        <PublicForm
          form={form}
          initial={EMPTY_REGISTRATION}
          action={FORM_ACTIONS.webinar}
          title={`Register for ${webinar.title}`}
          hidden={{ webinar_id: webinar.id }}
          fields={[
            { name: 'name', label: 'Your name', autoComplete: 'name' },
            { name: 'email', label: 'E-mail address', kind: 'email', autoComplete: 'email' },
          ]}
          headingLevel={4}
          submitLabel="Register"
          sendingLabel="Registering…"
          confirmation={(receipt, values) => {
            const already = (receipt as { already?: boolean } | null)?.already === true;
            return {
              heading: "You're registered",
              body: already ? (
                <p>
                  <strong className="break-all">{values.email?.trim()}</strong> was already registered; the confirmation was sent
                  when you first registered.
                </p>
              ) : (
                <p>
                  We sent a confirmation with a calendar file to <strong className="break-all">{values.email?.trim()}</strong>.
                  The joining link follows the day before.
                </p>
              ),
            };
          }}
        />
      </div>
    </details>
  );
}

/**
 * The instant the list is drawn for. A prerendered page was drawn at its build, which it writes
 * on its list (`data-as-of`): the hydrating render reads that back, so it draws the very split
 * the markup has, and the next render draws the clock's (a session whose day has come moves to
 * the past sessions, its Register gone). Drawn by the app itself, it is the clock's at once.
 */
function useAsOf(): number {
  const hydrated = useHydrated();
  const now = Date.now();
  if (hydrated || typeof document === 'undefined') return now;
  const written = document.querySelector<HTMLElement>('[data-webinars-as-of]')?.dataset.webinarsAsOf;
  return written && !Number.isNaN(Date.parse(written)) ? Date.parse(written) : now;
}

function WebinarCard({ webinar, started }: { webinar: Webinar; started: boolean }) {
  return (
    <article className={`${card} flex h-full flex-col`}>
      <p className={`text-sm font-semibold ${brandText}`}>
        <WebinarTime webinar={webinar} />
      </p>
      <h3 className="mt-2 text-lg font-semibold text-slate-900 dark:text-white">{webinar.title}</h3>
      <p className={`mt-3 flex-1 text-sm ${mutedText}`}>{webinar.summary}</p>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="font-semibold text-slate-900 dark:text-white">For</dt>
        <dd className={mutedText}>{webinar.audience}</dd>
        <dt className="font-semibold text-slate-900 dark:text-white">Length</dt>
        <dd className={mutedText}>{webinar.minutes} minutes</dd>
      </dl>
      {!started ? (
        <Register webinar={webinar} />
      ) : webinar.covered ? (
        <>
          <h4 className="mt-4 text-sm font-semibold text-slate-900 dark:text-white">What we covered</h4>
          <ul className={`mt-1 list-disc space-y-1 ps-5 text-sm ${mutedText}`}>
            {webinar.covered.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      ) : null}
    </article>
  );
}

function WebinarList({ items, started, empty }: { items: readonly Webinar[]; started: boolean; empty: string }) {
  if (items.length === 0) return <p className={mutedText}>{empty}</p>;
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {items.map((webinar) => (
        <li key={webinar.id}>
          <WebinarCard webinar={webinar} started={started} />
        </li>
      ))}
    </ul>
  );
}

export function WebinarPage() {
  const asOf = useAsOf();
  const byStart = [...webinars].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  const upcoming = byStart.filter((w) => !webinarStarted(w, asOf));
  // The most recent first.
  const past = byStart.filter((w) => webinarStarted(w, asOf)).reverse();
  return (
    <>
      <PageHero eyebrow="Webinars" title="Live sessions with caregivers, mentors and providers">
        <p>
          Short, practical online sessions with time for questions, free for everyone. Register with your e-mail address: we send
          a confirmation with a calendar file, and the joining link the day before.
        </p>
      </PageHero>
      <div data-webinars-as-of={new Date(asOf).toISOString()}>
        <Section title="Upcoming sessions" lead="Each time names its time zone: yours, once the page has loaded.">
          <WebinarList
            items={upcoming}
            started={false}
            empty="No session is scheduled right now. Suggest a topic below, and join the beta to hear when the next one opens."
          />
        </Section>
        <Section title="Past sessions" lead="What we covered in earlier sessions." tone="tinted">
          <WebinarList items={past} started empty="No session has taken place yet." />
        </Section>
      </div>
      <CallToAction title="Suggest a topic" kind="signup" signUpLabel="Join the beta">
        <p>Tell us what you would like a session on through the contact page, or join the beta and ask the community.</p>
      </CallToAction>
    </>
  );
}
