import type { ChatSocketEvent, ChatSocketInput, SessionEvent } from '../../machines/session/session.machine';
import type { AppConfig } from '../config';
import { reportError } from '../reporting/reporting';
import { yieldToPage } from '../scheduling/nextTask';
import {
  socketChatUpdate,
  socketEventPosition,
  socketGroupMessage,
  socketMessage,
  socketPosition,
  socketTyping,
  typingNotice,
} from '../../contract/chat-socket';
import { socketSessionEnded } from '../../contract/sessions';

const RETRY_AFTER_REFUSAL_MS = 5000;
const RECONNECT_AFTER_SERVER_CLOSE_MS = 1000;
/** After a per-user limit (429: too many open tabs), wait longer before trying again. */
const RETRY_AFTER_LIMIT_MS = 30_000;
export const TOO_MANY_TABS = 'Too many open tabs: live chat paused here.';

/**
 * The chat socket (SPEC §7): socket.io, websocket transport only, opened with
 * the user id, listening for `message` and `group-message`. socket.io reconnects
 * with its own backoff; the listeners are attached once to the socket object
 * (not on every `connect`), so reconnections never add duplicates. The token is
 * read afresh on each (re)connection. socket.io-client loads with the session.
 *
 * Each event carries its outbox position (a second argument), handed to the session with it; the
 * session keeps the newest it took and tells this actor (`chat.resumeAfter`), which sends it as
 * `auth.after` on every reconnection, to this node or another: what was said meanwhile arrives
 * once, in order, and the session drops any it already took.
 */
