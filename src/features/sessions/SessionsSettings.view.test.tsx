// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SignedInSession } from '../../../contract/sessions';
import type { Services } from '../../services';
import { renderWithSystem } from '../../testing/renderWithSystem';
import { SessionsSettings } from './SessionsSettings';

const HERE: SignedInSession = {
  id: 'here',
  current: true,
  device: 'Firefox on Linux',
  address: '203.0.113.7',
  signed_in_at: '2026-11-25T09:00:00.000Z',
  last_active_at: '2026-11-25T10:00:00.000Z',
};
const PHONE: SignedInSession = { ...HERE, id: 'phone', current: false, device: 'Safari on iOS', address: '198.51.100.2' };
// A user agent is the other browser's to say: shown as text, never as markup.
const ODD: SignedInSession = { ...HERE, id: 'odd', current: false, device: '<img src=x onerror=alert(1)>', address: null };

function fakeSessions(list: SignedInSession[]) {
  const calls: string[] = [];
  const sessions = async () => ({
    list: async () => list,
    signOut: async (id: string) => void calls.push(`out:${id}`),
    signOutOthers: async () => {
      calls.push('others');
      return list.filter((s) => !s.current).length;
    },
  });
  return { api: { sessions } as unknown as Partial<Services>, calls };
}

describe('Settings › Sessions', () => {
  it('shows this browser and the others with their address; signs one out, then all the others', async () => {
    const fake = fakeSessions([HERE, PHONE, ODD]);
    await renderWithSystem(<SessionsSettings />, { api: fake.api });
    expect(await screen.findByText('Firefox on Linux')).toBeTruthy();
    expect(screen.getByText(/From 203\.0\.113\.7/)).toBeTruthy();
    expect(screen.getByText('<img src=x onerror=alert(1)>', { selector: 'p' })).toBeTruthy();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    // This browser has no Sign out of its own (Log out is for it).
    expect(screen.getAllByRole('button', { name: /^Sign out (?!all)/ }).map((b) => b.textContent)).toEqual([
      'Sign out Safari on iOS',
      'Sign out <img src=x onerror=alert(1)>',
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Sign out Safari on iOS' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Safari on iOS is signed out.'));
    expect(screen.queryByText('Safari on iOS', { selector: 'p' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Sign out all other sessions' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^Signed out \d other session/));
    expect(screen.getByText('You are not signed in anywhere else.')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Sessions' })).getByText('Firefox on Linux')).toBeTruthy();
    expect(fake.calls).toEqual(['out:phone', 'others']);
  });
});
