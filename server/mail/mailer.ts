import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface SentMail extends Mail {
  from: string;
  sentAt: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** The newest captured mails (local capture only; empty with SMTP). */
  outbox(): readonly SentMail[];
}

export interface MailOptions {
  /** smtp://user:pass@host:587 or smtps://…; without it, mail is captured locally. */
  smtpUrl?: string | undefined;
  from?: string | undefined;
  /** Where captured mail is written as .eml files, so a person running locally can open it. */
  captureDir?: string | undefined;
}

const OUTBOX_SIZE = 100;

/**
 * One way out for every e-mail the server sends (address verification, PIN codes): SMTP when
 * SMTP_URL is set; otherwise captured, kept in memory for the tests (GET /__dev/mail) and
 * written to DATA_DIR/mail. The message text is never logged: it holds links and codes.
 */
export function createMailer(options: MailOptions): Mailer {
  const from = options.from ?? 'NeuroHealth Care <no-reply@neurohealth.local>';
  const outbox: SentMail[] = [];
  const transport: Transporter | undefined = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  return {
    async send(mail) {
      if (transport) {
        await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
        return;
      }
      const sent: SentMail = { ...mail, from, sentAt: new Date().toISOString() };
      outbox.push(sent);
      if (outbox.length > OUTBOX_SIZE) outbox.shift();
      if (options.captureDir) {
        await mkdir(options.captureDir, { recursive: true, mode: 0o700 });
        const name = `${sent.sentAt.replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.eml`;
        const eml = `From: ${from}\r\nTo: ${mail.to}\r\nSubject: ${mail.subject}\r\nDate: ${new Date(sent.sentAt).toUTCString()}\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n${mail.text}\r\n`;
        await writeFile(path.join(options.captureDir, name), eml, { mode: 0o600 });
      }
    },
    outbox: () => outbox,
  };
}
