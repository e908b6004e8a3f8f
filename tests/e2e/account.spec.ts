import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { AXE_VARIANTS, SETTINGS_KEY, expect, fillSignIn, signIn, signUpFresh, test, expectAxeClean } from './fixtures';
import { waitOf } from './slowness';

/*
 * The person's own account (issue #37), as a person uses it: Payment History's invoices by year,
 * one invoice and its PDF, written by the server and read back with pdftotext (poppler-utils,
 * installed by npm test: scripts/pdf-tools.mjs); Help's search; Your data prepared and downloaded
 * from Settings; a fresh person's e-mail change through the link in the local inbox, and their
 * account's deletion cancelled by signing in within the grace; axe on these pages (and the invoice's dialog). The
 * rules are proved lower: tests/server (invoices, help, account), the machines' model
 * tests and the views' tests.
 */

test.describe('the person’s own account', () => {
  test('Payment History: filter by year, open an invoice, download its PDF and read it; Help finds an article; Your data downloads', async ({
    page,
  }, testInfo) => {
    await signIn(page, 'caregiver');
    await page.getByRole('button', { name: /profile menu/i }).click();
    await page.getByRole('menuitem', { name: 'Payment History' }).click();
    await expect(page).toHaveURL(/\/invoice$/);
    const invoices = page.getByRole('table', { name: 'Invoices, newest first' });
    await expect(invoices.getByRole('row').nth(1)).toContainText('Due');

    await page.getByRole('combobox', { name: 'Year' }).selectOption('2025');
    await expect(invoices.getByRole('row')).toHaveCount(15);
    const session = invoices.getByRole('row').filter({ hasText: 'Concierge session, 30 minutes (2 sessions)' });
    await expect(session).toContainText('Refunded');
    await session.getByRole('button').click();
    const dialog = page.getByRole('dialog', { name: /^Invoice NH-2025-/ });
    await expect(dialog.getByText('Maya Thompson')).toBeVisible();
    await expect(dialog.getByRole('row', { name: /^Total \$97\.43$/ })).toBeVisible();

    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download PDF' }).click();
    const file = testInfo.outputPath('invoice.pdf');
    await (await download).saveAs(file);
    await expect(dialog.getByText('The PDF is downloaded.')).toBeVisible();
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('NeuroHealth Care');
    expect(text).toMatch(/Invoice NH-2025-\d{4}/);
    expect(text).toContain('Maya Thompson');
    expect(text).toContain('Boston, MA 02118');
    expect(text).toMatch(/Concierge session, 30 minutes\s+2\s+\$45\.00\s+\$90\.00/);
    expect(text).toMatch(/Tax \(8\.25%\)\s+\$7\.43/);
    expect(text).toMatch(/Total\s+\$97\.43/);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByRole('link', { name: 'Help' }).first().click();
    await expect(page).toHaveURL(/\/caretools$/);
    await page.getByRole('searchbox', { name: 'Search help' }).fill('microphone');
    const found = page.getByRole('region', { name: 'Help articles' });
    await expect(found.getByRole('article')).toHaveCount(1);
    await found.getByText('Read the steps').click();
    await expect(found.getByRole('heading', { level: 3, name: 'If it does not hear you' })).toBeVisible();

    // Your data: prepared by the server in the background, then downloaded as one JSON file.
    await page.goto('/settings/your-data');
    const yourData = page.getByRole('region', { name: 'Your data' });
    await yourData.getByRole('button', { name: 'Prepare my data' }).click();
    await expect(yourData.getByText(/^Your data is ready \(\d+ KB\), until /)).toBeVisible();
    const exported = page.waitForEvent('download');
    await yourData.getByRole('button', { name: 'Download my data' }).click();
    const json = JSON.parse(readFileSync(await (await exported).path(), 'utf8')) as { profile: { user_name: string } };
    expect(json.profile.user_name).toBe('caregiver');
    await expect(yourData.getByText('Downloaded.')).toBeVisible();
  });

  test('an invoice reads whole: each column heading on one line at 1280 px, and its lines as a list at 390 px (axe clean)', async ({
    page,
  }) => {
    // Issue #63.11: the dialog was 448 px wide and its headings broke mid-word ("Qt y", "Amoun t").
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, 'caregiver', { at: '/invoice' });
    await page.getByRole('combobox', { name: 'Year' }).selectOption('2025');
    const invoices = page.getByRole('table', { name: 'Invoices, newest first' });
    await invoices.getByRole('row').filter({ hasText: 'Concierge session, 30 minutes (2 sessions)' }).getByRole('button').click();
    const dialog = page.getByRole('dialog', { name: /^Invoice NH-2025-/ });
    const lines = dialog.getByRole('table', { name: 'Lines, subtotal, tax and total' });
    await expect(lines.getByRole('columnheader')).toHaveText(['Description', 'Qty', 'Amount']);
    // The lines of text each heading is drawn on (a word broken over two lines is two).
    const drawnLines = await lines.getByRole('columnheader').evaluateAll((cells) =>
      cells.map((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      }),
    );
    expect(drawnLines).toEqual([1, 1, 1]);
    await expect(dialog.getByTestId('invoice-lines-list')).toBeHidden();

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(lines).toBeHidden();
    const list = dialog.getByTestId('invoice-lines-list');
    await expect(list.getByRole('listitem').first()).toContainText('Concierge session, 30 minutes');
    await expect(list.getByRole('listitem').first()).toContainText('Qty 2 × $45.00');
    await expect(list.getByRole('listitem').first()).toContainText('$90.00');
    await expect(list.getByRole('definition').last()).toHaveText('$97.43');
    // Nothing drawn in the dialog runs off the side of the screen.
    const rightmost = await dialog.evaluate((el) =>
      Math.max(
        ...[...el.querySelectorAll('*')].filter((e) => e.getClientRects().length).map((e) => e.getBoundingClientRect().right),
      ),
    );
    expect(rightmost).toBeLessThanOrEqual(390);
    await expectAxeClean(page, 'an invoice at 390 px', '[role="dialog"]');
  });

  test('axe clean on Payment History (with an invoice open), Help, Your data, Password, E-mail and Delete account', async ({
    page,
  }) => {
    test.setTimeout(waitOf(120_000));
    await signIn(page, 'caregiver', { at: '/invoice' });
    for (const v of AXE_VARIANTS) {
      await page.evaluate(
        ([key, value]) => localStorage.setItem(key!, value!),
        [SETTINGS_KEY, JSON.stringify({ ...v, layout: 'vertical' })],
      );
      await page.goto('/invoice');
      await expect(page.locator('html')).toHaveAttribute('dir', v.direction);
      const invoices = page.getByRole('table', { name: 'Invoices, newest first' });
      await expect(invoices.getByRole('row').nth(1)).toBeVisible();
      await expectAxeClean(page, `/invoice ${v.mode} ${v.direction}`, 'main');
      await invoices.getByRole('row').nth(1).getByRole('button').click();
      await expect(page.getByRole('dialog').getByRole('button', { name: 'Download PDF' })).toBeVisible();
      await expectAxeClean(page, `an invoice ${v.mode} ${v.direction}`, '[role="dialog"]');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      // The other pages opened in the app (Help, the profile menu, the settings' sections): one load a variant.
      await page.getByRole('link', { name: 'Help' }).click();
      await expect(page.getByRole('region', { name: 'Help articles' }).getByRole('article').first()).toBeVisible();
      await expectAxeClean(page, `/caretools ${v.mode} ${v.direction}`, 'main');
      // The password form with both fields refused (empty: refused in the page, no request).
      await page.getByRole('button', { name: /Profile menu/ }).click();
      await page.getByRole('menuitem', { name: 'Settings' }).click();
      await page.getByRole('button', { name: 'Change password' }).click();
      await expect(page.getByText('Enter a new password.')).toBeVisible();
      await expectAxeClean(page, `Password ${v.mode} ${v.direction}`, 'section[aria-labelledby="password-title"]');
      // The e-mail change with both fields refused in the page; Delete account asking for the password.
      await page.getByRole('button', { name: 'Change e-mail address' }).click();
      await expect(page.getByText('Enter the new e-mail address.')).toBeVisible();
      await expectAxeClean(page, `E-mail ${v.mode} ${v.direction}`, 'section[aria-labelledby="email-title"]');
      const sections = page.getByRole('navigation', { name: 'Settings sections' });
      await sections.getByRole('link', { name: 'Your data' }).click();
      await page.getByRole('region', { name: 'Your data' }).getByRole('button', { name: 'Prepare my data' }).click();
      await expect(page.getByRole('button', { name: 'Download my data' })).toBeVisible();
      await expectAxeClean(page, `Your data ${v.mode} ${v.direction}`, '[aria-labelledby="your-data-title"]');
      await sections.getByRole('link', { name: 'Delete account' }).click();
      await page.getByRole('button', { name: 'Delete my account' }).click();
      await page.getByRole('button', { name: 'Delete my account in 14 days' }).click();
      await expect(page.getByText('Enter your password to confirm.')).toBeVisible();
      await expectAxeClean(page, `Delete account ${v.mode} ${v.direction}`, 'section[aria-labelledby="delete-account-title"]');
    }
  });

  test('a fresh person changes their e-mail address: the link mailed to the new address, opened signed in, changes it', async ({
    page,
  }) => {
    const name = await signUpFresh(page, 'mover');
    const newAddress = `${name}.new@example.test`;
    await page.goto('/settings');
    const box = page.getByTestId('email-change');
    await box.getByLabel('New e-mail address').fill(newAddress);
    await box.getByLabel('Current password').fill('a-long-password');
    await box.getByRole('button', { name: 'Change e-mail address' }).click();
    await expect(box.getByText(`Waiting for confirmation to ${newAddress}.`)).toBeVisible();
    // A second link at once is refused with the wait; the first one still works.
    await box.getByRole('button', { name: 'Resend the link' }).click();
    await expect(box.getByText(/^A link was sent less than a minute ago\. Try again in \d+ seconds?\.$/)).toBeVisible();

    // The link, read in the local inbox page as the person would, opened in the same browser.
    const inbox = await page.context().newPage();
    await inbox.goto('/__mail');
    const text = await inbox.locator(`article[data-to="${newAddress}"]`).first().locator('pre').textContent();
    const link = new URL(/https?:\/\/\S+confirm_email=[A-Za-z0-9_-]{43}/.exec(text ?? '')![0]);
    await inbox.close();
    await page.goto(`${link.pathname}${link.search}`);
    await expect(box.getByRole('status')).toContainText(`Your e-mail address is now ${newAddress}.`);
    expect(new URL(page.url()).searchParams.has('confirm_email')).toBe(false);
  });

  test('a fresh person deletes their account: signed out for 14 days, and signing in with Keep my account cancels it', async ({
    page,
  }) => {
    const name = await signUpFresh(page, 'leaver');
    await page.goto('/settings/delete-account');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByLabel('Your password').fill('a-long-password');
    await page.getByRole('button', { name: 'Delete my account in 14 days' }).click();
    // Every session of theirs ends, this one too: the page is signed out at once, saying when and how to keep it.
    await expect(page.getByRole('alert')).toContainText(
      'Your account will be deleted in 14 days, so you have been signed out. Signing in before then keeps it.',
    );

    // Signing in during the grace says so; keeping the account finishes the sign-in.
    await page.getByRole('alert').getByRole('button', { name: 'Sign in' }).click();
    await fillSignIn(page, name, 'a-long-password');
    await expect(page.getByRole('heading', { name: 'Your account is scheduled for deletion' })).toBeVisible();
    await page.getByRole('button', { name: 'Keep my account and sign in' }).click();
    // Back where they were, which now says the deletion is off.
    await expect(page).toHaveURL(/\/settings\/delete-account$/);
    await expect(page.getByText(/Your account's deletion was cancelled when you signed in on/)).toBeVisible();
  });
});
