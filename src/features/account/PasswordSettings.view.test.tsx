// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Services } from '../../services';
import { renderWithSystem } from '../../testing/renderWithSystem';
import { PasswordSettings } from './PasswordSettings';

function fakeAccount() {
  const asked: unknown[] = [];
  const account = async () => ({
    changePassword: async (body: { current_password: string; new_password: string }) => {
      asked.push(body);
      return body.current_password === 'old-secret-pass'
        ? { ok: true as const, signedOut: 2 }
        : { ok: false as const, fields: { current_password: 'That is not your current password.' } };
    },
  });
  return { api: { account } as unknown as Partial<Services>, asked };
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('Settings, Password', () => {
  it('refuses empty fields without asking, shows the server’s sentence under its field, then changes the password', async () => {
    const fake = fakeAccount();
    await renderWithSystem(<PasswordSettings />, { api: fake.api });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText('Enter your current password.')).toBeTruthy();
    expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBe('true');
    expect(fake.asked).toEqual([]);

    type('Current password', 'wrong-guess-1');
    type('New password', 'quiet-harbour-42');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('That is not your current password.')).toBeTruthy();
    expect(screen.getByLabelText('Current password').getAttribute('aria-describedby')).toBe('password-current_password-error');

    type('Current password', 'old-secret-pass');
    expect(screen.queryByText('That is not your current password.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(/Your password is changed\. Your 2 other sessions are signed out\./)).toBeTruthy();
    expect(fake.asked.at(-1)).toEqual({ current_password: 'old-secret-pass', new_password: 'quiet-harbour-42' });
  });
});
