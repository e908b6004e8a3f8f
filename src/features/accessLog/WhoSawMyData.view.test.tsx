// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AccessEntry } from '../../../contract/accessLog';
import type { Services } from '../../services';
import { renderWithSystem } from '../../testing/renderWithSystem';
import { WhoSawMyData } from './WhoSawMyData';

const NEWER: AccessEntry = {
  id: 9,
  at: '2026-12-07T09:30:00.000Z',
  reader: { user_id: 5, display_name: 'Jordan Lee' },
  kind: 'note',
  what: 'the note “Medication change”',
  reason: null,
};
// A reader's name and a note's title are other people's words: shown as text, never as markup.
const OLDER: AccessEntry = {
  ...NEWER,
  id: 4,
  at: '2026-12-06T08:00:00.000Z',
  reader: { user_id: 6, display_name: '<img src=x onerror=alert(1)>' },
  what: 'the note “Night log”',
  reason: 'Checking a reported message',
};

/**
 * The service answers each read with the next of `answers` (an Error is a failed read), and each
 * CSV with the next of `files`; it keeps the filters it was asked with.
 */
function fakeLog(answers: Array<AccessEntry[] | Error>, files: Array<Blob | Error> = []) {
  let reads = 0;
  const asked: unknown[] = [];
  const accessLog = async () => ({
    mine: async (filter: unknown) => {
      asked.push(['list', filter]);
      const answer = answers[Math.min(reads++, answers.length - 1)]!;
      if (answer instanceof Error) throw answer;
      return answer;
    },
    csv: async (filter: unknown) => {
      asked.push(['csv', filter]);
      const file = files.shift()!;
      if (file instanceof Error) throw file;
      return file;
    },
  });
  return { api: { accessLog } as unknown as Partial<Services>, reads: () => reads, asked };
}

describe('Settings › Privacy › Who saw my data', () => {
  it('lists who opened what, when and why, newest first, as the server ordered them', async () => {
    await renderWithSystem(<WhoSawMyData />, { api: fakeLog([[NEWER, OLDER]]).api });
    const list = await screen.findByRole('list', { name: 'Who saw my data, newest first' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.querySelector('p')!.textContent)).toEqual([
      'Jordan Lee opened the note “Medication change”',
      '<img src=x onerror=alert(1)> opened the note “Night log”',
    ]);
    expect(items[1]!.textContent).toContain('Reason: Checking a reported message');
    expect(items[0]!.textContent).not.toContain('Reason');
    expect(items[0]!.querySelector('time')!.getAttribute('datetime')).toBe(NEWER.at);
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('says when no one else has opened anything; Refresh reads again', async () => {
    const fake = fakeLog([[], [NEWER]]);
    await renderWithSystem(<WhoSawMyData />, { api: fake.api });
    expect(await screen.findByText('No one else has opened your information.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Jordan Lee')).toBeTruthy();
    expect(fake.reads()).toBe(2);
  });

  it('a failed read says so, and Try again reads again', async () => {
    await renderWithSystem(<WhoSawMyData />, { api: fakeLog([new Error('unavailable'), [NEWER]]).api });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Who saw your data could not be loaded.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('Jordan Lee')).toBeTruthy());
  });

  it('shows one kind of read, and exports what is shown as CSV; a failed export says so', async () => {
    const fake = fakeLog([[NEWER, OLDER], []], [new Error('unavailable'), new Blob(['at\r\n'], { type: 'text/csv' })]);
    await renderWithSystem(<WhoSawMyData />, { api: fake.api });
    await screen.findByRole('list', { name: 'Who saw my data, newest first' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Show' }), { target: { value: 'account' } });
    expect(await screen.findByText('No one else has opened your account panel.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The CSV could not be prepared. Try again.');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(fake.asked).toEqual([
      ['list', {}],
      ['list', { kind: 'account' }],
      ['csv', { kind: 'account' }],
      ['csv', { kind: 'account' }],
    ]);
  });
});
