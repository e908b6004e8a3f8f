// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PERMISSIONS,
  sampleMessage,
  type ChatMessage,
  type Conversation,
} from '../../../machines/messaging/messaging.types';
import type { Services } from '../../services';
import { renderWithSystem } from '../../testing/renderWithSystem';
import { testUsers } from '../../testing/users';
import { countsWiring } from '../counts/wiring';
import { PeopleChatPage } from './PeopleChatPage';

/*
 * /people-chat as a person sees it, over a fake chat server: the list (requests apart, unread
 * counts the header agrees with), a group where only admins send, and the composer's keys.
 */
const me = testUsers.caregiver;
const person = (user_id: number, user_name: string, display_name: string) => ({
  user_id,
  user_name,
  first_name: null,
  last_name: null,
  display_name,
  profile_picture: null,
  is_admin: false,
});
const priya = person(3, 'mentor', 'Priya Nair');
const alex = person(4, 'provider', 'Brightpath Neuro Therapy');
const direct = (chat_id: number, other: typeof priya, overrides: Partial<Conversation> = {}): Conversation => ({
  chat_id,
  is_group: false,
  chat_name: other.display_name,
  image_url: null,
  other_user_name: other.user_name,
  participants: [person(me.user_id, me.user_name, me.user_name), other],
  unread_count: 0,
  is_request: false,
  is_admin: false,
  removed: false,
  last_message: sampleMessage(chat_id * 10, { chat_id, body: `Last words in ${chat_id}` }),
  ...overrides,
});
const group = (overrides: Partial<Conversation> = {}): Conversation => ({
  ...direct(9, priya),
  is_group: true,
  chat_name: 'Care team',
  other_user_name: null,
  participants: [person(me.user_id, me.user_name, me.user_name), { ...priya, is_admin: true }],
  permissions: DEFAULT_PERMISSIONS,
  ...overrides,
});

function fakeChatServer(conversations: Conversation[]) {
  const sent: string[] = [];
  const unblocked: number[] = [];
  const accepted: number[] = [];
  const left: number[] = [];
  const chatServer = {
    conversations: async () =>
      conversations
        .filter((c) => !left.includes(c.chat_id))
        .map((c) => (c.blocked && unblocked.length ? { ...c, blocked: false } : c))
        .map((c) => (accepted.includes(c.chat_id) ? { ...c, is_request: false } : c)),
    unblock: async (userId: number) => void unblocked.push(userId),
    accept: async (chatId: number) => void accepted.push(chatId),
    leaveGroup: async (chatId: number) => void left.push(chatId),
    presence: async () => ({ 3: true }),
    messages: async (chatId: number) => ({ data: [sampleMessage(1, { chat_id: chatId })], total: 1 }),
    sendMessage: async (_to: unknown, message: { body: string; clientId: string }): Promise<ChatMessage> => {
      sent.push(message.body);
      return sampleMessage(100 + sent.length, {
        chat_id: 1,
        sender_id: me.user_id,
        body: message.body,
        client_id: message.clientId,
      });
    },
    chatUnreadCount: async () => 0,
  };
  return { chatServer, sent, unblocked, accepted, left };
}

const renderPage = (conversations: Conversation[], query: { g?: number; u?: string } = {}) => {
  const fake = fakeChatServer(conversations);
  const api = { chatServer: async () => fake.chatServer } as unknown as Services;
  return {
    ...fake,
    view: renderWithSystem(<PeopleChatPage user={me} {...query} />, {
      api,
      actors: { counts: { logic: countsWiring({ api: async () => api }), input: { userId: me.user_id } } },
    }),
  };
};

describe('/people-chat', () => {
  it('lists requests apart; the header count is the sum of the unread counts it shows', async () => {
    const { view } = renderPage([
      direct(1, priya, { unread_count: 2 }),
      direct(2, alex, { is_request: true, unread_count: 1 }),
      group({ unread_count: 4 }),
    ]);
    const requests = await screen.findByRole('region', { name: 'Requests' });
    expect(within(requests).getByRole('link').textContent).toContain('Brightpath Neuro Therapy');
    const all = screen.getByRole('region', { name: 'Conversations' });
    expect(
      within(all)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([
      expect.stringMatching(/^.*Priya Nair.*Last words in 1.*online, 2 unread$/),
      expect.stringMatching(/Care team.*Group, 4 unread$/),
    ]);
    const counts = (await view).actor('counts');
    await waitFor(() => expect(counts.getSnapshot().context.unreadChats).toBe(7));

    // The search box filters by name or by what was said.
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search conversations' }), { target: { value: 'care' } });
    expect(
      within(all)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([expect.stringContaining('Care team')]);
    expect(screen.queryByRole('region', { name: 'Requests' })).toBeNull();
  });

  it('a member of a group where only admins send sees why, and no composer; an admin writes', async () => {
    const onlyAdmins = { ...DEFAULT_PERMISSIONS, send_messages: 'admins' as const };
    renderPage([group({ permissions: onlyAdmins })], { g: 9 });
    expect(await screen.findByText('Only admins can send messages in this group.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Message Care team' })).toBeNull();

    renderPage([group({ permissions: onlyAdmins, is_admin: true })], { g: 9 });
    expect(await screen.findByRole('textbox', { name: 'Message Care team' })).toBeTruthy();
  });

  it('someone blocked is not listed; their conversation says so and Unblock brings the composer back', async () => {
    const { unblocked } = renderPage([direct(1, priya), direct(2, alex, { blocked: true })], { u: 'provider' });
    expect(await screen.findByText('You blocked Brightpath Neuro Therapy: neither of you can message the other.')).toBeTruthy();
    const all = screen.getByRole('region', { name: 'Conversations' });
    expect(
      within(all)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([expect.stringContaining('Priya Nair')]);
    expect(screen.queryByRole('textbox', { name: /^Message / })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Unblock to message' }));
    expect(await screen.findByRole('textbox', { name: 'Message Brightpath Neuro Therapy' })).toBeTruthy();
    expect(unblocked).toEqual([4]);
  });

  it('a group one was added to by a stranger is a request: Accept brings the composer, Leave group takes it away', async () => {
    const { accepted } = renderPage([group({ is_request: true })], { g: 9 });
    const requests = await screen.findByRole('region', { name: 'Requests' });
    expect(within(requests).getByRole('link').textContent).toContain('Care team');
    expect(
      await screen.findByText(
        'You were added to this group by someone you have not talked with. Accept to take part, or leave it.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Message Care team' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('textbox', { name: 'Message Care team' })).toBeTruthy();
    expect(accepted).toEqual([9]);

    const { left } = renderPage([direct(1, priya), group({ chat_id: 12, is_request: true })], { g: 12 });
    fireEvent.click(await screen.findByRole('button', { name: 'Leave group' }));
    await waitFor(() => expect(left).toEqual([12]));
  });

  it('Enter sends and empties the box; Shift+Enter does not send', async () => {
    const { sent } = renderPage([direct(1, priya)], { u: 'mentor' });
    const box = await screen.findByRole('textbox', { name: 'Message Priya Nair' });
    fireEvent.change(box, { target: { value: 'See you Thursday' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(sent).toEqual([]);
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(sent).toEqual(['See you Thursday']));
    expect((box as HTMLTextAreaElement).value).toBe('');
    // Blank text is not sent.
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(screen.getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(true);
    expect(sent).toEqual(['See you Thursday']);
  });
});
