// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithSystem } from '../../testing/renderWithSystem';
import { NotFound } from './NotFound';
import { RouteError } from './RouteError';

const reported = vi.hoisted(() => [] as Array<{ error: unknown; context: unknown }>);
vi.mock('../../reporting/reporting', () => ({
  reportError: (error: unknown, context: unknown) => {
    reported.push({ error, context });
  },
}));

describe('error pages', () => {
  it('a page that failed to render says so in an alert, reports it once, and Try again resets it', async () => {
    const reset = vi.fn();
    const error = new Error('render failed');
    await renderWithSystem(<RouteError error={error} reset={reset} info={{ componentStack: '' }} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('This page could not be shown. The problem has been reported.');
    expect(reported).toEqual([{ error, context: { flow: 'route' } }]);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reset).toHaveBeenCalledTimes(1);
  });

  it('an unknown address: Page not found and a way home', async () => {
    await renderWithSystem(<NotFound />, { path: '/no-such-page' });
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });
});
