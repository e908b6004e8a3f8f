import { CallToAction } from '../components/CallToAction';
import { PageHero } from '../components/PageHero';
import { Section } from '../components/Section';
import { webinars, type Webinar } from '../content/posts';
import { formatDate } from '../formatDate';
import { brandText, card, mutedText } from '../styles';

function WebinarList({ items }: { items: readonly Webinar[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {items.map((webinar) => (
        <li key={webinar.title}>
          <article className={`${card} flex h-full flex-col`}>
            <p className={`text-sm font-semibold ${brandText}`}>
              <time dateTime={webinar.date}>{formatDate(webinar.date)}</time>
            </p>
            <h3 className="mt-2 text-lg font-semibold text-slate-900 dark:text-white">{webinar.title}</h3>
            <p className={`mt-3 flex-1 text-sm ${mutedText}`}>{webinar.summary}</p>
            <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="font-semibold text-slate-900 dark:text-white">For</dt>
              <dd className={mutedText}>{webinar.audience}</dd>
              <dt className="font-semibold text-slate-900 dark:text-white">Length</dt>
              <dd className={mutedText}>{webinar.duration}</dd>
            </dl>
          </article>
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
          Short, practical online sessions with time for questions. Joining details are sent to beta members before each session.
        </p>
      </PageHero>
      <Section title="Upcoming sessions">
        <WebinarList items={upcoming} />
      </Section>
      <Section title="Past sessions" lead="Recordings are not published yet. Topics we have covered so far:" tone="tinted">
        <WebinarList items={past} />
      </Section>
      <CallToAction title="Join the next session" kind="signup" signUpLabel="Join the beta">
        <p>Create an account to receive invitations, or write to us to suggest a topic.</p>
      </CallToAction>
    </>
  );
}
