// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeAuth } from '../../testing/auth';
import { renderWithSystem } from '../../testing/renderWithSystem';
import { testUsers } from '../../testing/users';
import { AuthActions as Actions } from './AuthActions';
import { CurrentPublicPath } from './SiteLink';

/** As on a prerendered public page: links are plain links (SiteLink.tsx). */
const AuthActions = () => (
  <CurrentPublicPath.Provider value="/about">
    <Actions />
  </CurrentPublicPath.Provider>
);

describe('the public header sign-in controls', () => {
  it.each([
    { button: 'Login', signup: false },
    { button: 'Sign up', signup: true },
  ])('signed out: $button sends the person to the identity provider, back to the dashboard after', async ({ button, signup }) => {
    const auth = fakeAuth({ user: null });
    await renderWithSystem(<AuthActions />, { actors: { auth: auth.logic } });
    const control = await screen.findByRole('button', { name: button });
    await waitFor(() => expect(control.hasAttribute('disabled')).toBe(false));
    fireEvent.click(control);
    await waitFor(() => expect(auth.redirects).toEqual([{ returnTo: '/dashboard', signup }]));
  });

  it('signed in: one Go to App link to the dashboard instead', async () => {
    await renderWithSystem(<AuthActions />, { actors: { auth: fakeAuth({ user: testUsers.caregiver }).logic } });
    const link = await screen.findByRole('link', { name: 'Go to App' });
    expect(link.getAttribute('href')).toBe('/dashboard');
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
  });

  it('while the session is being checked, both buttons are shown but disabled (no layout jump)', async () => {
    await renderWithSystem(<AuthActions />);
    expect(screen.getByRole('button', { name: 'Login' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Sign up' }).hasAttribute('disabled')).toBe(true);
  });
});
