// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FeedbackItem } from '../../../contract/feedback';
import type { Services } from '../../services';
import { renderWithSystem } from '../../testing/renderWithSystem';
import { FeedbackPage } from './FeedbackPage';

const item = (id: number, extra: Partial<FeedbackItem> = {}): FeedbackItem => ({
  id,
  message: `Message ${id}`,
  page: null,
  email: null,
  received_at: '2026-12-07T10:00:00.000Z',
  ...extra,
});

describe('/admin-feedback (#63.13)', () => {
  it('lists the beta feedback newest first, as text, with its page and an address to reply to; pages on the server', async () => {
    const asked: number[] = [];
    const admin = async () => ({
      feedback: async (page: number) => {
        asked.push(page);
        return page === 0
          ? {
              data: [item(2, { message: '<b>Map</b> needs labels', page: 'Providers', email: 'kim@example.test' }), item(1)],
              total: 21,
              page: 0,
              size: 20,
            }
          : { data: [item(0)], total: 21, page: 1, size: 20 };
      },
    });
    await renderWithSystem(<FeedbackPage />, { api: { admin } as unknown as Partial<Services>, path: '/admin-feedback' });
    expect(await screen.findByText('<b>Map</b> needs labels')).toBeTruthy();
    expect(screen.getByText('21 messages')).toBeTruthy();
    expect(screen.getByRole('heading', { name: /about Providers$/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'kim@example.test' }).getAttribute('href')).toBe('mailto:kim@example.test');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByText('Message 0')).toBeTruthy());
    expect(asked).toEqual([0, 1]);
  });
});
