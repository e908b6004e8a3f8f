// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Services } from '../../services';
import type { WiringDeps } from '../../system/deps';
import { renderWithSystem } from '../../testing/renderWithSystem';
import { testUsers } from '../../testing/users';
import { WELCOME_CARD_TITLE } from '../../../machines/welcomeHints/welcome';
import { PinDialogHost } from '../pin/PinDialogHost';
import { pinGateWiring } from '../pin/wiring';
import { WelcomeHints } from './WelcomeHints';
import { welcomeHintsWiring } from './wiring';

/*
 * The first sign-in's asks, one at a time (issue #28.6): the welcome card, then the tools hint,
 * then the PIN intro (a modal), never the intro on top of a hint.
 */
const PIN_INTRO = 'Protect your profile and messages';
const user = testUsers.caregiver;
const services = {
  pinStatus: { status: async () => ({ hasPin: false, active: false, lockSeconds: 0 }) },
} as unknown as Services;
const deps = { api: async () => services, accountId: () => 'account-1', back: () => {} } as unknown as WiringDeps;

const renderFirstRun = async () => {
  const view = await renderWithSystem(
    <>
      <WelcomeHints user={user} />
      <PinDialogHost />
    </>,
    { actors: { welcomeHints: welcomeHintsWiring(), pinGate: { logic: pinGateWiring(deps), input: { offerIntro: true } } } },
  );
  view.actor('welcomeHints').send({ type: 'hints.user', email: user.email });
  return view;
};

describe('the first-run asks', () => {
  beforeEach(() => window.localStorage.clear());

  it('the PIN intro waits for the welcome card and the tools hint, then opens', async () => {
    const view = await renderFirstRun();
    expect(await screen.findByRole('region', { name: WELCOME_CARD_TITLE })).toBeTruthy();
    // The status has answered (no PIN): the intro is due, but waits for the card.
    await waitFor(() => expect(view.actor('pinGate').getSnapshot().hasTag('checking')).toBe(false));
    expect(view.actor('pinGate').getSnapshot().hasTag('dialog')).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('region', { name: 'Your care tools and help' });
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(await screen.findByRole('dialog', { name: PIN_INTRO }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('with the hints seen before, the intro opens at once', async () => {
    window.localStorage.setItem('neurohealth.welcome-hints', JSON.stringify({ [user.email]: { welcome: true, tools: true } }));
    await renderFirstRun();
    expect(await screen.findByRole('dialog', { name: PIN_INTRO }, { timeout: 5000 })).toBeTruthy();
  });
});
