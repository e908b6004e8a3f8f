// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeAuth } from '../../testing/auth';
import { renderWithSystem } from '../../testing/renderWithSystem';
import { testUsers } from '../../testing/users';
import { useSession } from '../auth/useSession';
import { SessionGate } from './SessionGate';

/** The gate as a signed-in route uses it: fed by useSession. */
function Gate() {
  return <SessionGate session={useSession()} />;
}

describe('SessionGate', () => {
  it('while the profile loads: a labelled spinner, never a half-drawn shell', async () => {
    await renderWithSystem(<Gate />, { actors: { auth: fakeAuth({ user: testUsers.caregiver }).logic } });
    expect(screen.getByRole('heading', { name: 'NeuroHealth Care' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Opening your account…');
  });

  it('a profile that cannot be loaded: the reason in an alert and Try again, which loads it again', async () => {
    const auth = fakeAuth({ user: testUsers.caregiver, profileFailures: 1 });
    const view = await renderWithSystem(<Gate />, { actors: { auth: auth.logic } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load your profile. Check your connection and try again.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(view.actor('auth').getSnapshot().hasTag('ready')).toBe(true));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
