// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeAuth } from '../../testing/auth';
import { renderWithSystem } from '../../testing/renderWithSystem';
import { testUsers } from '../../testing/users';
import { useSession } from './useSession';

/** What a view built on useSession shows: the status, who, and the sign-out control. */
function Probe() {
  const session = useSession();
  return (
    <div>
      <p>status: {session.status}</p>
      <p>user: {session.user?.email ?? 'nobody'}</p>
      <button type="button" onClick={session.signOut} disabled={session.busy}>
        Log out
      </button>
    </div>
  );
}

describe('useSession', () => {
  it('is pending, then signed in with the profile; Log out ends the session at the provider and forgets the person', async () => {
    const auth = fakeAuth({ user: testUsers.provider });
    await renderWithSystem(<Probe />, { actors: { auth: auth.logic } });
    await screen.findByText('user: care@brightpath.example');
    expect(screen.getByText('status: signedIn')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await screen.findByText('status: signedOut');
    expect(screen.getByText('user: nobody')).toBeTruthy();
    expect(auth.redirects).toEqual(['sign out']);
  });

  it('reads as pending, and its events do nothing, while the auth actor is not running', async () => {
    await renderWithSystem(<Probe />);
    expect(screen.getByText('status: pending')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(screen.getByText('user: nobody')).toBeTruthy());
  });
});
