import { EMAIL_SHAPE, FEEDBACK_LIMITS, FORM_WORDS as W, REGISTRATION_LIMITS } from '../../../contract/public-form-words';
import type { FormErrors, FormValues } from '../../../machines/publicForm/publicForm.machine';

/*
 * The public forms' own checks, before anything is sent, in the words the server uses
 * (contract/public-form-words.ts): the server checks again, and its answer is shown the same way.
 */

export function checkRegistration(v: FormValues): FormErrors {
  const errors: Record<string, string> = {};
  const name = (v.name ?? '').trim();
  const email = (v.email ?? '').trim();
  if (!name) errors.name = W.name;
  else if (name.length > REGISTRATION_LIMITS.nameMax) errors.name = W.nameLong;
  if (!email) errors.email = W.email;
  else if (email.length > REGISTRATION_LIMITS.emailMax) errors.email = W.emailLong;
  else if (!EMAIL_SHAPE.test(email)) errors.email = W.emailShape;
  return errors;
}

export function checkFeedback(v: FormValues): FormErrors {
  const errors: Record<string, string> = {};
  const message = (v.message ?? '').trim();
  const email = (v.email ?? '').trim();
  if (!message) errors.message = W.message;
  else if (message.length < FEEDBACK_LIMITS.messageMin) errors.message = W.messageShort;
  else if (message.length > FEEDBACK_LIMITS.messageMax) errors.message = W.messageLong;
  if ((v.page ?? '').trim().length > FEEDBACK_LIMITS.pageMax) errors.page = W.pageLong;
  if (email && !EMAIL_SHAPE.test(email)) errors.email = W.emailOptionalShape;
  return errors;
}
