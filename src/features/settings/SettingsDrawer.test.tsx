// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithSystem } from '../../testing/renderWithSystem';
import { DisplaySettings } from './DisplaySettings';
import { SettingsButton } from './SettingsButton';
import { SettingsDrawer } from './SettingsDrawer';
import { readStoredSettings } from './settingsStorage';
import { settingsWiring } from './wiring';

// Signed out in these tests: the settings never reach for the account.
const signedOutApi = () => Promise.reject(new Error('signed out'));

// The actor starts from local storage, as createAppSystem starts it.
const renderSettings = () =>
  renderWithSystem(
    <>
      <SettingsButton />
      <SettingsDrawer />
      <DisplaySettings />
    </>,
    { actors: { settings: { logic: settingsWiring({ api: signedOutApi }), input: { stored: readStoredSettings() } } } },
  );

describe('display settings', () => {
  beforeEach(() => {
    window.localStorage.clear();
    document.documentElement.removeAttribute('dir');
    delete document.documentElement.dataset.theme;
  });

  it('the drawer opens from its button, applies a choice to the page at once and remembers it for the next visit', async () => {
    await renderSettings();
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Display settings' }));
    const drawer = await screen.findByRole('dialog', { name: 'Display settings' });
    fireEvent.click(within(drawer).getByRole('radio', { name: 'Dark' }));
    fireEvent.click(within(drawer).getByRole('radio', { name: 'Right to left' }));

    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));
    expect(document.documentElement.dir).toBe('rtl');
    expect(within(drawer).getByRole('radio', { name: 'Dark' }).getAttribute('aria-checked')).toBe('true');
    expect(readStoredSettings()).toMatchObject({ mode: 'dark', direction: 'rtl', layout: 'vertical' });

    fireEvent.click(within(drawer).getByRole('button', { name: 'Close display settings' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('starts from what was stored, and ignores a stored value that is not a setting', async () => {
    window.localStorage.setItem('neurohealth.display-settings', JSON.stringify({ mode: 'dark', direction: 'sideways' }));
    await renderSettings();
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(document.documentElement.dir).toBe('ltr');
  });
});
