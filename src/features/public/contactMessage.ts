/** A message written on the contact page. */
export interface ContactMessage {
  name: string;
  email: string;
  role: string;
  message: string;
}

export type ContactErrors = Partial<Record<'name' | 'email' | 'message', string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function readContactForm(form: HTMLFormElement): ContactMessage {
  const data = new FormData(form);
  const text = (key: string) => String(data.get(key) ?? '').trim();
  return { name: text('name'), email: text('email'), role: text('role'), message: text('message') };
}

/** Required fields and a plausible email address; messages in plain words. */
export function validateContactMessage(message: ContactMessage): ContactErrors {
  const errors: ContactErrors = {};
  if (!message.name) errors.name = 'Enter your name.';
  if (!message.email) errors.email = 'Enter your email address so we can reply.';
  else if (!EMAIL.test(message.email)) errors.email = 'Enter an email address like name@example.com.';
  if (!message.message) errors.message = 'Write a message.';
  return errors;
}
