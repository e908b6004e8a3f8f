import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type AuditRow } from '../../contract/admin';
import type { Concierge, ConciergeBooking, ConciergeRequest } from '../../contract/admin-concierge';
import { apiGet, apiJson, serverPerFile, signIn, userIdOf } from './helpers';

/*
 * Issue #36, /admin (contract/admin-concierge.ts, contract/concierge-request.ts): the concierges
 * with their coming sessions and reviews; mentoring switched off cancels every session to come
 * and tells both people; a member's request to become a concierge, approved or declined with a
 * reason the member reads; one audit row per action. (Each route's 403 for every non-admin role
 * is in admin.test.ts's table.)
 */
const server = serverPerFile();
const UM = '/api/user-manager/v1';
const token: Record<string, string> = {};
const userId: Record<string, number> = {};

beforeAll(async () => {
  for (const role of ['admin', 'caregiver', 'careseeker', 'coordinator'])
    token[role] = String((await signIn(server.url, role)).tokens.access_token);
  for (const role of Object.keys(token)) userId[role] = await userIdOf(server.url, token[role]!);
});

const auditOf = async (target: number) => {
  const res = await apiGet(server.url, `${ADMIN}/audit?target=${target}`, token.admin);
  return (res.body.data as { data: AuditRow[] }).data;
};
const concierges = async (query = '') =>
  (await apiGet(server.url, `${ADMIN}/concierges${query}`, token.admin)).body.data as { data: Concierge[]; total: number };

describe('requests to become a concierge', () => {
  it('a member asks, is declined with a reason they read, asks again and is approved as the type asked', async () => {
    const me = token.careseeker!;
    expect((await apiGet(server.url, `${UM}/concierge-request`, me)).body.data).toBeNull();
    const blank = await apiJson(server.url, 'POST', `${UM}/concierge-request`, { as_type: 5, message: '  ' }, me);
    expect(blank.status).toBe(400);
    const asAdmin = await apiJson(server.url, 'POST', `${UM}/concierge-request`, { as_type: 5, message: 'x' }, token.admin);
    expect(asAdmin.status).toBe(403);

    const sent = await apiJson(server.url, 'POST', `${UM}/concierge-request`, { as_type: 5, message: 'I coordinate care' }, me);
    expect(sent.status).toBe(201);
    const first = sent.body.data as ConciergeRequest;
    expect(first).toMatchObject({ status: 'pending', as_type: 5, message: 'I coordinate care' });
    const again = await apiJson(server.url, 'POST', `${UM}/concierge-request`, { as_type: 4, message: 'Me again' }, me);
    expect([again.status, again.body.message]).toEqual([409, 'Your request is already waiting for an administrator.']);

    const pending = await apiGet(server.url, `${ADMIN}/concierge-requests`, token.admin);
    expect((pending.body.data as { data: ConciergeRequest[] }).data.map((r) => r.id)).toEqual([first.id]);

    const noReason = await apiJson(
      server.url,
      'POST',
      `${ADMIN}/concierge-requests/${first.id}/decline`,
      { reason: '' },
      token.admin,
    );
    expect(noReason.status).toBe(400);
    const declined = await apiJson(
      server.url,
      'POST',
      `${ADMIN}/concierge-requests/${first.id}/decline`,
      { reason: 'Please add your certification' },
      token.admin,
    );
    expect(declined.body.data).toMatchObject({ status: 'declined', decision_reason: 'Please add your certification' });
    const twice = await apiJson(
      server.url,
      'POST',
      `${ADMIN}/concierge-requests/${first.id}/approve`,
      { reason: 'x' },
      token.admin,
    );
    expect([twice.status, twice.body.message]).toEqual([409, 'That request was already declined.']);
    expect((await apiGet(server.url, `${UM}/concierge-request`, me)).body.data).toMatchObject({
      status: 'declined',
      decision_reason: 'Please add your certification',
    });

    const second = (
      await apiJson(server.url, 'POST', `${UM}/concierge-request`, { as_type: 5, message: 'Certified since 2020' }, me)
    ).body.data as ConciergeRequest;
    const approved = await apiJson(
      server.url,
      'POST',
      `${ADMIN}/concierge-requests/${second.id}/approve`,
      { reason: 'Certificate checked' },
      token.admin,
    );
    expect(approved.body.data).toMatchObject({ status: 'approved', user: { user_type: 5 } });
    const member = await apiGet(server.url, `${ADMIN}/members/${userId.careseeker}`, token.admin);
    expect(member.body.data).toMatchObject({ user_type: 5, is_mentor: true });
    expect((await concierges('?size=100')).data.map((c) => c.user_name)).toContain('careseeker');
    const already = await apiJson(server.url, 'POST', `${UM}/concierge-request`, { as_type: 4, message: 'More' }, me);
    expect([already.status, already.body.message]).toEqual([409, 'You are already a concierge.']);

    const notices = await apiJson(server.url, 'POST', '/api/user-audit/user-notification/get?page=0&size=10', {}, me);
    const texts = (notices.body.data.data as { notification_text: string }[]).map((n) => n.notification_text);
    expect(texts).toEqual(
      expect.arrayContaining([
        'Your request to become a concierge was declined: Please add your certification',
        expect.stringContaining('You are now a concierge (care coordinator)'),
      ]),
    );

    const rows = await auditOf(userId.careseeker!);
    expect(rows.map((r) => [r.action, r.reason])).toEqual([
      // Opening the member's panel above is audited too (issue #62), newest first.
      ['view_member', 'no reason given'],
      ['concierge_approve', 'Certificate checked'],
      ['concierge_decline', 'Please add your certification'],
    ]);
    expect(rows[1]).toMatchObject({ before: { status: 'pending', user_type: 2 }, after: { status: 'approved', user_type: 5 } });
  });
});

