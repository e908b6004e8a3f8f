import {
  ADMIN_MENU,
  DEMO,
  STANDARD_MENU,
  devApi,
  expect,
  fillSignIn,
  fillSignUp,
  sideMenuLabels,
  signIn,
  signInThroughForms,
  test,
  type DemoRole,
} from './fixtures';

test.describe('sign-in through the OpenID Connect pages', () => {
  for (const role of Object.keys(DEMO) as DemoRole[]) {
    test(`${role} lands on their home with their menu and can log out`, async ({ page, request }) => {
      const logged: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' || m.type() === 'warning') logged.push(m.text());
      });
      await signInThroughForms(page, role);
      const admin = role === 'admin';
      await expect(page.locator('aside nav[data-menu-mode]')).toHaveAttribute('data-menu-mode', admin ? 'admin' : 'standard');
      expect(await sideMenuLabels(page)).toEqual(admin ? ADMIN_MENU : STANDARD_MENU);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(admin ? 'Concierge administration' : 'Welcome back');

      await page.getByRole('button', { name: /Profile menu/ }).click();
      await expect(page.getByTestId('profile-name')).toHaveText(DEMO[role].name);
      const items = page.getByRole('menuitem');
      if (admin) {
        // SPEC §6: nothing beyond Log out, and a disabled profile link.
        await expect(items).toHaveText(['View Profile', 'Log out']);
        await expect(page.getByRole('menuitem', { name: 'View Profile' })).toBeDisabled();
        await expect(page.getByRole('link', { name: /Messages|Notifications|Connections/ })).toHaveCount(0);
      } else {
        await expect(items).toHaveText([
          'View Profile',
          'Manage Connection',
          'Settings',
          'Payment History',
          'Blog',
          'Webinar',
          'Faq',
          'More',
          'Log out',
        ]);
      }
      await devApi(request).clearErrorReports();
      logged.length = 0;
      await page.getByRole('menuitem', { name: 'Log out' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Login' }).first()).toBeVisible();
      // Signing out is not an error: nothing logged, nothing reported (#8.2).
      await page.waitForLoadState('networkidle');
      expect(logged.filter((t) => /actor|error/i.test(t))).toEqual([]);
      expect(await devApi(request).errorReports()).toEqual([]);

      // The session really ended at the provider: a signed-in route asks for the password again.
      await page.goto('/calendar');
      await expect(page).toHaveURL(/\/interaction\//);
    });
  }

  test('signed-out visit to a signed-in route comes back to it after sign-in', async ({ page }) => {
    await page.goto('/calendar?view=week');
    await fillSignIn(page, 'caregiver');
    await expect(page).toHaveURL(/\/calendar\?view=week$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
    await expect(page.locator('aside a[aria-current="page"]')).toHaveText('Calendar');
  });

  test('reloading keeps the session, and tokens are never in localStorage', async ({ page }) => {
    await signInThroughForms(page, 'coordinator');
    await page.reload();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Welcome back, Jordan Lee' })).toBeVisible();
    const local = await page.evaluate(() => JSON.stringify(Object.entries(localStorage)));
    expect(local).not.toMatch(/eyJ|access_token|refresh_token|id_token/);
    const session = await page.evaluate(() => JSON.stringify(Object.entries(sessionStorage)));
    expect(session).toMatch(/access_token/);
  });

  test('a wrong password shows an error on the sign-in page and nothing else changes', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).first().click();
    await fillSignIn(page, 'caregiver', 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('Wrong e-mail, user name or password.');
    await expect(page.getByLabel('E-mail or user name')).toHaveValue('caregiver');
    await expect(page).toHaveURL(/\/interaction\//);
    // Still no session: the right password now works from the same page.
    await fillSignIn(page, 'caregiver');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('sign up creates an account in the database and signs in', async ({ page, browser }) => {
    const name = `newfamily${Date.now().toString(36)}`;
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Sign up' }).first().click();
    await fillSignUp(page, { name, first: 'Robin', last: 'Okafor' });
    await expect(page).toHaveURL(/\/dashboard$/);
    // A new account's first sign-in says "Welcome", not "Welcome back" (issue #28.6).
    await expect(page.getByRole('heading', { name: `Welcome, ${name}` })).toBeVisible();

    // The account exists: a fresh browser signs in with it.
    const other = await browser.newContext();
    const page2 = await other.newPage();
    await page2.goto('/dashboard');
    await fillSignIn(page2, name, 'a-long-password');
    await expect(page2).toHaveURL(/\/dashboard$/);
    await other.close();
  });
});

// Role guards on direct navigation (who is sent where between the administrators' and the members'
// pages): the layouts' guards, src/routing/roleGuards.test.ts; in Chromium, tests/e2e/shell.spec.ts
// (an administrator's member path).

test.describe('bad input', () => {
  test('a tampered access token gets 401 and the app renews without losing the route', async ({ page }) => {
    await signIn(page, 'careseeker');
    await page.goto('/settings');
    await page.evaluate(() => {
      for (const key of Object.keys(sessionStorage)) {
        if (!key.startsWith('oidc.user:')) continue;
        const user = JSON.parse(sessionStorage.getItem(key)!);
        user.access_token = `${user.access_token.slice(0, -6)}AAAAAA`;
        sessionStorage.setItem(key, JSON.stringify(user));
      }
    });
    const refused = page.waitForResponse((r) => r.url().includes('/users/me') && r.status() === 401);
    await page.reload();
    await refused;
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Profile menu for careseeker/ })).toBeVisible();
  });

  test('a failed count call is reported to the error sink and the badge shows 0', async ({ page, dev }) => {
    await dev.clearErrorReports();
    await dev.fault({ path: '/api/user-audit/user-notification/bell-count', status: 500 });
    await signIn(page, 'caregiver');
    await expect(page.getByTestId('badge-notifications')).toHaveAttribute('data-count', '0');
    await expect(page.getByTestId('header-notifications')).toHaveAccessibleName('Notifications, 0 new');
    // The other counts are unaffected (seed: 2 unread chats, 1 pending invitation).
    await expect(page.getByTestId('badge-unreadChats')).toHaveAttribute('data-count', '2');
    await expect(page.getByTestId('badge-pendingInvitations')).toHaveAttribute('data-count', '1');
    await expect.poll(async () => (await dev.errorReports()).join('\n')).toContain('bellCount');
    const reports = (await dev.errorReports()).join('\n');
    expect(reports).not.toMatch(/eyJ[A-Za-z0-9_-]{10,}\./); // no token leaked into the report
  });

  test('an unreachable API shows a clear message, is reported, and recovers on retry', async ({ page, dev }) => {
    await dev.clearErrorReports();
    await dev.fault({ path: '/api/user-manager/v1/users/me', status: 503 });
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).first().click();
    await fillSignIn(page, 'mentor');
    await expect(page.getByRole('alert')).toContainText('We could not load your profile');
    await expect.poll(async () => (await dev.errorReports()).join('\n')).toContain('currentUser');
    await dev.clearFaults();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome back, Priya Nair' })).toBeVisible();
  });

  test('a malformed /config.json shows a clear message and is reported', async ({ page, dev, baseURL }) => {
    await dev.clearErrorReports();
    const dsn = `http://neurohealth@${new URL(baseURL!).host}/1`;
    await page.route('**/config.json', (route) =>
      route.fulfill({ json: { apiBaseUrl: 'not a url', sentry: { dsn } }, headers: { 'cache-control': 'no-store' } }),
    );
    await page.goto('/');
    await expect(page.getByRole('alert')).toContainText('could not start');
    await expect.poll(async () => (await dev.errorReports()).join('\n')).toContain('config.json is malformed');
  });
});
