// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DataExport } from '../../../contract/account';
import type { Services } from '../../services';
import { renderWithSystem } from '../../testing/renderWithSystem';
import { DataExportSettings } from './DataExportSettings';

const at = (status: DataExport['status'], progress: number): DataExport => ({
  id: '3f0c2a52-8a4b-4f7e-9a51-1f0d2b6a7c10',
  status,
  progress,
  requested_at: '2026-11-25T18:00:00.000Z',
  expires_at: status === 'ready' ? '2026-11-26T18:00:00.000Z' : null,
  bytes: status === 'ready' ? 4096 : null,
});

function fakeAccount(reads: DataExport[], options: { failRequest?: boolean } = {}) {
  const files: string[] = [];
  const account = async () => ({
    requestExport: async () => {
      if (options.failRequest) throw new Error('503');
      return at('preparing', 0);
    },
    exportStatus: async () => reads.shift() ?? at('ready', 100),
    exportFile: async (id: string) => (files.push(id), new Blob(['{}'], { type: 'application/json' })),
  });
  return { api: { account } as unknown as Partial<Services>, files };
}

describe('Settings, Your data', () => {
  it('prepares the data with its progress, then offers and downloads the file', async () => {
    const fake = fakeAccount([at('preparing', 50)]);
    await renderWithSystem(<DataExportSettings />, { api: fake.api });
    fireEvent.click(screen.getByRole('button', { name: 'Prepare my data' }));
    const progress = await screen.findByRole('progressbar', { name: 'Preparing your data…' });
    expect(progress.getAttribute('value')).toBe('0');
    // The machine reads the progress again after EXPORT_POLL_MS (real time here: a second or two).
    await screen.findByText(/Your data is ready \(4 KB\), until/, undefined, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Downloaded.')).toBeTruthy();
    expect(fake.files).toEqual(['3f0c2a52-8a4b-4f7e-9a51-1f0d2b6a7c10']);
  });

  it('says when the data could not be prepared, and tries again', async () => {
    await renderWithSystem(<DataExportSettings />, { api: fakeAccount([], { failRequest: true }).api });
    fireEvent.click(screen.getByRole('button', { name: 'Prepare my data' }));
    expect(await screen.findByText('Your data could not be prepared.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
