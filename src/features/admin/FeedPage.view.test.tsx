// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Decision, ItemRef, QueueItem } from '../../../contract/admin-feed';
import type { Services } from '../../services';
import { renderWithSystem } from '../../testing/renderWithSystem';
import { FeedPage } from './FeedPage';

const item = (id: number, extra: Partial<QueueItem> = {}): QueueItem => ({
  target_type: 'COMMENT',
  target_id: id,
  post_id: 40,
  community: { community_id: 1, community_name: 'Caregivers' },
  author: { user_id: 5, user_name: 'caregiver', display_name: 'caregiver' },
  title: null,
  body_json: null,
  text: '<img src=x onerror=alert(1)> buy pills',
  created_at: '2026-11-01T10:00:00.000Z',
  hidden: 'REPORTED',
  report_count: 2,
  last_reported_at: '2026-11-02T10:00:00.000Z',
  reports: [
    {
      reporter: { user_id: 7, user_name: 'mentor', display_name: 'Maya Chen' },
      reason: 'SPAM',
      details: 'Links to a shop',
      created_at: '2026-11-02T10:00:00.000Z',
    },
    {
      reporter: { user_id: 8, user_name: 'provider', display_name: 'Bright Clinic' },
      reason: 'MEDICAL_MISINFORMATION',
      details: '',
      created_at: '2026-11-02T09:00:00.000Z',
    },
  ],
  claimed_by: null,
  claimed_by_me: false,
  author_history: { posts: 3, comments: 12, removed: 1, reported: 4 },
  ...extra,
});
const REFUSED = Object.assign(new Error('409'), {
  refusal: { code: 'conflict', message: 'Ana Lopez is working on this item; ask them or wait until they decide.' },
});

function fakeAdmin(options: { refuseDecision?: boolean } = {}) {
  let items = [
    item(1),
    item(2, {
      author: { user_id: 6, user_name: 'careseeker', display_name: 'careseeker' },
      claimed_by: { user_id: 3, user_name: 'ana', display_name: 'Ana Lopez' },
    }),
  ];
  const asked: unknown[] = [];
  const decided: { items: ItemRef[]; decision: Decision; reason: string }[] = [];
  const claims: [ItemRef, boolean][] = [];
  const admin = async () => ({
    queue: async (f: unknown) => (asked.push(f), { data: items, total: items.length, page: 0, size: 20 }),
    claim: async (ref: ItemRef, claimed: boolean) => {
      claims.push([ref, claimed]);
      const me = { user_id: 9, user_name: 'admin', display_name: 'admin' };
      items = items.map((i) =>
        i.target_id === ref.target_id ? { ...i, claimed_by: claimed ? me : null, claimed_by_me: claimed } : i,
      );
      return items.find((i) => i.target_id === ref.target_id)!;
    },
    decide: async (body: { items: ItemRef[]; decision: Decision; reason: string }) => {
      decided.push(body);
      if (options.refuseDecision) throw REFUSED;
      items = items.filter((i) => !body.items.some((r) => r.target_id === i.target_id));
      return { decided: body.items.length };
    },
  });
  return { api: { admin } as unknown as Partial<Services>, asked, decided, claims };
}

describe('/admin-feed', () => {
  it('shows each item as text with its reports, the author record and the claim; claims, then removes with a reason', async () => {
    const fake = fakeAdmin();
    await renderWithSystem(<FeedPage />, { api: fake.api });
    const first = (await screen.findByRole('article', { name: 'Comment by caregiver' })) as HTMLElement;
    // Server text is text: the markup is shown, never made into an element.
    expect(within(first).getByText('<img src=x onerror=alert(1)> buy pills')).toBeTruthy();
    expect(first.querySelector('img')).toBeNull();
    expect(within(first).getByText(/Spam — Maya Chen/)).toBeTruthy();
    expect(within(first).getByText('“Links to a shop”')).toBeTruthy();
    expect(within(first).getByText(/Medical misinformation — Bright Clinic/)).toBeTruthy();
    expect(within(first).getByText('Hidden by reports until reviewed')).toBeTruthy();
    expect(within(first).getByText(/3 posts, 12 comments, 1 removed, 4 reports against them/)).toBeTruthy();

    const all = screen.getAllByRole('article');
    const theirs = all[1]!;
    expect(within(theirs).getByText('Claimed by Ana Lopez')).toBeTruthy();
    expect((within(theirs).getByRole('button', { name: 'Remove' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(within(first).getByRole('button', { name: 'Claim' }));
    expect(await within(first).findByText('Claimed by you')).toBeTruthy();
    expect(fake.claims).toEqual([[{ target_type: 'COMMENT', target_id: 1 }, true]]);

    fireEvent.click(within(first).getByRole('button', { name: 'Remove' }));
    const form = screen.getByRole('form', { name: 'Remove 1 item' });
    const confirm = within(form).getByRole('button', { name: 'Confirm: Remove' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(form).getByLabelText('Reason (the author is told it; kept in the audit log)'), {
      target: { value: 'Selling medication' },
    });
    fireEvent.click(confirm);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Removed 1 item.'));
    expect(fake.decided).toEqual([
      { items: [{ target_type: 'COMMENT', target_id: 1 }], decision: 'remove', reason: 'Selling medication' },
    ]);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Comment by caregiver' })).toBeNull());
  });

  it('asks for the order and kind chosen; a bulk decision refused keeps its reason for Try again', async () => {
    const fake = fakeAdmin({ refuseDecision: true });
    await renderWithSystem(<FeedPage />, { api: fake.api });
    await screen.findAllByRole('article');
    fireEvent.change(screen.getByLabelText('Order'), { target: { value: 'most_reported' } });
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'COMMENT' } });
    await waitFor(() => expect(fake.asked.at(-1)).toEqual({ sort: 'most_reported', target: 'COMMENT', page: 0 }));

    await screen.findAllByRole('article');
    expect((screen.getByRole('button', { name: 'Ignore selected' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select comment: Comment by caregiver' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ignore selected' }));
    const form = screen.getByRole('form', { name: 'Ignore the reports on 1 item' });
    fireEvent.change(within(form).getByLabelText('Reason (kept in the audit log)'), { target: { value: 'Not a breach' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Confirm: Ignore the reports on' }));
    await waitFor(() =>
      expect(within(form).getByRole('alert').textContent).toBe(
        'Ana Lopez is working on this item; ask them or wait until they decide.',
      ),
    );
    expect((within(form).getByLabelText('Reason (kept in the audit log)') as HTMLTextAreaElement).value).toBe('Not a breach');
    expect(within(form).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(fake.decided[0]).toMatchObject({ decision: 'ignore', items: [{ target_type: 'COMMENT', target_id: 1 }] });
  });
});
