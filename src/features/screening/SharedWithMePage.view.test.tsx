// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SharedResult } from '../../../contract/screening-shares';
import type { Services } from '../../services';
import { renderWithSystem } from '../../testing/renderWithSystem';
import { SharedWithMePage } from './SharedWithMePage';

const item = (shareId: number, owner: string): SharedResult => ({
  share_id: shareId,
  owner: { user_id: shareId + 10, display_name: owner },
  until: null,
  result: {
    id: shareId,
    tool: 'gad7',
    answers: [1, 2, 1, 0, 1, 2, 1],
    score: 8,
    max: 21,
    band: 'mild',
    subscales: [],
    safety_flag: false,
    not_yet: 0,
    taken_at: '2026-11-20T09:00:00.000Z',
  },
});

describe('/screening-shared: results shared with a concierge', () => {
  it('lists what is shared; a share revoked (live, through the screening owner) leaves the page at once and the live region says whose', async () => {
    let reads = 0;
    const screening = async () => ({
      sharedWithMe: async () => (reads++, { shared: [item(2, 'Maya Patel'), item(1, 'Sam Ortiz')], at: Date.now() }),
    });
    const view = await renderWithSystem(<SharedWithMePage />, { api: { screening } as unknown as Partial<Services> });
    const list = await screen.findByRole('list', { name: 'Shared results' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(
      within(list)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual([expect.stringMatching(/^Maya Patel: GAD-7 of /), expect.stringMatching(/^Sam Ortiz: GAD-7 of /)]);

    view.actor('screening').send({ type: 'privacy.screeningUnshared', shareId: 2 });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(within(list).getByRole('heading').textContent).toMatch(/^Sam Ortiz/);
    expect(screen.getByRole('status').textContent).toBe('Maya Patel stopped sharing a result with you.');
    expect(reads).toBe(1);
  });
});
