/**
 * The signed-in header's scroll behaviour (machines/shellLayout/headerScroll.machine.ts)
 * driven in Chromium from its own paths: real scrolling, real focus, and the
 * reduced-motion media preference emulated by the browser.
 */
import type { Page } from '@playwright/test';
import { headerScrollMachine, type HeaderScrollEvent } from '../../machines/shellLayout/headerScroll.machine';
import { expect, signUpFresh, test } from '../e2e/fixtures';
import { driveFlow, type FlowSpec } from './driver';
import { waitOf } from '../e2e/slowness';

const header = (page: Page) => page.getByTestId('app-header');
/** The view sends one scroll event per animation frame: wait two frames. */
const frames = (page: Page) =>
  page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));

async function motion(page: Page, reduced: boolean) {
  // Without a transition the class list has no transition-transform.
  if (reduced) await expect(header(page)).not.toHaveClass(/transition-transform/);
  else await expect(header(page)).toHaveClass(/transition-transform/);
}

test('header scroll: every state and transition in Chromium', async ({ page }) => {
  test.setTimeout(waitOf(120_000));
  // A short window so the dashboard scrolls well past 56 px.
  await page.setViewportSize({ width: 1280, height: 360 });
  await signUpFresh(page, 'flowheader');
  await expect(header(page)).toHaveAttribute('data-state', 'shown');

  type M = typeof headerScrollMachine;
  const spec: FlowSpec<M> = {
    name: 'headerScroll',
    machine: headerScrollMachine,
    stateKey: (s) => ({ value: s.value, lastY: s.context.lastY, reduced: s.context.reducedMotion }),
    events: (s) => {
      const { lastY, reducedMotion } = s.context;
      const v = s.value as string;
      // With reduced motion, only the way back: the rest of the graph is the same.
      if (reducedMotion) return [{ type: 'motion.preference', reduced: false }];
      const events: HeaderScrollEvent[] = [];
      if (v === 'shown') {
        events.push({ type: 'scroll', y: 100 });
        if (lastY !== 20) events.push({ type: 'scroll', y: 20 });
        if (lastY === 0) events.push({ type: 'header.focusIn' }, { type: 'motion.preference', reduced: true });
      }
      if (v === 'hidden') {
        if (lastY === 100) events.push({ type: 'scroll', y: 200 }, { type: 'header.focusIn' });
        events.push({ type: 'scroll', y: 20 });
      }
      if (v === 'focused') {
        if (lastY !== 200) events.push({ type: 'scroll', y: 200 });
        events.push({ type: 'header.focusOut' });
      }
      return events;
    },
    actions: {
      scroll: async ({ page: p }, e) => {
        await p.evaluate((y) => window.scrollTo(0, y), (e as Extract<HeaderScrollEvent, { type: 'scroll' }>).y);
        await frames(p);
      },
      // Focus without scrolling: a keyboard user reaching the header (even while it is out of view).
      'header.focusIn': async ({ page: p }) => {
        await header(p)
          .getByRole('button')
          .first()
          .evaluate((el) => (el as HTMLElement).focus({ preventScroll: true }));
      },
      'header.focusOut': async ({ page: p }) => {
        await p.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      },
      'motion.preference': async ({ page: p }, e) => {
        await p.emulateMedia({
          reducedMotion: (e as Extract<HeaderScrollEvent, { type: 'motion.preference' }>).reduced ? 'reduce' : 'no-preference',
        });
      },
    },
    states: {
      'headerScroll.shown': async (p, s) => {
        await expect(header(p)).toHaveAttribute('data-state', 'shown');
        await expect(header(p)).toHaveClass(/translate-y-0/);
        await motion(p, s.context.reducedMotion);
      },
      'headerScroll.hidden': async (p, s) => {
        await expect(header(p)).toHaveAttribute('data-state', 'hidden');
        await expect(header(p)).toHaveClass(/-translate-y-full/);
        await motion(p, s.context.reducedMotion);
      },
      'headerScroll.focused': async (p) => {
        await expect(header(p)).toHaveAttribute('data-state', 'shown');
        expect(await header(p).evaluate((el) => el.contains(document.activeElement))).toBe(true);
      },
    },
    reload: async (p) => {
      await p.emulateMedia({ reducedMotion: 'no-preference' });
      await p.evaluate(() => window.scrollTo(0, 0));
      await p.reload();
      await expect(header(p)).toHaveAttribute('data-state', 'shown');
    },
  };
  await driveFlow(page, spec);
});
