// @vitest-environment happy-dom
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ConversationsEvent } from '../../../machines/messaging/conversations.machine';
import type { Person } from '../../../machines/messaging/messaging.types';
import type { Services } from '../../services';
import { renderWithSystem } from '../../testing/renderWithSystem';
import { useDeepLinkContact } from './useDeepLinkContact';

/* `/people-chat?u={userName}` with no conversation yet: who that is, looked up as New message finds people. */
const person = (user_name: string, first_name: string): Person => ({
  user_id: 3,
  user_name,
  first_name,
  last_name: null,
  profile_picture: null,
});

function Probe({ userName, send }: { userName: string | null; send: (event: ConversationsEvent) => void }) {
  useDeepLinkContact(send, userName);
  return null;
}

function withPeople(found: Person[] | Error) {
  const searched: string[] = [];
  const api = {
    chatServer: async () => ({
      people: async (text: string) => {
        searched.push(text);
        if (found instanceof Error) throw found;
        return found;
      },
    }),
  } as unknown as Services;
  return { api, searched };
}

describe('useDeepLinkContact', () => {
  it('sends the person whose user name is exactly the one in the link, whatever its case', async () => {
    const { api, searched } = withPeople([person('mentor2', 'Sam'), person('Mentor', 'Priya')]);
    const sent: ConversationsEvent[] = [];
    await renderWithSystem(<Probe userName="mentor" send={(e) => sent.push(e)} />, { api });
    await waitFor(() => expect(sent).toEqual([{ type: 'conversations.compose', person: person('Mentor', 'Priya') }]));
    expect(searched).toEqual(['mentor']);
  });

  it('sends nothing when nobody answers to that name or the lookup fails, and looks nothing up without a name', async () => {
    const sent: ConversationsEvent[] = [];
    const none = withPeople([person('mentor2', 'Sam')]);
    await renderWithSystem(<Probe userName="mentor" send={(e) => sent.push(e)} />, { api: none.api });
    await waitFor(() => expect(none.searched).toEqual(['mentor']));
    const failing = withPeople(new Error('unavailable'));
    await renderWithSystem(<Probe userName="mentor" send={(e) => sent.push(e)} />, { api: failing.api });
    await waitFor(() => expect(failing.searched).toEqual(['mentor']));
    const nobody = withPeople([]);
    await renderWithSystem(<Probe userName={null} send={(e) => sent.push(e)} />, { api: nobody.api });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(nobody.searched).toEqual([]);
    expect(sent).toEqual([]);
  });
});
