// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSystem } from '../../testing/renderWithSystem';
import { testUsers } from '../../testing/users';
import { sectionLabel } from '../../routes/_app/_member/settings/-labels';
import { SETTINGS_SECTIONS, sectionsFor } from '../../routes/_app/_member/settings/-sections';
import { SettingsFrame } from './SettingsFrame';

const links = (user = testUsers.caregiver) => sectionsFor(user).map(({ id, label }) => ({ id, label }));
const nav = () => screen.getByRole('navigation', { name: 'Settings sections' });
const link = (name: string) => screen.getByRole('link', { name });

describe('Settings sections', () => {
  it('gives each section its own address, Account being /settings itself', async () => {
    await renderWithSystem(
      <SettingsFrame sections={links()}>
        <p>section</p>
      </SettingsFrame>,
      { path: '/settings' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    const hrefs = Object.fromEntries(Array.from(nav().querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')]));
    // Every declared section is listed, in order, at its own address (other rooms add entries to the list).
    expect(Object.keys(hrefs)).toEqual(links().map((l) => l.label));
    for (const { id, label } of links()) expect(hrefs[label]).toBe(id === 'account' ? '/settings' : `/settings/${id}`);
    expect(hrefs).toMatchObject({ Account: '/settings', Display: '/settings/display', PIN: '/settings/pin' });
  });

  it('marks the section shown as the current page, and moves the mark when another is opened', async () => {
    const view = await renderWithSystem(
      <SettingsFrame sections={links()}>
        <p>section</p>
      </SettingsFrame>,
      { path: '/settings/pin' },
    );
    expect(link('PIN').getAttribute('aria-current')).toBe('page');
    // The Account home is /settings, a prefix of every section's address: it is current only when exactly there.
    expect(link('Account').getAttribute('aria-current')).toBeNull();
    await act(async () => {
      fireEvent.click(link('Account'));
    });
    expect(view.router.state.location.pathname).toBe('/settings');
    expect(link('Account').getAttribute('aria-current')).toBe('page');
    expect(link('PIN').getAttribute('aria-current')).toBeNull();
  });

  it('lists Mentor status only for the people who run sessions', () => {
    expect(sectionsFor(testUsers.caregiver).map((s) => s.id)).not.toContain('mentor-status');
    expect(sectionsFor(testUsers.coordinator).map((s) => s.id)).toContain('mentor-status');
    expect(sectionsFor(testUsers.provider).map((s) => s.id)).toContain('mentor-status');
    expect(sectionsFor(null)).toEqual([]);
  });

  it('names every section in the page title from its address, and no section for an address that is none', () => {
    for (const { id, label } of SETTINGS_SECTIONS) expect(sectionLabel(id)).toBe(label);
    expect(sectionLabel('time-zone')).toBe('Time zone');
    expect(sectionLabel('toString')).toBeUndefined();
    expect(sectionLabel('nowhere')).toBeUndefined();
  });
});
