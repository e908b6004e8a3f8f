import { PageHero } from '../components/PageHero';
import { FEEDBACK_FORM_URL } from '../navigation';
import { NewTabLink } from '../NewTabLink';
import { card, container, mutedText, textLink } from '../styles';
import { ContactForm } from '../../contactForm/ContactForm';

export function ContactPage() {
  return (
    <>
      <PageHero eyebrow="Contact" title="Talk to the NeuroHealth Care team">
        <p>
          Questions about the beta, a partnership, a pilot for your organisation or something that is not working: write to us
          here. Messages are read by our team, and we reply within two working days.
        </p>
      </PageHero>
      <div className={`${container} grid gap-10 py-14 lg:grid-cols-[2fr_1fr]`}>
        <ContactForm />
        <aside aria-labelledby="contact-other-heading" className={`${card} h-fit`}>
          <h2 id="contact-other-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
            Other ways to reach us
          </h2>
          <dl className={`mt-4 space-y-4 text-sm ${mutedText}`}>
            <div>
              <dt className="font-semibold text-slate-900 dark:text-white">Feedback on the beta</dt>
              <dd className="mt-1">
                Found a bug or have an idea? The{' '}
                <NewTabLink href={FEEDBACK_FORM_URL} className={textLink} showIcon={false}>
                  beta feedback form
                </NewTabLink>{' '}
                goes straight to the product team.
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-900 dark:text-white">Already a member?</dt>
              <dd className="mt-1">Sign in and use Help in the app to reach support with your account details at hand.</dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-900 dark:text-white">In an emergency</dt>
              <dd className="mt-1">
                NeuroHealth Care is not an emergency service. If someone is in danger, call your local emergency number.
              </dd>
            </div>
          </dl>
        </aside>
      </div>
    </>
  );
}
