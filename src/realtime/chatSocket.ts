import type { ChatSocketInput, SessionEvent } from '../../machines/session.machine';
import type { ChatNotification } from '../../machines/domain/notifications';
import type { AppConfig } from '../config';
import { reportError } from '../system/reporting';
import { chatNotificationSchema } from './schemas';

const RETRY_AFTER_REFUSAL_MS = 5000;

/**
 * The chat socket (SPEC §7): socket.io, websocket transport only, opened with
 * the user id, listening for `message` and `group-message`. socket.io reconnects
 * with its own backoff; the listeners are attached once to the socket object
 * (not on every `connect`), so reconnections never add duplicates. The token is
 * read afresh on each (re)connection. socket.io-client loads with the session.
 */
export function chatSocketCallback(config: AppConfig, accessToken: () => string | null) {
  return ({ input, sendBack }: { input: ChatSocketInput; sendBack: (event: SessionEvent) => void }) => {
    let stopped = false;
    let dispose = () => {};
    void import('socket.io-client').then(({ io }) => {
      if (stopped) return;
      const socket = io(config.apiBaseUrl, {
        path: config.chatSocket.path,
        transports: ['websocket'],
        query: { userId: String(input.userId) },
        auth: (cb) => cb({ token: accessToken() ?? '' }),
      });
      const receive = (raw: unknown) => {
        const parsed = chatNotificationSchema.safeParse(raw);
        if (!parsed.success) {
          reportError(new Error('Malformed chat message dropped'), { flow: 'chat socket', issues: parsed.error.issues.map((i) => i.path.join('.')) });
          return;
        }
        sendBack({ type: 'chat.received', message: parsed.data as ChatNotification });
      };
      socket.on('message', receive);
      socket.on('group-message', receive);
      let retry: ReturnType<typeof setTimeout> | undefined;
      socket.on('connect_error', (error) => {
        // A refusal by the server's middleware is not retried by socket.io itself.
        if (!socket.active && !stopped) retry = setTimeout(() => socket.connect(), RETRY_AFTER_REFUSAL_MS);
        console.warn('[chat socket]', error.message);
      });
      dispose = () => {
        clearTimeout(retry);
        socket.removeAllListeners();
        socket.disconnect();
      };
    });
    return () => {
      stopped = true;
      dispose();
    };
  };
}
