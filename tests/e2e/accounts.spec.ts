import type { Page } from '@playwright/test';
import { expect, test, axeFor } from './fixtures';

// Issue #7: the password rule on the sign-up form (#7.12) and e-mail verification (#7.5), in Chromium.
const RULE = 'At least 10 characters, not only spaces, and not a common password.';

async function expectNoViolations(page: Page, what: string) {
  const results = await axeFor(page).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.help}`),
    `axe violations on ${what}`,
  ).toEqual([]);
}

test('sign-up shows the password rule, refuses a common password without losing what was typed, then verifies the e-mail', async ({
  page,
  request,
}) => {
  const name = `rule${Date.now().toString(36)}`;
  const email = `${name}@example.test`;
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Sign up' }).first().click();
  await expect(page).toHaveURL(/\/interaction\//);
  const password = page.getByLabel('Password');
  await expect(password).toHaveAccessibleDescription(RULE);

  await page.getByLabel('First name').fill('Rule');
  await page.getByLabel('Last name').fill('Tester');
  await page.getByLabel('User name').fill(name);
  await page.getByLabel('E-mail').fill(email);
  await password.fill('Password2026!');
  await page.getByLabel('I am').selectOption('1');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByRole('alert')).toHaveText('Please correct the field marked below.');
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription(`${RULE} This password is too common. Choose another one.`);
  await expect(page.getByLabel('User name')).toHaveValue(name);
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  await expectNoViolations(page, 'sign-up with a refused password');

  await password.fill('river-lamp-orbit');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The verification e-mail, from the local capture, and its link.
  let text = '';
  await expect
    .poll(async () => {
      const { mail } = (await (await request.get('/__dev/mail')).json()) as { mail: { to: string; text: string }[] };
      text = mail.find((m) => m.to === email)?.text ?? '';
      return text;
    })
    .toContain('/verify-email?token=');
  const link = /(http\S+\/verify-email\?token=[\w-]+)/.exec(text)![1]!;
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your e-mail address is confirmed');
  await expectNoViolations(page, 'e-mail confirmed page');
});