export function chatSocketCallback(config: AppConfig, accessToken: () => string | null) {
  return ({
    input,
    sendBack,
    receive,
  }: {
    input: ChatSocketInput;
    sendBack: (event: SessionEvent) => void;
    receive: (listener: (event: ChatSocketEvent) => void) => void;
  }) => {
    let stopped = false;
    /** The position the session took last: the resume point of the next connection. */
    let resumeAfter: number | undefined;
    /** The open socket, once loaded: the person's typing is told on it while connected (lost otherwise). */
    let tell: ((chatId: number) => void) | undefined;
    /** A call's message (issue #61), sent while connected; the call asks to join again when the socket is back. */
    let tellCall: ((event: string, payload: unknown) => void) | undefined;
    receive((event) => {
      if (event.type === 'chat.resumeAfter') resumeAfter = event.position;
      if (event.type === 'chat.tellTyping') tell?.(event.chatId);
      if (event.type === 'call.tell') tellCall?.(event.event, event.payload);
    });
    let dispose = () => {};
    // Administrators never receive members' messages: the server refuses their socket, so none is opened.
    if (input.administrator) return () => {};
    void import('socket.io-client').then(async ({ io }) => {
      // Opened in the task after the library's code has run, not in the same one: the two together
      // were one of the longest tasks of a signed-in load (issue #38).
      await yieldToPage();
      if (stopped) return;
      const socket = io(config.apiBaseUrl, {
        path: config.chatSocket.path,
        transports: ['websocket'],
        query: { userId: String(input.userId) },
        auth: (cb) => cb({ token: accessToken() ?? '', ...(resumeAfter === undefined ? {} : { after: String(resumeAfter) }) }),
      });
      // Each message is parsed with its contract entry's schema (contract/chat.ts): one shape for both.
      // A position that is not one is left out: the event still shows, only resuming loses its place.
      const positionOf = (raw: unknown) => {
        const parsed = socketEventPosition.safeParse(raw);
        return parsed.success ? parsed.data : undefined;
      };
      const take = (raw: unknown, rawPosition: unknown) => {
        const parsed = socketMessage.schema.safeParse(raw);
        if (!parsed.success) {
          reportError(new Error('Malformed chat message dropped'), {
            flow: 'chat socket',
            issues: parsed.error.issues.map((i) => i.path.join('.')),
          });
          return;
        }
        sendBack({ type: 'chat.received', message: parsed.data, position: positionOf(rawPosition) });
      };
      socket.on(socketMessage.event, take);
      socket.on(socketGroupMessage.event, take);
      socket.on(socketChatUpdate.event, (raw: unknown, rawPosition: unknown) => {
        const parsed = socketChatUpdate.schema.safeParse(raw);
        if (parsed.success) sendBack({ type: 'chat.update', update: parsed.data, position: positionOf(rawPosition) });
        else reportError(new Error('Malformed chat update dropped'), { flow: 'chat socket' });
      });
      // Someone else typing: not stored, no position; a malformed notice shows nothing and is reported.
      socket.on(socketTyping.event, (raw: unknown) => {
        const parsed = typingNotice.safeParse(raw);
        if (parsed.success) sendBack({ type: 'chat.typing', chatId: parsed.data.chat_id, userId: parsed.data.user_id });
        else reportError(new Error('Malformed typing notice dropped'), { flow: 'chat socket' });
      });
      tell = (chatId) => {
        if (socket.connected) socket.emit(socketTyping.event, { chat_id: chatId });
      };
      // A call's messages go both ways unread: the call (src/features/call) makes and parses them
      // with contract/call.ts, which no other page loads.
      tellCall = (event, payload) => {
        if (socket.connected && event.startsWith('call:')) socket.emit(event, payload);
      };
      socket.onAny((event: string, payload: unknown) => {
        if (typeof event === 'string' && event.startsWith('call:')) sendBack({ type: 'call.heard', event, payload });
      });
      socket.on(socketPosition.event, (raw: unknown) => {
        const parsed = socketPosition.schema.safeParse(raw);
        if (parsed.success) sendBack({ type: 'chat.position', position: parsed.data.position });
        else reportError(new Error('Malformed chat position dropped'), { flow: 'chat socket' });
      });
      let retry: ReturnType<typeof setTimeout> | undefined;
      let limitShown = false;
      let refusalTold = false;
      // The server ended the session and says why before disconnecting: the session signs out; no reconnection.
      let ended = false;
      socket.on(socketSessionEnded.event, (raw: unknown) => {
        const parsed = socketSessionEnded.schema.safeParse(raw);
        if (!parsed.success) return reportError(new Error('Malformed session.ended dropped'), { flow: 'chat socket' });
        ended = true;
        sendBack({ type: 'session.revoked', reason: parsed.data.reason });
      });
      let connectedBefore = false;
      socket.on('connect', () => {
        limitShown = false;
        refusalTold = false;
        sendBack({ type: 'chat.connection', connected: true });
        // Back after a drop: what was said meanwhile is fetched by the conversations on screen.
        if (connectedBefore) sendBack({ type: 'chat.reconnected' });
        connectedBefore = true;
      });
      // socket.io does not reconnect by itself after the server closed the socket (an expired
      // token, a restart, a dropped connection): connect again, with a fresh token.
      socket.on('disconnect', (reason) => {
        sendBack({ type: 'chat.connection', connected: false });
        if (reason === 'io server disconnect' && !stopped && !ended)
          retry = setTimeout(() => socket.connect(), RECONNECT_AFTER_SERVER_CLOSE_MS);
      });
      socket.on('connect_error', (error) => {
        const status = (error as Error & { data?: { status?: number } }).data?.status;
        const limited = status === 429;
        // Refused for its token: the session renews it, or ends if the server ended it. Told once per streak.
        if (status === 401 && !refusalTold) sendBack({ type: 'session.refused' });
        refusalTold ||= status === 401;
        // Said once per refusal streak: the person learns why live chat stopped in this tab.
        if (limited && !limitShown) sendBack({ type: 'connection.refused', reason: TOO_MANY_TABS });
        limitShown ||= limited;
        // A refusal by the server's middleware is not retried by socket.io itself.
        if (!socket.active && !stopped)
          retry = setTimeout(() => socket.connect(), limited ? RETRY_AFTER_LIMIT_MS : RETRY_AFTER_REFUSAL_MS);
        console.warn('[chat socket]', error.message);
      });
      dispose = () => {
        tell = undefined;
        tellCall = undefined;
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
