import { assign, setup } from 'xstate';
import { unprovidedPromise } from '../domain/placeholder';

export type ContactField = 'name' | 'email' | 'role' | 'message';

/** What the person typed, kept as typed (trimmed only when sent). */
export interface ContactValues {
  name: string;
  email: string;
  role: string;
  message: string;
}

export type ContactErrors = Partial<Record<ContactField, string>>;

/** The body of POST /public/contact-messages. */
export interface ContactMessageInput {
  name: string;
  email: string;
  role?: string;
  message: string;
}

/** The server's receipt for a stored message. */
export interface ContactMessageReceipt {
  id: number;
  receivedAt: string;
}

/**
 * What a failed send may carry (the publicData service throws an error with
 * these fields): the HTTP status, and per-field messages when the server refused the input.
 */
export interface ContactSendFailure {
  status?: number | undefined;
  fields?: Partial<Record<string, string>> | undefined;
}

/** The same limits as the reference server (server/contact/routes.ts). */
export const CONTACT_LIMITS = { nameMax: 100, roleMax: 60, messageMin: 10, messageMax: 4000 } as const;

export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'role', 'message'];

export const CONTACT_COPY = {
  failed: 'Your message could not be sent. Please try again in a moment.',
  rejected: 'Your message could not be sent. Please correct the fields marked below and send it again.',
  tooMany:
    'Your message could not be sent because several were sent from here in a short time. Please wait a few minutes and try again.',
} as const;

export interface ContactFormContext {
  values: ContactValues;
  /** Per-field messages, from the form's own check or from the server. */
  errors: ContactErrors;
  /** Why the last send failed, shown above the form; null when it did not fail. */
  failure: string | null;
  receipt: ContactMessageReceipt | null;
  /** A signed-in person's name and address: filled in, and not asked for (#63.14). */
  sender: ContactSender | null;
}

export interface ContactSender {
  name: string;
  email: string;
}

export type ContactFormEvent =
  { type: 'field.change'; field: ContactField; value: string } | { type: 'form.submit' } | { type: 'form.reset' };

export const EMPTY: ContactValues = { name: '', email: '', role: '', message: '' };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The form's own check: required fields, a plausible email address, the length limits. */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  const name = values.name.trim();
  const email = values.email.trim();
  const message = values.message.trim();
  if (!name) errors.name = 'Enter your name.';
  else if (name.length > CONTACT_LIMITS.nameMax) errors.name = `Your name must be ${CONTACT_LIMITS.nameMax} characters or fewer.`;
  if (!email) errors.email = 'Enter your email address so we can reply.';
  else if (!EMAIL.test(email)) errors.email = 'Enter an email address like name@example.com.';
  if (values.role.trim().length > CONTACT_LIMITS.roleMax)
    errors.role = `Keep this to ${CONTACT_LIMITS.roleMax} characters or fewer.`;
  if (!message) errors.message = 'Write a message.';
  else if (message.length < CONTACT_LIMITS.messageMin)
    errors.message = `Your message must be at least ${CONTACT_LIMITS.messageMin} characters.`;
  else if (message.length > CONTACT_LIMITS.messageMax) errors.message = 'Your message must be 4,000 characters or fewer.';
  return errors;
}

/** The request body: trimmed, with an empty role left out. */
export function toContactInput(values: ContactValues): ContactMessageInput {
  const role = values.role.trim();
  return { name: values.name.trim(), email: values.email.trim(), ...(role ? { role } : {}), message: values.message.trim() };
}

const asFailure = (error: unknown): ContactSendFailure =>
  typeof error === 'object' && error !== null ? (error as ContactSendFailure) : {};

/** Field messages from a refused send, restricted to the form's fields. */
export function serverFieldErrors(error: unknown): ContactErrors {
  const fields = asFailure(error).fields;
  const errors: ContactErrors = {};
  if (!fields || typeof fields !== 'object') return errors;
  for (const field of CONTACT_FIELDS) {
    const message = fields[field];
    if (typeof message === 'string' && message) errors[field] = message;
  }
  return errors;
}

export function failureMessage(error: unknown): string {
  if (asFailure(error).status === 429) return CONTACT_COPY.tooMany;
  return Object.keys(serverFieldErrors(error)).length > 0 ? CONTACT_COPY.rejected : CONTACT_COPY.failed;
}

/** The contact form's types, effects, actions and guards; the chart is contactForm.machine.ts. */
export const contactFormSetup = setup({
  types: {
    /** The flags views read (`hasTag`), typed so a misspelt tag fails to compile. */
    tags: {} as 'error' | 'invalid' | 'send failed' | 'sending' | 'sent' | 'submittable',
    context: {} as ContactFormContext,
    events: {} as ContactFormEvent,
    input: {} as { sender?: ContactSender | null } | undefined,
  },
  actors: {
    // The publicData service, provided in src/features/contactForm/wiring.ts.
    sendMessage: unprovidedPromise<ContactMessageReceipt, ContactMessageInput>('contactForm', 'sendMessage'),
  },
  actions: {
    // An error already shown is checked again as the person corrects the field
    // (and goes once the field is right); no new errors appear before the next submit.
    'keep value': assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      const values = { ...context.values, [event.field]: event.value };
      if (!(event.field in context.errors)) return { values };
      const { [event.field]: _old, ...errors } = context.errors;
      const now = validateContact(values)[event.field];
      return { values, errors: now ? { ...errors, [event.field]: now } : errors };
    }),
    'show field errors': assign({ errors: ({ context }) => validateContact(context.values), failure: null }),
    'clear errors': assign({ errors: {}, failure: null }),
    'start over': assign({
      values: ({ context }) => ({ ...EMPTY, ...context.sender }),
      errors: {},
      failure: null,
      receipt: null,
    }),
  },
  guards: {
    'form is valid': ({ context }) => Object.keys(validateContact(context.values)).length === 0,
    'no errors shown': ({ context }) => Object.keys(context.errors).length === 0,
  },
});
