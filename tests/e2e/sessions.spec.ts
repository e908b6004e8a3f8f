import { accessTokenOf, AXE_VARIANTS, axeFor, expect, fillSignIn, person, SETTINGS_KEY, signUpFresh, test } from './fixtures';
import { waitOf } from './slowness';

/*
 * A session ended by the server signs its open page out live (issues #36, #37): the event
 * stream's session.ended {reason} reaches the auth actor through the event-stream and session
 * machines, and the page shows why with a Sign in button. The rules are proved lower:
 * tests/server/sessions.test.ts (every ending says why on the stream and the socket, another
 * person's sessions are out of reach), the machines' model tests (auth, eventStream, session,
 * sessionsList) and the views' tests (Settings › Sessions, the members page).
 */

test('an administrator suspends a member whose page is open: it signs out saying why, and signing in is refused', async ({
  page,
  browser,
}) => {
  test.setTimeout(waitOf(90_000));
  // An untouched person: a demo account suspended here would end the other tests' shared sessions.
  const name = await signUpFresh(page, 'live');
  const admin = await person(browser, 'admin', undefined, { at: '/admin-members' });
  try {
    const auth = (token: string) => ({ authorization: `Bearer ${token}` });
    const memberToken = await accessTokenOf(page);
    const me = await page.request.get('/api/user-manager/v1/users/me', { headers: auth(memberToken) });
    const memberId = ((await me.json()) as { data: { user_id: number } }).data.user_id;
    // The member's page has its event stream open before the administrator acts.
    await expect
      .poll(async () => {
        const res = await page.request.get('/__dev/server-events');
        return ((await res.json()) as { listeners: Record<string, number> }).listeners[String(memberId)] ?? 0;
      })
      .toBeGreaterThan(0);

    const suspended = await admin.page.request.post(`/api/admin/v1/members/${memberId}/suspend`, {
      headers: auth(await accessTokenOf(admin.page)),
      data: { reason: 'Spam in three communities', until: null },
    });
    expect(suspended.status()).toBe(200);

    // No reload: the open page leaves the account by itself and says why.
    const gate = page.getByRole('alert');
    await expect(gate).toContainText('An administrator suspended your account, so you have been signed out.');
    await gate.getByRole('button', { name: 'Sign in' }).click();
    await fillSignIn(page, name, 'a-long-password');
    await expect(page.getByText('This account is suspended. Contact support if you think this is a mistake.')).toBeVisible();
  } finally {
    await admin.close();
  }
});

test('axe: Settings › Sessions', async ({ browser }) => {
  test.setTimeout(waitOf(60_000));
  const member = await person(browser, 'caregiver', undefined, { at: '/settings/sessions' });
  try {
    for (const v of AXE_VARIANTS) {
      await member.page.evaluate(
        ([key, value]) => localStorage.setItem(key!, value!),
        [SETTINGS_KEY, JSON.stringify({ ...v, layout: 'vertical' })],
      );
      await member.page.goto('/settings/sessions');
      await expect(member.page.locator('html')).toHaveAttribute('dir', v.direction);
      const section = member.page.getByRole('region', { name: 'Sessions' });
      await expect(section.getByRole('heading', { name: 'This browser' })).toBeVisible();
      const axe = await axeFor(member.page).include('main').analyze();
      expect(
        axe.violations.map((x) => `${x.id}: ${x.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        `/settings/sessions ${v.mode} ${v.direction}`,
      ).toEqual([]);
    }
  } finally {
    await member.close();
  }
});
