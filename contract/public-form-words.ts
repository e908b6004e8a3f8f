/**
 * The limits and the words of the public pages' forms (a webinar's Register, the beta feedback),
 * once for the server's schemas (contract/webinars.ts, contract/feedback.ts) and the pages' own
 * check: plain data, so a public page checks its form without loading a validation library.
 */
/** Where a browser posts each form without scripts (the server answers with a page). */
export const FORM_ACTIONS = { webinar: '/webinar/register', feedback: '/feedback', contact: '/contact' } as const;

/**
 * Where the public pages' Login, Sign up and their calls to action lead without scripts (issue #59): the
 * server starts the identity provider's sign-in (or sign-up) from there. With the page's script running,
 * the app starts it itself (its own PKCE state), and these are only the links' addresses.
 */
export const SIGN_IN_START = { signIn: '/auth/sign-in', signUp: '/auth/sign-up' } as const;

export const REGISTRATION_LIMITS = { nameMax: 100, emailMax: 254 } as const;
export const FEEDBACK_LIMITS = { messageMin: 5, messageMax: 4000, pageMax: 200, emailMax: 254 } as const;

export const FORM_WORDS = {
  session: 'Choose one of the sessions on the page.',
  name: 'Enter your name.',
  nameLong: `Your name must be ${REGISTRATION_LIMITS.nameMax} characters or fewer.`,
  email: 'Enter your e-mail address.',
  emailLong: 'This e-mail address is too long.',
  emailShape: 'Enter an e-mail address like name@example.com.',
  emailOptionalShape: 'Enter an e-mail address like name@example.com, or leave it empty.',
  message: 'Tell us what to improve.',
  messageShort: `Write at least ${FEEDBACK_LIMITS.messageMin} characters.`,
  messageLong: 'Keep it to 4,000 characters or fewer.',
  pageLong: `Keep this to ${FEEDBACK_LIMITS.pageMax} characters or fewer.`,
} as const;

/** What the contact form offers for "I am writing as" (optional; the server takes any short text). */
export const CONTACT_ROLES = [
  'A family member or caregiver',
  'A care provider or mentor',
  'An employer',
  'A health plan',
  'A journalist or researcher',
  'Something else',
] as const;

/** A plausible address (the server checks it properly); what the page's own check asks. */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
