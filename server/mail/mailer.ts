import nodemailer, { type Transporter } from 'nodemailer';
import type { Inbox } from './inbox';

/** A file sent with an e-mail (a webinar's calendar entry, text/calendar). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[] | undefined;
}

export interface SentMail extends Mail {
  from: string;
  sentAt: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** What the local inbox received, oldest first (empty with a real relay). */
  outbox(): readonly SentMail[];
}

export interface MailOptions {
  /** smtp://user:pass@host:587 or smtps://…: a real relay (SMTP_URL), or the local inbox's address. */
  smtpUrl: string;
  from?: string | undefined;
  /** The local catch-all inbox the mail goes to when no relay is set (server/mail/inbox.ts). */
  inbox?: Inbox | undefined;
}

/**
 * One way out for every e-mail the server sends (address verification, PIN codes): SMTP with
 * nodemailer, to SMTP_URL or to the local inbox `npm start` runs alongside. The message text
 * is never logged: it holds links and codes.
 */
export function createMailer(options: MailOptions): Mailer {
  const from = options.from ?? 'NeuroHealth Care <no-reply@neurohealth.local>';
  const transport: Transporter = nodemailer.createTransport(options.smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
      });
    },
    outbox: () =>
      [...(options.inbox?.messages() ?? [])].reverse().map((m) => ({
        from: m.from,
        to: m.to,
        subject: m.subject,
        text: m.text,
        sentAt: m.receivedAt,
        ...(m.attachments.length ? { attachments: m.attachments } : {}),
      })),
  };
}
