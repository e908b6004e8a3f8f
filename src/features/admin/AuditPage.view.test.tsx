// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditRow } from '../../../contract/admin';
import type { Services } from '../../services';
import type { AuditFilters } from '../../services/admin';
import { renderWithSystem } from '../../testing/renderWithSystem';
import { AuditPage } from './AuditPage';

const ROW: AuditRow = {
  id: 3,
  at: '2026-11-25T10:00:00.000Z',
  actor: { user_id: 6, user_name: 'admin' },
  action: 'suspend',
  target: { user_id: 2, user_name: 'careseeker' },
  before: { suspended: false },
  after: { suspended: true },
  reason: '<b>Spam</b> in three communities',
  address: '127.0.0.1',
};

describe('/admin-audit', () => {
  it('shows each action with who, on whom, before and after, the reason as text and the address; filters on the server', async () => {
    const asked: (AuditFilters & { page?: number })[] = [];
    const admin = async () => ({
      audit: async (f: AuditFilters & { page?: number }) => (asked.push(f), { data: [ROW], total: 1, page: 0, size: 50 }),
    });
    await renderWithSystem(<AuditPage />, { api: { admin } as unknown as Partial<Services>, path: '/admin-audit' });
    const row = (await screen.findByText('careseeker (2)')).closest('tr')!;
    expect(within(row).getByText('<b>Spam</b> in three communities')).toBeTruthy();
    expect(within(row).getByText('admin')).toBeTruthy();
    expect(within(row).getByText('Suspend')).toBeTruthy();
    expect(within(row).getByText('{"suspended":true}')).toBeTruthy();
    expect(within(row).getByText('127.0.0.1')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Action'), { target: { value: 'unlock' } });
    await waitFor(() => expect(asked.at(-1)).toEqual({ page: 0, action: 'unlock' }));
  });
});
