import { useEffect } from 'react';
import type { ConversationsEvent } from '../../../machines/messaging/conversations.machine';
import { useChatServer } from './useChatServer';

/**
 * A deep link to someone with no conversation yet (`/people-chat?u={userName}`): who they are,
 * looked up as New message finds people, so the conversation is titled with their SPEC §6
 * display name (issue #28.11) and sent to the list as the chosen contact. If nobody answers to
 * that exact user name, or the lookup fails, the title stays the user name: nothing is lost.
 */
export function useDeepLinkContact(send: (event: ConversationsEvent) => void, userName: string | null) {
  const service = useChatServer();
  useEffect(() => {
    if (!userName) return;
    const lookup = new AbortController();
    service()
      .then((chat) => chat.people(userName, lookup.signal))
      .then((people) => {
        const person = people.find((p) => p.user_name.toLowerCase() === userName.toLowerCase());
        if (person && !lookup.signal.aborted) send({ type: 'conversations.compose', person });
      })
      .catch(() => {});
    return () => lookup.abort();
  }, [service, send, userName]);
}
