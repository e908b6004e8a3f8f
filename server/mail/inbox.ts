import { mkdir, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface InboxMessage {
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  receivedAt: string;
  /** Files sent with it, as text (a calendar entry): what a person would open. */
  attachments: Array<{ filename: string; contentType: string; content: string }>;
}

export interface Inbox {
  /** Where nodemailer sends: smtp://127.0.0.1:<port>. */
  smtpUrl: string;
  /** The newest messages first. */
  messages(): readonly InboxMessage[];
  close(): Promise<void>;
}

const KEEP = 200;
const MAX_BYTES = 256 * 1024;

/**
 * A local catch-all SMTP server (smtp-server, loopback only) for when no SMTP_URL is set:
 * every e-mail the reference server sends (address verification, PIN codes) goes out over
 * real SMTP with nodemailer and lands here, where a person reads it at /__mail and the
 * tests read it as they would. Each message is also written to DATA_DIR/mail as .eml.
 * Nothing here is logged: messages hold links and codes.
 */
export async function startInbox(options: { captureDir?: string | undefined; port?: number }): Promise<Inbox> {
  const messages: InboxMessage[] = [];
  let counter = 0;
  const server = new SMTPServer({
    // Loopback only, no accounts: a catch-all for this machine.
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_BYTES,
    logger: false,
    banner: 'NeuroHealth Care local inbox',
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if ((stream as unknown as { sizeExceeded?: boolean }).sizeExceeded) {
          callback(Object.assign(new Error('Message too large'), { responseCode: 552 }));
          return;
        }
        const raw = Buffer.concat(chunks);
        void simpleParser(raw)
          .then(async (parsed) => {
            const receivedAt = new Date().toISOString();
            const message: InboxMessage = {
              id: `${Date.now().toString(36)}-${(counter++).toString(36)}`,
              from: parsed.from?.text ?? session.envelope.mailFrom?.toString() ?? '',
              to: session.envelope.rcptTo.map((r) => r.address).join(', '),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              receivedAt,
              attachments: parsed.attachments.map((a) => ({
                filename: a.filename ?? 'attachment',
                contentType: a.contentType,
                content: a.content.toString('utf8'),
              })),
            };
            messages.unshift(message);
            if (messages.length > KEEP) messages.pop();
            if (options.captureDir) {
              await mkdir(options.captureDir, { recursive: true, mode: 0o700 });
              await writeFile(path.join(options.captureDir, `${receivedAt.replace(/[:.]/g, '-')}-${message.id}.eml`), raw, {
                mode: 0o600,
              });
            }
            callback();
          })
          .catch((error: unknown) => callback(error as Error));
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    messages: () => messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
