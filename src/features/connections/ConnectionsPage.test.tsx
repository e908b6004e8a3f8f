// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exampleConnection } from '../../../machines/connections/connections.examples';
import { ConnectionsRefused, type ConnectionCounts, type Tab } from '../../../machines/connections/connections.types';
import type { ConnectionsListPage, RowAction } from '../../../machines/connections/connectionsPage.machine';
import type { Services } from '../../services';
import { fakeAuth } from '../../testing/auth';
import { renderWithSystem } from '../../testing/renderWithSystem';
import { testUsers } from '../../testing/users';
import { ConnectionsPage } from './ConnectionsPage';

const COUNTS: ConnectionCounts = { followers: 2, following: 1, requests: 2, sent: 0 };
const provider = {
  ...exampleConnection(2),
  user: { ...exampleConnection(2).user, user_name: 'brightpath', display_name: 'Brightpath Neuro Therapy', user_type: 4 },
};

function fakes(act: (action: RowAction) => Promise<{ counts: ConnectionCounts | null }> = async () => ({ counts: null })) {
  const asked: string[] = [];
  const acted: string[] = [];
  const connections = async () => ({
    page: async (_userId: number, tab: Tab, page: number): Promise<ConnectionsListPage> => {
      asked.push(`${tab} ${page}`);
      if (tab === 'requests') return { items: [exampleConnection(1), provider], total: 2, counts: COUNTS };
      return { items: [], total: 0, counts: COUNTS };
    },
    act: async (_userId: number, action: RowAction, requestId: number) => (acted.push(`${action} ${requestId}`), act(action)),
  });
  return { api: { connections } as unknown as Partial<Services>, asked, acted };
}

const render = (value: number | undefined, api: Partial<Services>) =>
  renderWithSystem(<ConnectionsPage value={value} />, {
    actors: { auth: fakeAuth({ user: testUsers.caregiver }).logic },
    api,
    path: `/connectpeople${value ? `?value=${value}` : ''}`,
  });

describe('the connections page', () => {
  it('value=3 opens Requests; the tabs show the counts of the same answer; each row has its name, frame, Message and actions', async () => {
    const { api, asked } = fakes();
    await render(3, api);
    const list = await screen.findByRole('region', { name: 'Requests' });
    expect(asked).toEqual(['requests 0']);
    // The rows and the tabs' counts come from the same answer, drawn in the same render.
    await within(list).findByText('Brightpath Neuro Therapy');
    const tabs = within(screen.getByRole('navigation', { name: 'Connections tabs' }));
    expect(tabs.getByRole('link', { name: 'Requests (2)' }).getAttribute('aria-current')).toBe('page');
    expect(tabs.getByRole('link', { name: 'Followers (2)' })).toBeTruthy();
    expect(tabs.getByRole('link', { name: 'Sent (0)' })).toBeTruthy();
    expect(within(list).getByText('Care provider')).toBeTruthy();
    expect(within(list).getByRole('link', { name: 'Message Brightpath Neuro Therapy' }).getAttribute('href')).toBe(
      '/people-chat?u=brightpath',
    );
    expect(within(list).getByRole('button', { name: 'Accept: Person 1' })).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Decline: Person 1' })).toBeTruthy();
  });

  it('accepting takes the row away and moves the counts at once; a refusal puts it back with the server’s words', async () => {
    let answer: (ok: boolean) => void = () => {};
    const { api, acted } = fakes(
      () =>
        new Promise((resolve, reject) => {
          answer = (ok) =>
            ok
              ? resolve({ counts: null })
              : reject(new ConnectionsRefused({ code: 'not found', message: 'That request is no longer waiting.' }));
        }),
    );
    await render(3, api);
    const list = await screen.findByRole('region', { name: 'Requests' });
    fireEvent.click(await within(list).findByRole('button', { name: 'Accept: Person 1' }));
    await waitFor(() => expect(within(list).queryByText('Person 1')).toBeNull());
    expect(screen.getByRole('link', { name: 'Requests (1)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Followers (3)' })).toBeTruthy();
    answer(false);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('That request is no longer waiting.'));
    expect(within(list).getByText('Person 1')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Requests (2)' })).toBeTruthy();
    expect(acted).toEqual(['ACCEPT 1']);

    fireEvent.click(within(list).getByRole('button', { name: 'Decline: Person 1' }));
    answer(true);
    await waitFor(() => expect(within(list).queryByText('Person 1')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(acted).toEqual(['ACCEPT 1', 'DECLINE 1']);
  });

  it('without value opens Followers, with its empty words', async () => {
    const { api, asked } = fakes();
    await render(undefined, api);
    expect(await screen.findByText('Nobody follows you yet.')).toBeTruthy();
    expect(asked).toEqual(['followers 0']);
  });
});
