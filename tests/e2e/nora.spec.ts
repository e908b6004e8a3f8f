import type { Page } from '@playwright/test';
import { startFakeModel, type FakeModel } from '../fixtures/fakeModel';
import { AXE_VARIANTS, SETTINGS_KEY, expect, signIn, test, expectAxeClean } from './fixtures';

/*
 * Ask Nora at /prompt (issue #35) as a person uses it: offline (the library answers, cites, and
 * a citation opens the hub's section; words of crisis bring the 988 card first; a follow-up and
 * the conversation kept, renamed, deleted), with a configured model (a fake OpenAI-compatible
 * server this test starts, and its name on the page), and axe.
 * Every state of the assistant is driven from its machine in tests/flows/nora.flow.spec.ts; the
 * server's rules (privacy, fallbacks, dropped citations) are tests/server/nora.test.ts's.
 */

async function ask(page: Page, question: string) {
  const box = page.getByRole('textbox', { name: /Ask Nora a question|Ask a follow-up/ });
  await box.fill(question);
  await page.getByRole('button', { name: 'Ask', exact: true }).click();
  const answer = page.getByRole('article', { name: `Answer to: ${question}` });
  await expect(page.locator('[aria-live="polite"][aria-busy="false"]')).toContainText(question);
  return answer;
}

test.describe('Ask Nora', () => {
  test('offline: a cited answer that opens its section, the 988 card first, a follow-up, the conversation renamed and deleted', async ({
    page,
  }) => {
    await signIn(page, 'careseeker', { at: '/prompt' });
    await expect(page.getByRole('heading', { name: 'Ask Nora', level: 1 })).toBeVisible();
    await expect(page.getByText('Answers from Nora’s library')).toBeVisible();

    const answer = await ask(page, 'what is an IEP');
    await expect(answer.getByRole('region', { name: 'Sources' }).getByRole('listitem').first()).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Your conversations with Nora' });
    await expect(nav.getByRole('button', { name: 'what is an IEP', exact: true })).toHaveAttribute('aria-current', 'true');
    // At 1280 px the title is read whole beside its menu, not "w…" beside Rename and Delete (issue #63.4).
    expect(page.viewportSize()?.width).toBe(1280);
    const title = await nav
      .getByRole('button', { name: 'what is an IEP', exact: true })
      .evaluate((b) => ({ cut: b.scrollWidth > b.clientWidth || b.scrollHeight > b.clientHeight, width: b.clientWidth }));
    expect(title.cut, 'the title is cut short').toBe(false);
    expect(title.width).toBeGreaterThan(160);

    const crisis = await ask(page, 'i want to kil myself');
    await expect(
      crisis.getByRole('region', { name: '988 Suicide & Crisis Lifeline' }).getByRole('link', { name: 'Call 988' }),
    ).toHaveAttribute('href', 'tel:988');

    // The first citation opens the article at the section it cites.
    const citation = answer.getByRole('link', { name: /^source 1: / });
    const href = await citation.getAttribute('href');
    expect(href).toMatch(/^\/resource-hub\/[a-z0-9-]+#section-\d+$/);
    await citation.click();
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(page.locator(`#${href!.split('#')[1]}`)).toBeInViewport();

    // Back on /prompt the conversation is listed; renamed, then deleted after asking.
    await page.goto('/prompt');
    // A conversation's actions are in its menu, so its title keeps the list's width (issue #63.4).
    await nav.getByRole('button', { name: 'Actions for “what is an IEP”' }).click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    await nav.getByRole('textbox').fill('School plans');
    await nav.getByRole('button', { name: 'Save' }).click();
    await expect(nav.getByRole('button', { name: 'School plans', exact: true })).toBeVisible();
    await nav.getByRole('button', { name: 'School plans', exact: true }).click();
    await expect(page.getByRole('article', { name: 'Answer to: i want to kil myself' })).toBeVisible();
    await nav.getByRole('button', { name: 'Actions for “School plans”' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(nav.getByRole('button', { name: 'School plans', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'How do I reschedule a session?' })).toBeVisible();
  });

  test('with a model configured: its name on the page, its words streamed with the citations it was given', async ({
    page,
    request,
  }) => {
    const fake: FakeModel = await startFakeModel();
    try {
      const set = await request.put('/__dev/nora/model', { data: { model: { baseUrl: fake.url, model: 'fake-nora-1' } } });
      expect(set.ok()).toBeTruthy();
      fake.script = ['Speech therapists help with first words [1]', ' and more [', '9].'];
      await signIn(page, 'caregiver', { at: '/prompt' });
      await expect(page.getByText('Answers from fake-nora-1, citing Nora’s library')).toBeVisible();
      const answer = await ask(page, 'what does a speech therapist work on');
      await expect(answer.locator('p').first()).toHaveText(
        /^Speech therapists help with first words \[1\]\s*source 1: .+ and more\.$/,
      );
      expect(fake.requests.at(-1)?.model).toBe('fake-nora-1');
    } finally {
      await request.put('/__dev/nora/model', { data: { model: null } });
      await fake.close();
    }
  });

  test('axe clean on /prompt with an answer', async ({ page }) => {
    await signIn(page, 'caregiver', { at: '/prompt' });
    for (const v of AXE_VARIANTS) {
      await page.evaluate(
        ([key, value]) => localStorage.setItem(key!, value!),
        [SETTINGS_KEY, JSON.stringify({ ...v, layout: 'vertical' })],
      );
      await page.goto('/prompt');
      await expect(page.locator('html')).toHaveAttribute('dir', v.direction);
      await expect(page.getByText('Answers from Nora’s library')).toBeVisible();
      await ask(page, 'i feel hopeless and want to die');
      await expectAxeClean(page, `/prompt ${v.mode} ${v.direction}`, 'main');
    }
  });
});
