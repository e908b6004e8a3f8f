// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import type { DisplayChoice, Preferences } from '../../../contract/preferences';
import { sampleBooking } from '../../../machines/booking/booking.types';
import { browserZone } from '../../../machines/domain/time';
import { settingsMachine, type DisplaySaveOutcome } from '../../../machines/settings/settings.machine';
import type { Services } from '../../services';
import { renderWithSystem } from '../../testing/renderWithSystem';
import { BookingDialog } from './BookingDialog';
import { BookingsPage } from './BookingsPage';

/*
 * Issue #37: a member (here a caregiver booking a session) reads times in the zone saved in
 * Settings, not the browser's; saving another zone moves them at once. The saved zone comes
 * from the settings actor, which reads the account's preferences on sign-in.
 */

// Tuesday 1 December 2026, 14:00 UTC: 23:00 in Tokyo, 14:00 in Lisbon (winter, UTC+0).
const START = '2026-12-01T14:00:00.000Z';
const SAVED = 'Asia/Tokyo';

const account = (timezone: string | null): Preferences => ({
  timezone,
  offset: null,
  notifications: {} as Preferences['notifications'],
  display: null,
  display_version: 0,
});

/** The settings actor as the app runs it, signed in, its account holding `timezone`. */
const settingsWith = (timezone: string | null) =>
  settingsMachine.provide({
    actions: { 'persist settings': () => undefined },
    actors: {
      readAccount: fromPromise(async () => account(timezone)),
      saveToAccount: fromPromise<DisplaySaveOutcome, { display: DisplayChoice; version: number }>(async () => ({
        saved: account(timezone),
      })),
    },
  });

const concierge = { user_id: 7, display_name: 'Jordan Lee', timezone: 'America/New_York' };
const mentorBooking = async () => ({
  availableSlots: async () => ({ slots: [{ start: START, end: '2026-12-01T14:30:00.000Z' }] }),
  events: async () => [sampleBooking(5, START, { role: 'booker' })],
  cancel: async () => sampleBooking(5, START),
});

async function signedIn(ui: ReactNode, timezone: string | null) {
  const view = await renderWithSystem(ui, {
    actors: { settings: { logic: settingsWith(timezone), input: { stored: null } } },
    api: { mentorBooking } as unknown as Partial<Services>,
  });
  await act(async () => view.actor('settings').send({ type: 'settings.signedIn' }));
  return view;
}

describe('times in the saved zone (issue #37)', () => {
  it('the browser runs in another zone than the saved one (the premise of these tests)', () => {
    expect(browserZone()).not.toBe(SAVED);
  });

  it('shows a caregiver’s booking slots in their saved zone, labelled, and moves them when Settings saves another', async () => {
    const view = await signedIn(<BookingDialog concierge={concierge} viewerName="caregiver" onClose={() => undefined} />, SAVED);
    const grid = await screen.findByRole('grid');
    expect(await within(grid).findByRole('button', { name: '23:00' })).toBeTruthy();
    expect(screen.getByText(/Times below are in Asia\/Tokyo/)).toBeTruthy();

    await act(async () => view.actor('settings').send({ type: 'settings.timezone.saved', timezone: 'Europe/Lisbon' }));
    expect(within(screen.getByRole('grid')).getByRole('button', { name: '14:00' })).toBeTruthy();
    expect(screen.getByText(/Times below are in Europe\/Lisbon/)).toBeTruthy();
  });

  it('lists a caregiver’s sessions in their saved zone, labelled', async () => {
    await signedIn(<BookingsPage label="My bookings" viewerName="caregiver" />, SAVED);
    expect(await screen.findByText(/Times in Asia\/Tokyo/)).toBeTruthy();
    expect(screen.getByText(/23:00/)).toBeTruthy();
  });

  it('without a saved zone, uses the browser’s', async () => {
    await signedIn(<BookingsPage label="My bookings" viewerName="caregiver" />, null);
    expect(await screen.findByText(new RegExp(`Times in ${browserZone().replace('/', '\\/')}`))).toBeTruthy();
  });
});
