// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeAuth } from '../../testing/auth';
import { renderWithSystem } from '../../testing/renderWithSystem';
import { testUsers } from '../../testing/users';
import { AdminHome } from './AdminHome';

describe('the administrator home', () => {
  it('names the administrator and says plainly the tools are not built yet', async () => {
    await renderWithSystem(<AdminHome />, { actors: { auth: fakeAuth({ user: testUsers.admin }).logic } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Concierge administration' })).toBeTruthy();
    expect(screen.getByText(/Signed in as admin, administrator\./)).toBeTruthy();
    expect(screen.getByText('The concierge administration tools are not available yet in this beta.')).toBeTruthy();
  });
});
