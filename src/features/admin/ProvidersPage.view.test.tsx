// @vitest-environment happy-dom
import { fireEvent, screen, within, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminProvider, ProviderFields } from '../../../contract/admin-providers';
import { EMPTY_PROVIDER } from '../../../machines/admin/providerEditor.machine';
import type { Services } from '../../services';
import { ProviderRefused } from '../../services/adminProviders';
import { renderWithSystem } from '../../testing/renderWithSystem';
import { ProvidersPage } from './ProvidersPage';

const HARBOR: AdminProvider = {
  ...EMPTY_PROVIDER,
  therapy_provider_id: 12,
  name: 'Harbor Speech',
  services: ['speech'],
  city: 'Cambridge',
  state: 'MA',
  zip_code: '02139',
  phone: '(617) 555-0100',
  website: 'http://harbor.example',
  provider_image_url: null,
  retired_at: null,
};

function fake() {
  const saves: [number | null, ProviderFields, string][] = [];
  let refuse = true;
  const adminProviders = async () => ({
    list: async () => ({ data: [HARBOR], total: 1, page: 0, size: 20 }),
    save: async (id: number | null, fields: ProviderFields, reason: string) => {
      saves.push([id, fields, reason]);
      if (refuse) {
        refuse = false;
        throw new ProviderRefused({ message: null, issues: [{ path: 'body.website', message: 'must start with https://' }] });
      }
      return { ...HARBOR, ...fields };
    },
    retire: async () => ({ ...HARBOR, retired_at: '2026-11-25T00:00:00.000Z' }),
  });
  return { api: { adminProviders } as unknown as Partial<Services>, saves };
}

describe('/admin-provider', () => {
  it("edits a provider with a reason; the server's word on the website shows by its field; fixed and saved", async () => {
    const f = fake();
    await renderWithSystem(<ProvidersPage />, { api: f.api });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Harbor Speech' }));
    const form = screen.getByRole('form', { name: 'Edit Harbor Speech' });
    expect((within(form).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(form).getByLabelText('Reason (kept in the audit log)'), { target: { value: 'New hours' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('must start with https://')).toBeTruthy();
    expect(
      within(form)
        .getByLabelText(/^Website \(https:/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    fireEvent.change(within(form).getByLabelText(/^Website \(https:/), { target: { value: 'https://harbor.example' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved: Harbor Speech.')).toBeTruthy();
    expect(f.saves.map(([id, fields, reason]) => [id, fields.website, reason])).toEqual([
      [12, 'http://harbor.example', 'New hours'],
      [12, 'https://harbor.example', 'New hours'],
    ]);
  });
});

describe('/admin-provider picture', () => {
  it("shows the saved picture; a chosen file is uploaded by Save and its url saved; the server's refusal shows as text", async () => {
    const saved = '/public/provider-pictures/0b0e4c1e-6f5a-4c8e-9d7a-1c2b3d4e5f60';
    const uploads: Blob[] = [];
    const saves: (string | null | undefined)[] = [];
    let refuse = true;
    const adminProviders = async () => ({
      list: async () => ({ data: [{ ...HARBOR, provider_image_url: saved }], total: 1, page: 0, size: 20 }),
      uploadPicture: async (file: Blob) => {
        uploads.push(file);
        if (refuse) {
          refuse = false;
          throw new ProviderRefused({ message: 'A provider’s picture must be an image: PNG, JPEG, GIF or WebP.', issues: [] });
        }
        return 'http://localhost/public/provider-pictures/new';
      },
      save: async (_id: number | null, fields: ProviderFields, _reason: string, picture?: string | null) => {
        saves.push(picture);
        return { ...HARBOR, ...fields, provider_image_url: picture ?? null };
      },
    });
    await renderWithSystem(<ProvidersPage />, { api: { adminProviders } as unknown as Partial<Services> });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Harbor Speech' }));
    const form = screen.getByRole('form', { name: 'Edit Harbor Speech' });
    expect(within(form).getByRole('img', { name: 'The provider’s picture' }).getAttribute('src')).toBe(saved);
    const file = new File([new Uint8Array([1, 2, 3])], 'notes.txt', { type: 'text/plain' });
    fireEvent.change(within(form).getByLabelText('Picture (PNG, JPEG, GIF or WebP)'), { target: { files: [file] } });
    expect(within(form).getByText('Saving uploads notes.txt.')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Reason (kept in the audit log)'), { target: { value: 'New picture' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(form).getByRole('alert').textContent).toBe('A provider’s picture must be an image: PNG, JPEG, GIF or WebP.'),
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Saved: Harbor Speech.')).toBeTruthy();
    expect(uploads).toEqual([file, file]);
    expect(saves).toEqual(['http://localhost/public/provider-pictures/new']);
  });
});
