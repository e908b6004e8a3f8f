// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Preferences } from '../../../contract/preferences';
import type { Services } from '../../services';
import { renderWithSystem } from '../../testing/renderWithSystem';
import { TimezoneSection } from './TimezoneSection';

const prefs = (timezone: string | null, offset: string | null) =>
  ({ timezone, offset, notifications: {}, display: null, display_version: 0 }) as unknown as Preferences;

function fakeService(start: Preferences, answer: (zone: string) => Promise<unknown>) {
  const saved: string[] = [];
  const service = {
    read: async () => start,
    saveTimezone: async (zone: string) => (saved.push(zone), answer(zone)),
  };
  return { saved, api: { preferences: async () => service } as unknown as Partial<Services> };
}

describe('Time zone section', () => {
  it('offers the browser’s zone until one is saved, saves it and shows it with its offset', async () => {
    const detected = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const { saved, api } = fakeService(prefs(null, null), async (zone) => ({ ok: true, preferences: prefs(zone, '+00:00') }));
    await renderWithSystem(<TimezoneSection />, { api });
    expect(
      await screen.findByText(`Detected from this browser: ${detected}. Save it to keep it with your account.`),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save time zone' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Time zone saved.'));
    expect(saved).toEqual([detected]);
    expect(screen.getByTestId('timezone-current').textContent).toBe(`Your time zone: ${detected} (UTC+00:00).`);
  });

  it('shows the server’s refusal with the field, as text', async () => {
    const { api } = fakeService(prefs(null, null), async () => ({ ok: false, message: 'is not a known time zone' }));
    await renderWithSystem(<TimezoneSection />, { api });
    fireEvent.click(await screen.findByRole('button', { name: 'Save time zone' }));
    expect((await screen.findByText('This time zone is not a known time zone.')).id).toBe('timezone-error');
    expect(screen.getByRole('combobox', { name: 'Time zone' }).getAttribute('aria-invalid')).toBe('true');
  });
});
