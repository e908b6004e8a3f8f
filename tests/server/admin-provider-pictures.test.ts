import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type AuditRow } from '../../contract/admin';
import { PROVIDER_PICTURE_PATH } from '../../contract/admin-providers';
import { apiGet, apiJson, serverPerFile, signIn } from './helpers';

/*
 * Issue #36, a provider's picture on /admin-provider (server/admin/provider-pictures.ts): the
 * chat's upload rules (the type read from the bytes, the size limit, here lowered to 64 kB),
 * administrators only; a create or an edit names the upload, sets provider_image_url and keeps it
 * in its audit row; the directory shows it and anyone may load it.
 */
const server = serverPerFile({ uploads: { maxFileBytes: 64 * 1024 } });
const token = {} as Record<'admin' | 'caregiver' | 'provider', string>;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const fields = {
  name: 'Larkspur Feeding Clinic',
  services: ['feeding'],
  ages: [],
  languages: ['en'],
  insurance: [],
  telehealth: false,
  in_person: true,
  street: '3 Elm St',
  city: 'Cambridge',
  state: 'MA',
  zip_code: '02139',
  phone: '(617) 555-0199',
  website: null,
  hours: [],
  about: 'Feeding therapy.',
};

beforeAll(async () => {
  for (const role of ['admin', 'caregiver', 'provider'] as const)
    token[role] = String((await signIn(server.url, role)).tokens.access_token);
});

async function upload(as: keyof typeof token, bytes: Buffer, name: string) {
  const form = new FormData();
  // The name and the declared type say PNG whatever the bytes are: only the bytes count.
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name);
  const res = await fetch(`${server.url}${ADMIN}/providers/pictures`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token[as]}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

describe('provider pictures (/admin-provider)', () => {
  it('refuses anyone but an administrator, a file that is not a picture by its bytes, and one past the size limit', async () => {
    for (const role of ['caregiver', 'provider'] as const) expect((await upload(role, PNG, 'a.png')).status).toBe(403);
    const text = await upload('admin', Buffer.from('<svg onload="alert(1)"></svg>'), 'a.png');
    expect([text.status, text.body.message]).toEqual([415, 'A provider’s picture must be an image: PNG, JPEG, GIF or WebP.']);
    // A PNG's signature followed by more than the limit.
    const big = await upload('admin', Buffer.concat([PNG, Buffer.alloc(70 * 1024)]), 'big.png');
    expect([big.status, big.body.message]).toEqual([413, 'That file is larger than 0 MB. Choose a smaller one.']);
    const empty = await upload('admin', Buffer.alloc(0), 'empty.png');
    expect(empty.status).toBe(400);
  });

  it('sets the picture on create and edit with one audit row each; the directory shows it; a picture not uploaded here is refused', async () => {
    const uploaded = await upload('admin', PNG, 'larkspur.png');
    expect(uploaded.status).toBe(201);
    const url = uploaded.body.data.url as string;
    const path = new URL(url).pathname;
    expect(path.startsWith(PROVIDER_PICTURE_PATH)).toBe(true);
    const served = await fetch(url);
    expect([served.status, served.headers.get('content-type'), served.headers.get('x-content-type-options')]).toEqual([
      200,
      'image/png',
      'nosniff',
    ]);

    const foreign = await apiJson(
      server.url,
      'POST',
      `${ADMIN}/providers`,
      { ...fields, picture: `${PROVIDER_PICTURE_PATH}0b0e4c1e-6f5a-4c8e-9d7a-1c2b3d4e5f60`, reason: 'x' },
      token.admin,
    );
    expect([foreign.status, foreign.body.issues]).toEqual([
      400,
      [{ path: 'body.picture', message: 'Upload the picture again.' }],
    ]);
    const elsewhere = await apiJson(
      server.url,
      'POST',
      `${ADMIN}/providers`,
      { ...fields, picture: '/public/avatars/x.svg', reason: 'x' },
      token.admin,
    );
    expect(elsewhere.status).toBe(400);

    const created = await apiJson(
      server.url,
      'POST',
      `${ADMIN}/providers`,
      { ...fields, picture: url, reason: 'New clinic' },
      token.admin,
    );
    expect(created.status).toBe(201);
    const id = (created.body.data as { therapy_provider_id: number }).therapy_provider_id;
    expect(created.body.data).toMatchObject({ provider_image_url: path });
    const detail = await apiGet(server.url, `/api/search-engine/v1/service-providers/${id}`, token.caregiver);
    expect(String((detail.body.data as { provider_image_url: string }).provider_image_url)).toContain(path);

    // An edit that leaves the picture out keeps it; null removes it.
    const kept = await apiJson(server.url, 'PUT', `${ADMIN}/providers/${id}`, { ...fields, reason: 'Hours' }, token.admin);
    expect(kept.body.data).toMatchObject({ provider_image_url: path });
    const removed = await apiJson(
      server.url,
      'PUT',
      `${ADMIN}/providers/${id}`,
      { ...fields, picture: null, reason: 'Old picture' },
      token.admin,
    );
    expect(removed.body.data).toMatchObject({ provider_image_url: null });

    const log = await apiGet(server.url, `${ADMIN}/audit?size=3`, token.admin);
    const rows = (log.body.data as { data: AuditRow[] }).data;
    expect(rows.map((r) => [r.action, r.reason])).toEqual([
      ['provider_edit', 'Old picture'],
      ['provider_edit', 'Hours'],
      ['provider_create', 'New clinic'],
    ]);
    expect(rows[2]!.after).toMatchObject({ provider: id, provider_image_url: path });
    expect([rows[0]!.before, rows[0]!.after]).toMatchObject([{ provider_image_url: path }, { provider_image_url: null }]);
  });
});
