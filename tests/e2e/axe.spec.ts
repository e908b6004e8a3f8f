import { expect, test } from '@playwright/test';
import { axeFor } from './fixtures';

// The sweeps' runner (tests/e2e/axe.ts) must find what axe finds: a page with known faults, no server.
test('the axe runner reports violations, only within its scope when given one, and again after a new load', async ({ page }) => {
  const faulty = `<!doctype html><html lang="en"><title>t</title><main><h1>Page</h1>
    <img src="data:," id="no-alt"><p style="color:#777;background:#888" id="faint">Hard to read</p></main>
    <div role="dialog" aria-label="d"><button id="empty"></button></div></html>`;
  const load = (html: string) => page.goto(`data:text/html,${encodeURIComponent(html)}`);
  await load(faulty);
  const ids = async (scope?: string) => {
    const axe = scope ? axeFor(page).include(scope) : axeFor(page);
    return (await axe.analyze()).violations.map((v) => v.id).sort();
  };
  expect(await ids()).toEqual(['button-name', 'color-contrast', 'image-alt']);
  expect(await ids('[role="dialog"]')).toEqual(['button-name']);
  // A new document: axe goes in again.
  await load(faulty.replace('<img src="data:," id="no-alt">', ''));
  expect(await ids()).toEqual(['button-name', 'color-contrast']);
});
