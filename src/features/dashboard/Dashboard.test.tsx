// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Services } from '../../services';
import { fakeAuth } from '../../testing/auth';
import { renderWithSystem } from '../../testing/renderWithSystem';
import { testUsers } from '../../testing/users';
import { countsWiring } from '../counts/wiring';
import { Dashboard } from './Dashboard';

const minutesFromNow = (n: number) => new Date(Date.now() + n * 60_000).toISOString();
const side = (name: string) => ({ user_id: 1, user_name: name, display_name: name, profile_picture: null, timezone: 'UTC' });
const session = (id: number, start: number) => ({
  id,
  status: 'scheduled',
  start: minutesFromNow(start),
  end: minutesFromNow(start + 30),
  role: 'booker',
  meeting_id: `m${id}`,
  meeting_url: `https://meet.example/${id}`,
  reason: null,
  rescheduled_from: null,
  rescheduled_to: null,
  concierge: side(id === 1 ? 'Jordan Lee' : 'Ada Mentor'),
  booker: side('sam'),
});

interface Options {
  down?: Partial<Record<'sessions' | 'notifications' | 'saved' | 'screening' | 'requests' | 'community', boolean>>;
  empty?: boolean;
}

function services({ down = {}, empty = false }: Options = {}) {
  let notificationsDown = down.notifications ?? false;
  const calls = { requests: 0, community: 0 };
  const fail = () => Promise.reject(new Error('503'));
  return {
    notifications: {
      bellCount: async () => 2,
      list: async () => {
        if (notificationsDown) return fail();
        return {
          total: 1,
          items: empty
            ? []
            : [
                {
                  id: 7,
                  notification_text: '<b>Ada</b> replied to your question',
                  notification_ts: minutesFromNow(-5),
                  is_read: false,
                },
              ],
        };
      },
    },
    chatUnread: { unreadCount: async () => 150 },
    userManager: { pendingInvitationCount: async () => 1 },
    bookings: async () => ({ events: async () => (down.sessions ? fail() : empty ? [] : [session(2, 240), session(1, 5)]) }),
    favorites: async () => ({
      list: async () =>
        down.saved
          ? fail()
          : empty
            ? []
            : [
                {
                  kind: 'articles' as const,
                  source_id: 'iep-or-504-plan',
                  title: 'IEP or 504 plan',
                  detail: '2 min read',
                  href: '/resource-hub/iep-or-504-plan',
                  bookmarked_at: minutesFromNow(-1),
                },
                {
                  kind: 'posts' as const,
                  source_id: '12',
                  title: 'Sleep routines that worked',
                  detail: 'in Parents of teens',
                  href: '/community/12',
                  bookmarked_at: minutesFromNow(-3),
                },
              ],
      remove: async () => undefined,
    }),
    screeningResults: async () => ({
      list: async () =>
        down.screening
          ? fail()
          : empty
            ? []
            : [{ tool: 'phq9', taken_at: new Date(Date.now() - 40 * 24 * 3600_000).toISOString() }],
    }),
    followRequests: async () => ({
      waiting: async (userId: number) => {
        calls.requests += 1;
        if (down.requests) return fail();
        expect(userId).toBe(testUsers.caregiver.user_id);
        const ada = {
          user_id: 9,
          user_name: 'ada',
          display_name: 'Ada <Mentor>',
          user_type: 1,
          is_mentor: true,
          profile_picture: null,
        };
        const bo = { ...ada, user_id: 10, user_name: 'bo', display_name: 'Bo Parent', is_mentor: false };
        const items = empty ? [] : calls.requests === 1 ? [ada] : [bo, ada];
        return items.map((user, i) => ({ request_id: user.user_id, status: 'PENDING', created_at: minutesFromNow(-i), user }));
      },
    }),
    pinnedActivity: async () => ({
      newest: async () => {
        calls.community += 1;
        if (down.community) return fail();
        const post = (id: string, title: string) => ({
          id,
          kind: 'post',
          title,
          communityName: 'Sleep and routines',
          author: { userId: 3, userName: 'cam', displayName: 'Cam', imageUrl: null },
          createdAt: minutesFromNow(-1),
        });
        return empty
          ? []
          : calls.community === 1
            ? [post('41', 'Bedtime charts')]
            : [post('42', 'Melatonin?'), post('41', 'Bedtime charts')];
      },
    }),
    calls,
    heal: () => (notificationsDown = false),
  };
}

