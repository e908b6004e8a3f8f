import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const PATH = '/public/contact-messages';

interface StoredMessage {
  id: number;
  name: string;
  email: string;
  role: string | null;
  message: string;
  received_at: string;
}

async function storedMessages(page: Page): Promise<StoredMessage[]> {
  const res = await page.request.get('/__dev/contact-messages');
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { messages: StoredMessage[] }).messages;
}

async function fillForm(page: Page, values: { name: string; email: string; role?: string; message: string }) {
  await page.getByLabel('Your name').fill(values.name);
  await page.getByLabel('Email address').fill(values.email);
  if (values.role) await page.getByLabel('I am writing as (optional)').selectOption(values.role);
  await page.getByLabel('Your message').fill(values.message);
}

/** Counts the contact-message requests the page makes. */
function countSends(page: Page) {
  const sends: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === PATH) sends.push(req.method());
  });
  return sends;
}

test.describe('public contact form (/contact)', () => {
  test('sends the message, confirms, and the team can read it', async ({ page, dev }) => {
    const stamp = `e2e-${Date.now()}`;
    // A slow server, so the sending state can be seen.
    await dev.fault({ path: PATH, delayMs: 5000, times: 1 });
    await page.goto('/contact');
    await expect(page).toHaveTitle('Contact · NeuroHealth Care');
    await fillForm(page, {
      name: 'Ana López',
      email: 'ana@example.com',
      role: 'An employer',
      message: `We would like to talk about a pilot for our staff. (${stamp})`,
    });
    await page.getByRole('button', { name: 'Send message' }).click();

    await expect(page.getByRole('button', { name: 'Sending…' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Send us a message' })).toHaveAttribute('aria-busy', 'true');

    const confirmation = page.getByRole('status').filter({ hasText: 'Thank you, your message is with us' });
    await expect(confirmation).toBeVisible();
    await expect(confirmation).toContainText('reply to ana@example.com within two working days');
    await expect(confirmation.getByRole('heading', { name: 'Thank you, your message is with us' })).toBeFocused();

    const stored = (await storedMessages(page)).find((m) => m.message.includes(stamp));
    expect(stored).toMatchObject({ name: 'Ana López', email: 'ana@example.com', role: 'An employer' });
    expect(Date.parse(stored!.received_at)).not.toBeNaN();

    await confirmation.getByRole('button', { name: 'Write another message' }).click();
    await expect(page.getByLabel('Your name')).toHaveValue('');
    await expect(page.getByLabel('Your message')).toHaveValue('');
    await expect(page.getByLabel('Your name')).toBeFocused();
  });

  test('an invalid email shows the field error and sends nothing', async ({ page }) => {
    const sends = countSends(page);
    const before = (await storedMessages(page)).length;
    await page.goto('/contact');
    await fillForm(page, { name: 'Ana', email: 'ana-at-example', message: 'A message that is long enough.' });
    await page.getByRole('button', { name: 'Send message' }).click();

    const email = page.getByLabel('Email address');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Enter an email address like name@example.com.');
    const summary = page.getByRole('alert').filter({ hasText: 'Please check the form' });
    await expect(summary).toBeFocused();
    await summary.getByRole('link', { name: 'Enter an email address like name@example.com.' }).click();
    await expect(email).toBeFocused();

    // Correcting the field removes its error; nothing was sent meanwhile.
    await email.fill('ana@example.com');
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(sends).toEqual([]);
    expect(await storedMessages(page)).toHaveLength(before);
  });

  test('a server failure shows the error and keeps everything typed; sending again works', async ({ page, dev }) => {
    const stamp = `e2e-fail-${Date.now()}`;
    const values = {
      name: 'Sam Carter',
      email: 'sam@example.com',
      role: 'A family member or caregiver',
      message: `My father was diagnosed last month and I have questions about the beta. (${stamp})`,
    };
    await dev.fault({ path: PATH, status: 503 });
    await page.goto('/contact');
    await fillForm(page, values);
    await page.getByRole('button', { name: 'Send message' }).click();

    const summary = page.getByRole('alert');
    await expect(summary).toContainText('Your message could not be sent. Please try again in a moment.');
    await expect(summary).toBeFocused();
    await expect(page.getByRole('status')).toHaveCount(0);
    await expect(page.getByLabel('Your name')).toHaveValue(values.name);
    await expect(page.getByLabel('Email address')).toHaveValue(values.email);
    await expect(page.getByLabel('I am writing as (optional)')).toHaveValue(values.role);
    await expect(page.getByLabel('Your message')).toHaveValue(values.message);
    expect((await storedMessages(page)).some((m) => m.message.includes(stamp))).toBe(false);

    await dev.clearFaults();
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('status')).toContainText('Thank you, your message is with us');
    expect((await storedMessages(page)).filter((m) => m.message.includes(stamp))).toHaveLength(1);
  });

  test('markup in a message is stored and shown as text', async ({ page }) => {
    const stamp = `e2e-xss-${Date.now()}`;
    const message = `<script>window.__contactXss = 1</script><img src=x onerror="window.__contactXss = 2"> ${stamp}`;
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto('/contact');
    await fillForm(page, { name: '<b>Robin</b>', email: 'robin@example.com', message });
    await page.getByRole('button', { name: 'Send message' }).click();

    const echoed = page.getByTestId('contact-sent-message');
    await expect(echoed).toHaveText(message);
    await expect(echoed.locator('script, img')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __contactXss?: number }).__contactXss)).toBeUndefined();
    expect(dialogs).toEqual([]);
    const stored = (await storedMessages(page)).find((m) => m.message.includes(stamp));
    expect(stored).toMatchObject({ name: '<b>Robin</b>', message });
  });
});
