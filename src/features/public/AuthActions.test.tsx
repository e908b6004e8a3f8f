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
    const control = await screen.findByRole('link', { name: button });
    // Once the app knows nobody is signed in, the app starts the sign-in itself (its own PKCE state).
    await waitFor(() => expect(fireEvent.click(control)).toBe(false));
    await waitFor(() => expect(auth.redirects).toEqual([{ returnTo: '/dashboard', signup }]));
  });

  it('signed in: one Go to App link to the dashboard instead', async () => {
    await renderWithSystem(<AuthActions />, { actors: { auth: fakeAuth({ user: testUsers.caregiver }).logic } });
    const link = await screen.findByRole('link', { name: 'Go to App' });
    expect(link.getAttribute('href')).toBe('/dashboard');
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
  });

  it('while the session is being checked, both are links that work as links: to the server’s sign-in start (#59)', async () => {
    await renderWithSystem(<AuthActions />);
    const login = screen.getByRole('link', { name: 'Login' });
    const signUp = screen.getByRole('link', { name: 'Sign up' });
    expect(login.getAttribute('href')).toBe('/auth/sign-in');
    expect(signUp.getAttribute('href')).toBe('/auth/sign-up');
    expect(screen.queryByRole('button')).toBeNull();
    // Not held back by the app: the browser follows them (the default is not prevented).
    expect(fireEvent.click(login)).toBe(true);
    expect(fireEvent.click(signUp)).toBe(true);
  });
});