/** The dashboard over `api` (the services of `options` unless given). */
async function render(options: Options = {}, api: ReturnType<typeof services> = services(options)) {
  const view = await renderWithSystem(<Dashboard />, {
    api: api as unknown as Partial<Services>,
    actors: {
      auth: fakeAuth({ user: testUsers.caregiver }).logic,
      counts: {
        logic: countsWiring({ api: async () => api as unknown as Services }),
        input: { userId: testUsers.caregiver.user_id },
      },
    },
  });
  return { api, view };
}

// Each block's code is imported after the first paint: the first test of the file waits for the
// seven modules to be transformed, which a busy machine (npm test) can take past findBy's 1 s.
const block = (name: string) => screen.findByRole('region', { name }, { timeout: 10_000 });

describe('the dashboard', () => {
  it('shows what is next and what is new, each block with its link onward', async () => {
    await render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, sam' })).toBeTruthy();

    const sessions = await block('Next sessions');
    // Soonest first; Join only for the one starting within ten minutes, opening its call in the app (issue #61).
    const join = await within(sessions).findByRole('link', { name: 'Join the session with Jordan Lee' });
    expect(join.getAttribute('href')).toBe('/mentorship/call/m1');
    expect(
      within(sessions)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('Jordan Lee'), expect.stringMatching(/Ada Mentor.*Join opens 10 minutes before/)]);
    expect(within(sessions).getByRole('link', { name: 'All bookings' }).getAttribute('href')).toBe('/mentorship/bookings');

    const messages = await block('Messages');
    expect(await within(messages).findByText('99+ unread messages. 1 follow request waiting for you.')).toBeTruthy();
    expect(within(messages).getByRole('link', { name: 'Open messages' }).getAttribute('href')).toBe('/people-chat?t=1');

    const notifications = await block('Recent notifications');
    // Server text is rendered as text.
    expect(await within(notifications).findByText('<b>Ada</b> replied to your question')).toBeTruthy();
    expect(within(notifications).getByRole('link', { name: 'All notifications' }).getAttribute('href')).toBe('/notification');

    // The newest bookmarks of every kind, each opening where it lives.
    const saved = await block('Recently saved');
    expect((await within(saved).findByRole('link', { name: 'IEP or 504 plan' })).getAttribute('href')).toBe(
      '/resource-hub/iep-or-504-plan',
    );
    expect(within(saved).getByRole('link', { name: 'Sleep routines that worked' }).getAttribute('href')).toBe('/community/12');
    expect(within(saved).getByText('Posts and questions · in Parents of teens')).toBeTruthy();
    expect(within(saved).getByRole('link', { name: 'Favorites' }).getAttribute('href')).toBe('/bookmarks');

    const screening = await block('Wellbeing check-in');
    expect(await within(screening).findByText(/Depression \(PHQ-9\): last taken on .*check in again/)).toBeTruthy();
    expect(within(screening).getByRole('link', { name: 'Screening Tools' }).getAttribute('href')).toBe('/screening-tools');
  });

  it('says what each block would hold when there is nothing yet', async () => {
    await render({ empty: true });
    expect(await within(await block('Next sessions')).findByText('No sessions booked.')).toBeTruthy();
    expect(await within(await block('Recent notifications')).findByText('No notifications yet.')).toBeTruthy();
    expect(
      await within(await block('Recently saved')).findByText(
        'What you bookmark (articles, notes, communities, posts) appears here.',
      ),
    ).toBeTruthy();
    expect(await within(await block('Wellbeing check-in')).findByText('No check-in due.')).toBeTruthy();
    expect(await within(await block('Follow requests')).findByText('No one is waiting for an answer.')).toBeTruthy();
    expect(
      await within(await block('In your pinned communities')).findByText(
        'Nothing new here. Pin a community from its page to see its newest posts here.',
      ),
    ).toBeTruthy();
  });

  it('lists follow requests and posts in pinned communities, each linking onward, and reads them again when the session hears of new ones', async () => {
    const { api, view } = await render();
    const requests = await block('Follow requests');
    // The name is the server's text, shown as text; it opens the person's profile.
    const ada = await within(requests).findByRole('link', { name: 'Ada <Mentor>' });
    expect(ada.getAttribute('href')).toBe('/user?u=ada');
    expect(within(requests).getByRole('link', { name: 'Answer follow requests' }).getAttribute('href')).toBe(
      '/connectpeople?value=3',
    );
    const pinned = await block('In your pinned communities');
    expect((await within(pinned).findByRole('link', { name: 'Bedtime charts' })).getAttribute('href')).toBe('/community/41');
    expect(within(pinned).getByText('Sleep and routines · Cam')).toBeTruthy();
    expect(within(pinned).getByRole('link', { name: 'Community feed' }).getAttribute('href')).toBe('/community');

    // The session hands its live events to the dashboard owner (machines/session), which hands
    // them to every block. An accepted follow is not a new request; a comment is not a new post:
    // neither reads again.
    const owner = view.actor('dashboard');
    owner.send({ type: 'connections.changed', fromUserId: 8, accepted: true });
    owner.send({ type: 'community.post', subType: 'Comment', postId: 41 });
    expect(api.calls).toEqual({ requests: 1, community: 1 });

    owner.send({ type: 'connections.changed', fromUserId: 9, accepted: false });
    expect(await within(requests).findByRole('link', { name: 'Bo Parent' })).toBeTruthy();
    owner.send({ type: 'community.post', subType: 'Post created', postId: 42 });
    expect(await within(pinned).findByRole('link', { name: 'Melatonin?' })).toBeTruthy();
    expect(api.calls).toEqual({ requests: 2, community: 2 });
  });

  it('fails one block at a time, the others still showing, and Try again reads that block again', async () => {
    const { api } = await render({ down: { notifications: true, sessions: true, community: true } });
    const notifications = await block('Recent notifications');
    expect(await within(notifications).findByText("Couldn't load your notifications.")).toBeTruthy();
    expect(await within(await block('Next sessions')).findByText("Couldn't load your sessions.")).toBeTruthy();
    expect(await within(await block('Recently saved')).findByRole('link', { name: 'IEP or 504 plan' })).toBeTruthy();
    expect(
      await within(await block('In your pinned communities')).findByText("Couldn't load your communities' posts."),
    ).toBeTruthy();
    expect(await within(await block('Follow requests')).findByRole('link', { name: 'Ada <Mentor>' })).toBeTruthy();
    api.heal();
    fireEvent.click(within(notifications).getByRole('button', { name: 'Try again' }));
    expect(await within(notifications).findByText('<b>Ada</b> replied to your question')).toBeTruthy();
  });

  it('reads nothing the PIN protects (issue #63.14): of the chat server only the unread count, which the server answers without the PIN', async () => {
    // A person with the PIN on who has not given it (or is locked out): the server refuses every
    // chat-server read but the unread count and the blocked list (server/pin/guard.ts) with a 403.
    const touched = new Set<string>();
    const refused: string[] = [];
    const api = new Proxy(
      {
        ...services(),
        chatServer: async () => {
          refused.push('chatServer');
          throw new Error('403 pin required');
        },
      },
      {
        get(target, name, receiver) {
          // `then`: a promise resolving to the clients looks for it; it is not a service.
          if (typeof name === 'string' && name !== 'then') touched.add(name);
          return Reflect.get(target, name, receiver) as unknown;
        },
      },
    );
    await render({}, api);
    // Every block drawn with what it read.
    expect(
      await within(await block('Messages')).findByText('99+ unread messages. 1 follow request waiting for you.'),
    ).toBeTruthy();
    expect(
      await within(await block('Next sessions')).findByRole('link', { name: 'Join the session with Jordan Lee' }),
    ).toBeTruthy();
    expect(await within(await block('Recently saved')).findByRole('link', { name: 'IEP or 504 plan' })).toBeTruthy();
    expect(await within(await block('Follow requests')).findByRole('link', { name: 'Ada <Mentor>' })).toBeTruthy();
    expect(await within(await block('In your pinned communities')).findByRole('link', { name: 'Bedtime charts' })).toBeTruthy();
    expect(await within(await block('Recent notifications')).findByText('<b>Ada</b> replied to your question')).toBeTruthy();
    expect(await within(await block('Wellbeing check-in')).findByText(/Depression \(PHQ-9\)/)).toBeTruthy();
    expect(refused).toEqual([]);
    expect([...touched].sort()).toEqual([
      'bookings',
      'chatUnread',
      'favorites',
      'followRequests',
      'notifications',
      'pinnedActivity',
      'screeningResults',
      'userManager',
    ]);
  });

  it('greets "Welcome" on the first sign-in, as the server says (#28.6)', async () => {
    await renderWithSystem(<Dashboard />, {
      api: services() as unknown as Partial<Services>,
      actors: { auth: fakeAuth({ user: { ...testUsers.caregiver, first_sign_in: true } }).logic },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, sam' })).toBeTruthy();
  });

  it('renders nothing until the profile is known', async () => {
    await renderWithSystem(<Dashboard />);
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
