import { webinarWhen, type Webinar } from '../../../../contract/webinar-schedule';
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

function WebinarCard({ webinar }: { webinar: Webinar }) {
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
      {webinar.status === 'upcoming' ? (
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

function WebinarList({ items }: { items: readonly Webinar[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {items.map((webinar) => (
        <li key={webinar.id}>
          <WebinarCard webinar={webinar} />
        </li>
      ))}
    </ul>
  );
}

export function WebinarPage() {
  const upcoming = webinars.filter((w) => w.status === 'upcoming');
  const past = webinars.filter((w) => w.status === 'past');
  return (
    <>
      <PageHero eyebrow="Webinars" title="Live sessions with caregivers, mentors and providers">
        <p>
          Short, practical online sessions with time for questions, free for everyone. Register with your e-mail address: we send
          a confirmation with a calendar file, and the joining link the day before.
        </p>
      </PageHero>
      <Section title="Upcoming sessions" lead="Each time names its time zone: yours, once the page has loaded.">
        <WebinarList items={upcoming} />
      </Section>
      <Section title="Past sessions" lead="What we covered in earlier sessions." tone="tinted">
        <WebinarList items={past} />
      </Section>
      <CallToAction title="Suggest a topic" kind="signup" signUpLabel="Join the beta">
        <p>Tell us what you would like a session on through the contact page, or join the beta and ask the community.</p>
      </CallToAction>
    </>
  );
}
