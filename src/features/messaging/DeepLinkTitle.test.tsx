// @vitest-environment happy-dom
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Person } from '../../../machines/messaging/messaging.types';
import type { Services } from '../../services';
import { renderWithSystem } from '../../testing/renderWithSystem';
import { testUsers } from '../../testing/users';
import { countsWiring } from '../counts/wiring';
import { PeopleChatPage } from './PeopleChatPage';

/*
 * Issue #28.11: a link to a conversation not started yet (`/people-chat?u=mentor`) titles it with
 * the person's SPEC §6 display name, as New message does, not with their user name.
 */
const priya: Person = {
  user_id: 3,
  user_name: 'mentor',
  first_name: null,
  last_name: null,
  display_name: 'Priya Nair',
  profile_picture: null,
};

const renderLink = (u: string, people: (text: string) => Promise<Person[]>) => {
  const searched: string[] = [];
  const chatServer = {
    conversations: async () => [],
    presence: async () => ({}),
    messages: async () => ({ data: [], total: 0 }),
    people: async (text: string) => {
      searched.push(text);
      return people(text);
    },
  };
  const api = { chatServer: async () => chatServer } as unknown as Services;
  renderWithSystem(<PeopleChatPage user={testUsers.caregiver} u={u} />, {
    api,
    actors: { counts: { logic: countsWiring({ api: async () => api }), input: { userId: testUsers.caregiver.user_id } } },
  });
  return { searched };
};

describe('a deep link to a new conversation', () => {
  it('is titled with the display name of the person the user name belongs to', async () => {
    const { searched } = renderLink('mentor', async () => [
      { ...priya, user_id: 30, user_name: 'mentor.two', display_name: 'Someone Else' },
      priya,
    ]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Priya Nair' })).toBeTruthy();
    expect(searched).toEqual(['mentor']);
  });

  it('keeps the user name when nobody has exactly that user name', async () => {
    const { searched } = renderLink('mentor', async () => [{ ...priya, user_name: 'mentor.two', display_name: 'Someone Else' }]);
    expect(await screen.findByRole('heading', { level: 2, name: 'mentor' })).toBeTruthy();
    await waitFor(() => expect(searched).toEqual(['mentor']));
    // The answer has been taken (and found nobody): the title is still the user name.
    await act(async () => {});
    expect(document.getElementById('conversation-heading')?.textContent).toBe('mentor');
  });
});
