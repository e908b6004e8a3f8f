import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import type { ContactField, ContactSender } from '../../../machines/contactForm/contactForm.machine';
import { useAppSystem } from '../../system/context';
import { CONTACT_ROLES, FORM_ACTIONS } from '../../../contract/public-form-words';
import { useContactFormLogic } from './wiring';
import { focusRing, primaryButton, secondaryButton } from '../public/styles';

const fieldClass = `${focusRing} mt-2 block w-full rounded-lg border border-slate-500 bg-white px-3 py-2 text-base text-slate-900 read-only:bg-slate-50 aria-invalid:border-red-700 dark:border-slate-400 dark:bg-slate-950 dark:text-slate-100 dark:read-only:bg-slate-900 dark:aria-invalid:border-red-400`;
const labelClass = 'block text-sm font-semibold text-slate-900 dark:text-white';
const errorClass = 'mt-2 text-sm font-medium text-red-700 dark:text-red-300';

const FIELD_ORDER: readonly ContactField[] = ['name', 'email', 'role', 'message'];

/**
 * The contact form: renders the contactForm actor (machines/contactForm/contactForm.machine.ts),
 * which checks the fields, sends the message to be stored for the team and
 * confirms. The actor belongs to this form and stops when it unmounts.
 */
export function ContactForm({ sender = null }: { sender?: ContactSender | null } = {}) {
  const id = useId();
  const { inspect } = useAppSystem();
  // A signed-in person is not asked for the name and address the product already has.
  const form = useActorRef(useContactFormLogic(), { input: { sender }, ...(inspect ? { inspect } : {}) });
  const s = useSelector(form, (snapshot) => snapshot);
  const { values, errors, failure } = s.context;
  const sending = s.hasTag('sending');
  const sent = s.hasTag('sent');
  const failed = s.hasTag('send failed');

  const summaryRef = useRef<HTMLDivElement>(null);
  const confirmationRef = useRef<HTMLHeadingElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);

  // Focus follows the outcome of a send: the confirmation, or the error summary.
  useEffect(() => {
    if (sent) confirmationRef.current?.focus();
    else if (failed) summaryRef.current?.focus();
  }, [sent, failed]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.send({ type: 'form.submit' });
    if (form.getSnapshot().hasTag('invalid')) requestAnimationFrame(() => summaryRef.current?.focus());
  };
  const change = (field: ContactField) => (event: { currentTarget: { value: string } }) =>
    form.send({ type: 'field.change', field, value: event.currentTarget.value });

  if (sent) {
    return (
      <div role="status" className="rounded-2xl border border-teal-700 bg-teal-50 p-6 dark:border-teal-300 dark:bg-slate-800">
        <h2
          ref={confirmationRef}
          tabIndex={-1}
          className="text-xl font-semibold text-slate-900 focus:outline-none dark:text-white"
        >
          Thank you, your message is with us
        </h2>
        <p className="mt-2 text-slate-700 dark:text-slate-200">
          We have stored your message for the NeuroHealth Care team. Someone will read it and reply to{' '}
          <strong className="font-semibold break-all text-slate-900 dark:text-white">{values.email.trim()}</strong> within two
          working days.
        </p>
        <h3 className="mt-4 text-sm font-semibold text-slate-900 dark:text-white">What you sent</h3>
        <p
          data-testid="contact-sent-message"
          className="mt-1 rounded-lg border border-teal-200 bg-white p-3 text-sm whitespace-pre-wrap text-slate-800 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200"
        >
          {values.message.trim()}
        </p>
        <button
          type="button"
          className={`${secondaryButton} mt-4`}
          onClick={() => {
            form.send({ type: 'form.reset' });
            requestAnimationFrame(() => (nameRef.current ?? document.getElementById(`${id}-message`))?.focus());
          }}
        >
          Write another message
        </button>
      </div>
    );
  }

  const fieldId = (name: ContactField) => `${id}-${name}`;
  const errorId = (name: ContactField) => `${id}-${name}-error`;
  const describedBy = (name: ContactField, hint?: string) =>
    [hint, errors[name] ? errorId(name) : undefined].filter(Boolean).join(' ') || undefined;
  const fieldProps = (name: ContactField) => ({
    id: fieldId(name),
    name,
    value: values[name],
    onChange: change(name),
    'aria-invalid': errors[name] ? true : undefined,
    className: fieldClass,
  });
  const errorList = FIELD_ORDER.filter((name) => errors[name]);
  const showSummary = s.hasTag('error') && (failure !== null || errorList.length > 0);

  return (
    <form
      method="post"
      action={FORM_ACTIONS.contact}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
      aria-busy={sending}
      className="space-y-6"
    >
      <h2 id={`${id}-title`} className="text-xl font-semibold text-slate-900 dark:text-white">
        Send us a message
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">All fields are required unless marked optional.</p>

      {showSummary && (
        <div
          ref={summaryRef}
          role="alert"
          tabIndex={-1}
          data-testid="contact-error-summary"
          className="rounded-lg border border-red-700 bg-red-50 p-4 focus:outline-2 focus:outline-offset-2 focus:outline-red-700 dark:border-red-300 dark:bg-slate-800 dark:focus:outline-red-300"
        >
          <h3 className="text-sm font-semibold text-red-800 dark:text-red-200">
            {failure ? 'Your message was not sent' : 'Please check the form'}
          </h3>
          {failure && <p className="mt-2 text-sm text-red-800 dark:text-red-200">{failure}</p>}
          {errorList.length > 0 && (
            <ul className="mt-2 list-disc space-y-1 ps-5 text-sm">
              {errorList.map((name) => (
                <li key={name}>
                  <a
                    href={`#${fieldId(name)}`}
                    className="text-red-800 underline dark:text-red-200"
                    onClick={(event) => {
                      event.preventDefault();
                      document.getElementById(fieldId(name))?.focus();
                    }}
                  >
                    {errors[name]}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}

      {sender ? (
        <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="contact-sender">
          We will reply to <strong className="font-semibold break-all text-slate-900 dark:text-white">{sender.email}</strong> (
          {sender.name}).
        </p>
      ) : (
        <div className="grid gap-6 sm:grid-cols-2">
          <div>
            <label htmlFor={fieldId('name')} className={labelClass}>
              Your name
            </label>
            <input
              {...fieldProps('name')}
              ref={nameRef}
              type="text"
              autoComplete="name"
              required
              readOnly={sending}
              aria-describedby={describedBy('name')}
            />
            {errors.name && (
              <p id={errorId('name')} className={errorClass}>
                {errors.name}
              </p>
            )}
          </div>
          <div>
            <label htmlFor={fieldId('email')} className={labelClass}>
              Email address
            </label>
            <input
              {...fieldProps('email')}
              type="email"
              autoComplete="email"
              required
              readOnly={sending}
              aria-describedby={describedBy('email')}
            />
            {errors.email && (
              <p id={errorId('email')} className={errorClass}>
                {errors.email}
              </p>
            )}
          </div>
        </div>
      )}

      <div>
        <label htmlFor={fieldId('role')} className={labelClass}>
          I am writing as <span className="font-normal text-slate-700 dark:text-slate-300">(optional)</span>
        </label>
        <select {...fieldProps('role')} aria-describedby={describedBy('role')}>
          <option value="">Choose one</option>
          {CONTACT_ROLES.map((role) => (
            <option key={role}>{role}</option>
          ))}
        </select>
        {errors.role && (
          <p id={errorId('role')} className={errorClass}>
            {errors.role}
          </p>
        )}
      </div>

      <div>
        <label htmlFor={fieldId('message')} className={labelClass}>
          Your message
        </label>
        <p id={`${id}-message-hint`} className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          Please do not include medical details. For urgent health concerns contact your clinician or emergency services.
        </p>
        <textarea
          {...fieldProps('message')}
          rows={6}
          required
          readOnly={sending}
          aria-describedby={describedBy('message', `${id}-message-hint`)}
        />
        {errors.message && (
          <p id={errorId('message')} className={errorClass}>
            {errors.message}
          </p>
        )}
      </div>

      {/* Before the app runs (a prerendered /contact, or no scripts) the browser posts the form itself,
          and the server answers with a page (server/contact/routes.ts). */}
      <button type="submit" className={primaryButton} aria-disabled={sending ? true : undefined}>
        {sending ? (
          <>
            <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" />
            Sending…
          </>
        ) : (
          'Send message'
        )}
      </button>
    </form>
  );
}
