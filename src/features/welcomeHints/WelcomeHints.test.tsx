// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { User } from '../../../machines/domain/user';
import { renderWithSystem } from '../../testing/renderWithSystem';
import { testUsers } from '../../testing/users';
import { WelcomeHints } from './WelcomeHints';
import { welcomeHintsWiring } from './wiring';

const renderHints = async (user: User = testUsers.coordinator) => {
  const view = await renderWithSystem(<WelcomeHints user={user} />, { actors: { welcomeHints: welcomeHintsWiring() } });
  view.actor('welcomeHints').send({ type: 'hints.user', email: user.email });
  return view;
};

describe('WelcomeHints', () => {
  beforeEach(() => window.localStorage.clear());

  it('the welcome card by name, then the tools hint, then nothing; and not again for the same e-mail', async () => {
    const first = await renderHints();
    expect(await screen.findByRole('region', { name: 'New here? This is where to start.' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    const tools = await screen.findByRole('region', { name: 'Your care tools and help' });
    expect(tools.querySelector('a')?.getAttribute('href')).toBe('/faq');
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
    first.unmount();

    const again = await renderHints();
    // The actor has read what this e-mail has seen, and has nothing to show.
    await waitFor(() => expect(again.actor('welcomeHints').getSnapshot().value).toBe('done'));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('Dismiss hint puts the welcome card away; another person still sees theirs', async () => {
    const first = await renderHints();
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss hint' }));
    expect(await screen.findByRole('region', { name: 'Your care tools and help' })).toBeTruthy();
    first.unmount();

    await renderHints(testUsers.caregiver);
    expect(await screen.findByRole('region', { name: 'New here? This is where to start.' })).toBeTruthy();
  });
});
