import { FORM_ACTIONS } from '../../../../contract/public-form-words';
import { usePageFlow } from '../../../system/usePageFlow';
import { HydrateInTurn } from '../../../ui/hydrateInTurns';
import { PageHero } from '../components/PageHero';
import { PublicForm } from '../components/PublicForm';
import { SiteLink } from '../SiteLink';
import { container, textLink } from '../styles';
import { useFeedbackLogic } from '../wiring';

const EMPTY_FEEDBACK = { message: '', page: '', email: '' };

/**
 * /feedback (issue #63.13): the beta's own feedback form, where the banner's and the header's
 * feedback link lead unless a deployment points them elsewhere (FEEDBACK_URL). What is sent is
 * stored for the team and listed for administrators (/admin-feedback). Works without scripts.
 */
export function FeedbackPage() {
  const form = usePageFlow('publicPages', 'publicPages/feedback', useFeedbackLogic(), { values: EMPTY_FEEDBACK });
  return (
    <>
      <PageHero eyebrow="Beta feedback" title="Tell us what to improve">
        <p>
          NeuroHealth Care is in beta and changes every week because of what people tell us. What works, what does not, what is
          missing: the team reads every message.
        </p>
      </PageHero>
      <HydrateInTurn>
        <div className={`${container} max-w-2xl py-12`}>
          <PublicForm
            form={form}
            initial={EMPTY_FEEDBACK}
            action={FORM_ACTIONS.feedback}
            title="Send feedback"
            fields={[
              {
                name: 'message',
                label: 'What should we improve?',
                kind: 'textarea',
                hint: 'Please leave out medical details. For a question that needs an answer, use the contact page.',
              },
              { name: 'page', label: 'Which page or feature is it about? (optional)' },
              {
                name: 'email',
                label: 'Your e-mail, if you would like a reply (optional)',
                kind: 'email',
                autoComplete: 'email',
              },
            ]}
            headingLevel={2}
            submitLabel="Send feedback"
            sendingLabel="Sending…"
            confirmation={(_receipt, values) => ({
              heading: 'Thank you, your feedback is with us',
              body: (
                <p>
                  The team reads every message
                  {values.email?.trim() ? (
                    <>
                      , and will reply to <strong className="break-all">{values.email.trim()}</strong>
                    </>
                  ) : null}
                  . You can also{' '}
                  <SiteLink to="/contact" className={textLink}>
                    write to us
                  </SiteLink>
                  .
                </p>
              ),
            })}
          />
        </div>
      </HydrateInTurn>
    </>
  );
}
