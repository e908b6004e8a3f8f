// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Services } from '../../services';
import { renderWithSystem } from '../../testing/renderWithSystem';
import { ConciergeSearchPage } from './ConciergeSearchPage';

/*
 * Issue #28 item 5: on a phone the filters took about 1,000 px before the first concierge. Below
 * `sm` they fold behind a "Filters (n)" disclosure (n: the filters in force); the name or keyword
 * field and Search stay in view. (The layout itself, first result above the fold at 390 px and
 * axe, is checked in tests/e2e/book-session-phone.spec.ts.)
 */
const renderPage = (params: Record<string, unknown>) => {
  const mentorBooking = async () => ({ searchConcierges: async () => ({ items: [], total: 0 }) });
  return renderWithSystem(<ConciergeSearchPage params={params} onParams={() => {}} viewerName="caregiver" />, {
    api: { mentorBooking } as unknown as Partial<Services>,
  });
};

describe('Book a Session filters on a phone', () => {
  it('fold behind "Filters (n)", counting the filters in force, which opens and closes them', async () => {
    await renderPage({ lang: 'English,Spanish', rating: 4, minExp: 5 });
    const toggle = screen.getByRole('button', { name: 'Filters (4)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    // Folded below sm (hidden), always shown from sm up (the toggle itself is hidden there).
    expect(panel.className).toMatch(/(^|\s)hidden(\s|$)/);
    expect(panel.className).toMatch(/sm:grid/);
    expect(toggle.className).toMatch(/sm:hidden/);
    expect(panel.querySelector('fieldset legend')?.textContent).toBe('Languages');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(panel.className).not.toMatch(/(^|\s)hidden(\s|$)/);
    // The keyword and Search are outside the fold.
    expect(panel.contains(screen.getByLabelText('Name or keyword'))).toBe(false);
    expect(panel.contains(screen.getByRole('button', { name: 'Search' }))).toBe(false);
  });

  it('says "Filters" alone when none is in force', async () => {
    await renderPage({});
    expect(screen.getByRole('button', { name: 'Filters' })).toBeTruthy();
  });
});
