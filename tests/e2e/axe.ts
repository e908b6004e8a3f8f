import axe, { type Result } from 'axe-core';
import type { Page } from '@playwright/test';

/**
 * What every axe sweep checks: WCAG 2.2 AA and what it includes, and axe's best practices.
 * Named, not left to axe's defaults: its default set leaves out WCAG 2.2's target size
 * (2.5.8, off unless asked for by its tag).
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * axe on a page, checking AXE_TAGS, run in the page itself; every sweep starts here (`axeFor`).
 *
 * Why not @axe-core/playwright: its `analyze()` evaluates axe's 650 kB source in the page on
 * every call, and a sweep checks the same page several times (the page, then each dialog). On
 * /community, alone, the builder's call took 770-1,120 ms where axe's own run took 200-380 ms
 * and the source 290 ms once. Here the source goes in once per document, the first time a page
 * is checked, and stays for every later check until the next load. Only violations come back.
 * (The builder also dropped the tags it was given: its `options()` replaced the object
 * `withTags()` had filled, so the sweeps ran axe's default set, without WCAG 2.2's target size.)
 */
export class PageAxe {
  private context: string | undefined;

  constructor(private readonly page: Page) {}

  /** Checks only what matches `selector` (a modal dialog or menu makes the rest inert). */
  include(selector: string): this {
    this.context = selector;
    return this;
  }

  async analyze(): Promise<{ violations: Result[] }> {
    const args = { include: this.context, tags: AXE_TAGS };
    let violations = await this.page.evaluate(runAxe, args);
    if (violations === null) {
      await this.page.evaluate(axe.source);
      violations = await this.page.evaluate(runAxe, args);
    }
    if (violations === null) throw new Error('axe-core did not load in the page');
    return { violations };
  }
}

/** Runs in the page: axe's violations, or null when this document has no axe yet. */
async function runAxe({ include, tags }: { include: string | undefined; tags: string[] }): Promise<Result[] | null> {
  const inPage = (window as unknown as { axe?: typeof axe }).axe;
  if (!inPage) return null;
  const results = await inPage.run(include ? { include: [include] } : document, {
    runOnly: { type: 'tag', values: tags },
    resultTypes: ['violations'],
  });
  return results.violations;
}