describe('mentoring', () => {
  it('off cancels every session to come after telling how many, and tells both people; on again; one row each', async () => {
    const coordinator = userId.coordinator!;
    const slots = await apiGet(
      server.url,
      `${UM}/mentor-booking/available-slots?conciergeId=${coordinator}&conciergeAuthId=${coordinator}`,
      token.caregiver,
    );
    const start = (slots.body.data as { available_dates: { slots: { start: string }[] }[] }).available_dates.flatMap(
      (d) => d.slots,
    )[0]!.start;
    const booked = await apiJson(
      server.url,
      'POST',
      `${UM}/mentor-booking/schedule`,
      { conciergeId: coordinator, conciergeAuthId: String(coordinator), start, idempotency_key: randomUUID() },
      token.caregiver,
    );
    expect(booked.status).toBe(201);
    const bookingId = (booked.body.data as { id: number }).id;

    const listed = (await concierges('?sort=upcoming&order=desc&size=100')).data;
    const before = listed.find((c) => c.user_id === coordinator)!;
    expect(before.is_mentor).toBe(true);
    // The seed's sessions with them and ours.
    const coming = before.upcoming_sessions;
    expect(coming).toBeGreaterThanOrEqual(1);
    expect(listed[0]!.upcoming_sessions).toBeGreaterThanOrEqual(listed[1]!.upcoming_sessions);
    expect(typeof before.rating).toBe('number');
    const paged = await concierges('?size=2&page=1&sort=name');
    expect(paged.data).toHaveLength(2);
    expect(paged.total).toBeGreaterThan(2);

    const off = await apiJson(
      server.url,
      'POST',
      `${ADMIN}/concierges/${coordinator}/mentoring`,
      { is_mentor: false, reason: 'On leave until March' },
      token.admin,
    );
    expect(off.body.data).toMatchObject({ cancelled: coming, concierge: { is_mentor: false, upcoming_sessions: 0 } });
    const events = await apiGet(server.url, `${UM}/mentor-booking/events`, token.caregiver);
    expect((events.body.data as { id: number; status: string }[]).find((b) => b.id === bookingId)?.status).toBe('cancelled');
    for (const who of [token.caregiver!, token.coordinator!]) {
      const list = await apiJson(server.url, 'POST', '/api/user-audit/user-notification/get?page=0&size=10', {}, who);
      const notice = (list.body.data.data as Record<string, unknown>[]).find((n) => Number(n.post_id) === bookingId);
      expect(notice).toMatchObject({ booking_change: 'cancelled', starts_at: start });
    }
    const offAgain = await apiJson(
      server.url,
      'POST',
      `${ADMIN}/concierges/${coordinator}/mentoring`,
      { is_mentor: false, reason: 'x' },
      token.admin,
    );
    expect(offAgain.status).toBe(409);

    const bookings = await apiGet(server.url, `${ADMIN}/concierges/${coordinator}/bookings`, token.admin);
    expect((bookings.body.data as { data: ConciergeBooking[] }).data.find((b) => b.id === bookingId)).toMatchObject({
      id: bookingId,
      status: 'cancelled',
      booker: { user_name: 'caregiver' },
    });
    expect((await apiGet(server.url, `${ADMIN}/concierges/${userId.caregiver}/bookings`, token.admin)).status).toBe(404);

    const on = await apiJson(
      server.url,
      'POST',
      `${ADMIN}/concierges/${coordinator}/mentoring`,
      { is_mentor: true, reason: 'Back from leave' },
      token.admin,
    );
    expect(on.body.data).toMatchObject({ cancelled: 0, concierge: { is_mentor: true } });

    const rows = await auditOf(coordinator);
    expect(rows.map((r) => [r.action, r.reason])).toEqual([
      ['mentoring_on', 'Back from leave'],
      ['mentoring_off', 'On leave until March'],
    ]);
    expect(rows[1]).toMatchObject({ before: { is_mentor: true, upcoming_sessions: coming }, after: { upcoming_sessions: 0 } });
    expect((rows[1]!.after as { cancelled: number[] }).cancelled).toContain(bookingId);
  });
});

