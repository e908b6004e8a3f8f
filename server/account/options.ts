import type { Mailer } from '../mail';
import type { NotificationHub } from '../realtime/notification-hub';

/** What the e-mail change and the deletion need of the server beyond the database. */
export interface MoreAccount {
  mailer: Mailer;
  /** Where the links in mail point (the app's /settings). */
  origin: string;
  /** The server's clock (ServerOptions.clock): tests move it over a grace period. */
  clock: () => number;
  /**
   * The server's live connections (realtime/live-connections.ts): a deleted person's close at once,
   * and a password change's other sessions' (their pages hear why and sign out).
   */
  live: {
    closeUser(userId: number, ended: 'account_deleted'): void;
    closeGrant(grantId: string, ended: 'password_changed'): void;
  };
  /** Live notices: the other person of a session a deleted account's leaving cancelled is told. */
  hub: Pick<NotificationHub, 'publish'>;
  /** How often the deletion job runs (ServerOptions.deletionJobMs); an hour unless set. */
  jobMs?: number | undefined;
}
