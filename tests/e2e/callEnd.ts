import { io } from 'socket.io-client';
import { appURL } from './fixtures';

/**
 * Ends a session's call from Node, as the person whose access token this is (the concierge: the
 * coordinator joins and ends it, a no-show when nobody else joined). A call test that did not end
 * its session leaves it scheduled, and a scheduled session of the coordinator's overlapping the
 * next one a test makes (a retry's, another walk's, another call spec's in the lane) is refused.
 * A call already ended is refused, which is as good.
 */
export async function endCallFromNode(token: string, meetingId: string) {
  const me = (await (
    await fetch(`${appURL()}/api/user-manager/v1/users/me`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { data?: { user_id?: number }; user_id?: number };
  const userId = me.data?.user_id ?? me.user_id;
  const socket = io(appURL(), {
    path: '/public/chat-sockets/socket.io',
    transports: ['websocket'],
    query: { userId: String(userId) },
    auth: { token },
  });
  try {
    const answer = (event: string) => new Promise((resolve) => socket.once(event, resolve));
    const joined = Promise.race([answer('call:joined'), answer('call:refused')]);
    socket.emit('call:join', { meeting_id: meetingId, resume: false });
    await joined;
    const ended = Promise.race([answer('call:ended'), answer('call:refused')]);
    socket.emit('call:end', { meeting_id: meetingId });
    await ended;
  } finally {
    socket.disconnect();
  }
}