describe('providers (/admin-provider)', () => {
  const fields = {
    name: 'Quillfeather Speech Clinic',
    services: ['speech'],
    ages: ['preschool'],
    languages: ['en', 'es'],
    insurance: ['medicaid'],
    telehealth: true,
    in_person: true,
    street: '12 Main St',
    city: 'Cambridge',
    state: 'MA',
    zip_code: '02139',
    phone: '(617) 555-0100',
    website: 'https://quillfeather.example',
    hours: ['Mon–Fri 9–5'],
    about: 'Speech therapy for young children.',
  };
  const directory = (name: string) =>
    apiJson(server.url, 'POST', '/public/search-engine/service-providers/v1/search', { therapist_name: name });

  it('creates, edits and retires a provider after checking each field; the directory follows; one row each', async () => {
    const bad = await apiJson(
      server.url,
      'POST',
      `${ADMIN}/providers`,
      { ...fields, website: 'http://quillfeather.example', phone: '555', reason: 'New clinic' },
      token.admin,
    );
    expect(bad.status).toBe(400);
    const paths = (bad.body.issues as { path: string }[]).map((i) => i.path).sort();
    expect(paths).toEqual(['body.phone', 'body.website']);
    const nowhere = await apiJson(
      server.url,
      'POST',
      `${ADMIN}/providers`,
      { ...fields, zip_code: '00000', reason: 'x' },
      token.admin,
    );
    expect([nowhere.status, nowhere.body.issues]).toEqual([
      400,
      [{ path: 'body.zip_code', message: 'is not a zip code we know' }],
    ]);

    const created = await apiJson(server.url, 'POST', `${ADMIN}/providers`, { ...fields, reason: 'New clinic' }, token.admin);
    expect(created.status).toBe(201);
    const id = (created.body.data as { therapy_provider_id: number }).therapy_provider_id;
    const found = await directory('Quillfeather');
    expect((found.body.data.data as { therapy_provider_id: number }[]).map((p) => p.therapy_provider_id)).toEqual([id]);

    const edited = await apiJson(
      server.url,
      'PUT',
      `${ADMIN}/providers/${id}`,
      { ...fields, name: 'Quillfeather Speech and Feeding', services: ['speech', 'feeding'], reason: 'Renamed' },
      token.admin,
    );
    expect(edited.body.data).toMatchObject({ name: 'Quillfeather Speech and Feeding', services: ['speech', 'feeding'] });
    const detail = await apiGet(server.url, `/api/search-engine/v1/service-providers/${id}`, token.caregiver);
    expect(detail.body.data).toMatchObject({ name: 'Quillfeather Speech and Feeding', phone: '(617) 555-0100' });

    const retired = await apiJson(server.url, 'POST', `${ADMIN}/providers/${id}/retire`, { reason: 'Closed' }, token.admin);
    expect((retired.body.data as { retired_at: string | null }).retired_at).not.toBeNull();
    expect((await directory('Quillfeather')).body.data.total).toBe(0);
    expect((await apiGet(server.url, `/api/search-engine/v1/service-providers/${id}`, token.caregiver)).status).toBe(404);
    const again = await apiJson(server.url, 'PUT', `${ADMIN}/providers/${id}`, { ...fields, reason: 'x' }, token.admin);
    expect(again.status).toBe(409);
    const listed = await apiGet(server.url, `${ADMIN}/providers?retired=true&q=quillfeather`, token.admin);
    expect((listed.body.data as { data: { therapy_provider_id: number }[] }).data.map((p) => p.therapy_provider_id)).toEqual([
      id,
    ]);

    const log = await apiGet(server.url, `${ADMIN}/audit?size=3`, token.admin);
    const rows = (log.body.data as { data: AuditRow[] }).data;
    expect(rows.map((r) => [r.action, r.reason, r.target])).toEqual([
      ['provider_retire', 'Closed', null],
      ['provider_edit', 'Renamed', null],
      ['provider_create', 'New clinic', null],
    ]);
    expect(rows[1]).toMatchObject({
      before: { provider: id, name: 'Quillfeather Speech Clinic' },
      after: { name: 'Quillfeather Speech and Feeding' },
    });
  });
});
