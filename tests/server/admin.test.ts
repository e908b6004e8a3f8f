// @postgres: the administrators' store and audit log, with requests at once.
import { beforeAll, describe, expect, it } from 'vitest';
import * as admin from '../../contract/admin';
import * as adminCommunities from '../../contract/admin-communities';
import * as adminConcierge from '../../contract/admin-concierge';
import * as adminFeed from '../../contract/admin-feed';
import * as adminProviders from '../../contract/admin-providers';
import * as adminQuestions from '../../contract/admin-questions';
import type { Endpoint } from '../../contract/endpoint';
import {
  apiGet,
  apiJson,
  Browser,
  beginAuthorization,
  DEMO_PASSWORD,
  serverPerFile,
  signIn,
  SseStream,
  userIdOf,
} from './helpers';

/*
 * Issue #36, the admin API (contract/admin.ts, server/admin/): every route refuses every
 * non-admin demo role with 403 on the server; an administrator's token is refused on members'
 * messages, notes and screening results; every action writes one audit row with its reason; a
 * suspension ends the person's sessions at once (tokens and live stream) and sign-in says why.
 */
const server = serverPerFile();
const MEMBERS = ['caregiver', 'careseeker', 'mentor', 'provider', 'coordinator'] as const;
type Role = (typeof MEMBERS)[number] | 'admin';
const token = {} as Record<Role, string>;
const userId = {} as Record<Role, number>;
const A = admin.ADMIN;

beforeAll(async () => {
  for (const role of [...MEMBERS, 'admin'] as const) {
    token[role] = String((await signIn(server.url, role)).tokens.access_token);
    userId[role] = await userIdOf(server.url, token[role]);
  }
});

const routesOf = (file: object) =>
  (Object.values(file) as unknown[]).filter(
    (v): v is Endpoint => typeof v === 'object' && v !== null && 'method' in v && 'path' in v,
  );
/** Every admin contract file's routes (one file per page); a provider's picture file is public, as the directory is. */
const entries = [admin, adminFeed, adminQuestions, adminCommunities, adminConcierge, adminProviders]
  .flatMap(routesOf)
  .filter((e) => e.auth !== 'public');
const urlOf = (e: Endpoint) => e.path.replace(':id', String(userId.caregiver)).replace(':target_type', 'POST');
const audit = async (query = '') => {
  const res = await apiGet(server.url, `${A}/audit${query}`, token.admin);
  expect(res.status).toBe(200);
  return res.body.data as { data: admin.AuditRow[]; total: number };
};

/** The sign-in form's answer for a login and password, without following on. */
async function trySignIn(login: string) {
  const browser = new Browser(server.url);
  const { uid } = await beginAuthorization(browser);
  await browser.fetch(`/interaction/${uid}`);
  return browser.postForm(`/interaction/${uid}/login`, { login, password: DEMO_PASSWORD });
}

describe('who may call the admin API', () => {
  it('declares its routes (members and audit 8, the feed queue 3, questions 4, communities 6, concierges 6, providers 5 and their public picture file), all under its own prefix', () => {
    expect(routesOf(admin)).toHaveLength(8);
    expect(routesOf(adminFeed)).toHaveLength(3);
    expect(routesOf(adminQuestions)).toHaveLength(4);
    expect(routesOf(adminCommunities)).toHaveLength(6);
    expect(routesOf(adminConcierge)).toHaveLength(6);
    expect(routesOf(adminProviders)).toHaveLength(6);
    for (const e of entries) expect(e.path.startsWith(`${A}/`)).toBe(true);
  });

  it('answers 403 to every non-admin role on every route, before reading the input', async () => {
    for (const role of MEMBERS)
      for (const e of entries) {
        const res = await apiJson(server.url, e.method, urlOf(e), e.method === 'GET' ? undefined : {}, token[role]);
        expect([role, e.path, res.status]).toEqual([role, e.path, 403]);
      }
    const unsigned = await apiJson(server.url, 'GET', `${A}/members`);
    expect(unsigned.status).toBe(401);
  });

  it("refuses an administrator's token on notes and screening results, and not a member's", async () => {
    const memberData = [
      '/api/user-manager/v1/notes/personal',
      '/api/user-manager/v1/notes/my-notes',
      '/api/screening/v1/results',
    ];
    for (const path of memberData) {
      const res = await apiGet(server.url, path, token.admin);
      expect([path, res.status, res.body.message]).toEqual([path, 403, expect.stringContaining('Administrators cannot read')]);
      const own = await apiGet(server.url, path, token.careseeker);
      expect([path, own.status]).not.toEqual([path, 403]);
    }
  });
});

describe('members', () => {
  it('searches, filters, sorts and pages on the server', async () => {
    const found = await apiGet(server.url, `${A}/members?q=care&sort=name&order=asc`, token.admin);
    const names = (found.body.data as { data: admin.Member[] }).data.map((m) => m.user_name);
    expect(names).toEqual(expect.arrayContaining(['caregiver', 'careseeker']));
    expect(names).not.toContain('coordinator');
    // Whatever the case typed, in the user name, the e-mail or the full name.
    const byName = async (q: string) =>
      (await apiGet(server.url, `${A}/members?q=${encodeURIComponent(q)}`, token.admin)).body.data as { data: admin.Member[] };
    expect((await byName('CAREGIVER@')).data.map((m) => m.user_name)).toEqual(['caregiver']);
    expect((await byName('jordan lee')).data.map((m) => m.user_name)).toEqual(['coordinator']);

    const concierges = await apiGet(server.url, `${A}/members?type=5`, token.admin);
    expect((concierges.body.data as { data: admin.Member[] }).data.every((m) => m.user_type === 5)).toBe(true);

    const mentors = await apiGet(server.url, `${A}/members?mentor=true`, token.admin);
    expect((mentors.body.data as { data: admin.Member[] }).data.map((m) => m.user_name)).toContain('mentor');

    const page = await apiGet(server.url, `${A}/members?size=2&page=1&sort=type&order=asc`, token.admin);
    const body = page.body.data as { data: admin.Member[]; total: number; size: number };
    expect(body.data).toHaveLength(2);
    expect(body.total).toBeGreaterThanOrEqual(6);
    expect(body.data[0]!.user_type).toBeLessThanOrEqual(body.data[1]!.user_type);

    const future = await apiGet(server.url, `${A}/members?joined_from=2999-01-01`, token.admin);
    expect((future.body.data as { total: number }).total).toBe(0);

    const wildcard = await apiGet(server.url, `${A}/members?q=%25`, token.admin);
    expect((wildcard.body.data as { total: number }).total).toBe(0);

    const bad = await apiGet(server.url, `${A}/members?sort=password_hash`, token.admin);
    expect(bad.status).toBe(400);
  });

  it("shows a member's detail, and 404 for nobody", async () => {
    const res = await apiGet(server.url, `${A}/members/${userId.mentor}`, token.admin);
    expect(res.body.data).toMatchObject({ user_name: 'mentor', is_mentor: true, suspended: false, pin_locked_until: null });
    expect((await apiGet(server.url, `${A}/members/999999`, token.admin)).status).toBe(404);
  });
});

describe('actions, each with one audit row', () => {
  it('suspends: the token is refused, the live stream closes, sign-in says why; unsuspend lets them back', async () => {
    const before = (await audit()).total;
    const stream = await SseStream.open(
      `${server.url}/public/user-audit/server-event/subscribe/${userId.careseeker}?access_token=${token.careseeker}`,
    );
    const noReason = await apiJson(
      server.url,
      'POST',
      `${A}/members/${userId.careseeker}/suspend`,
      { reason: ' ', until: null },
      token.admin,
    );
    expect(noReason.status).toBe(400);
    const past = await apiJson(
      server.url,
      'POST',
      `${A}/members/${userId.careseeker}/suspend`,
      { reason: 'Spam', until: '2000-01-01T00:00:00Z' },
      token.admin,
    );
    expect(past.status).toBe(400);

    const until = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const res = await apiJson(
      server.url,
      'POST',
      `${A}/members/${userId.careseeker}/suspend`,
      { reason: 'Spam in three communities', until },
      token.admin,
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      suspended: true,
      suspended_until: until,
      suspension_reason: 'Spam in three communities',
    });

    expect(await stream.closed).toBeDefined();
    expect((await apiGet(server.url, '/api/user-manager/v1/users/me', token.careseeker)).status).toBe(401);
    const refused = await trySignIn('careseeker');
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('This account is suspended until');

    const listed = await apiGet(server.url, `${A}/members?suspended=true`, token.admin);
    expect((listed.body.data as { data: admin.Member[] }).data.map((m) => m.user_name)).toEqual(['careseeker']);

    const back = await apiJson(
      server.url,
      'POST',
      `${A}/members/${userId.careseeker}/unsuspend`,
      { reason: 'Appeal accepted' },
      token.admin,
    );
    expect(back.body.data).toMatchObject({ suspended: false, suspended_until: null });
    token.careseeker = String((await signIn(server.url, 'careseeker')).tokens.access_token);

    const rows = (await audit(`?target=${userId.careseeker}`)).data;
    expect((await audit()).total).toBe(before + 2);
    expect(rows.map((r) => [r.action, r.reason, r.actor.user_name])).toEqual([
      ['unsuspend', 'Appeal accepted', 'admin'],
      ['suspend', 'Spam in three communities', 'admin'],
    ]);
    expect(rows[1]).toMatchObject({ before: { suspended: false }, after: { suspended: true, suspended_until: until } });
    expect(rows[1]!.address).not.toBe('');
  });

  it('suspends indefinitely: the sign-in page says so without an end', async () => {
    await apiJson(
      server.url,
      'POST',
      `${A}/members/${userId.provider}/suspend`,
      { reason: 'Fake listing', until: null },
      token.admin,
    );
    const refused = await trySignIn('provider');
    expect(await refused.text()).toContain('This account is suspended. Contact support');
    await apiJson(server.url, 'POST', `${A}/members/${userId.provider}/unsuspend`, { reason: 'Checked' }, token.admin);
  });

  it('changes a user type and unlocks, one row each; never on oneself', async () => {
    const before = (await audit()).total;
    const changed = await apiJson(
      server.url,
      'POST',
      `${A}/members/${userId.caregiver}/type`,
      { reason: 'Asked to', user_type: 2 },
      token.admin,
    );
    expect(changed.body.data).toMatchObject({ user_type: 2 });
    await apiJson(server.url, 'POST', `${A}/members/${userId.caregiver}/type`, { reason: 'Back', user_type: 1 }, token.admin);
    const unlocked = await apiJson(
      server.url,
      'POST',
      `${A}/members/${userId.mentor}/unlock`,
      { reason: 'Forgot PIN' },
      token.admin,
    );
    expect(unlocked.body.data).toMatchObject({ pin_locked_until: null, sign_in_locked_until: null });
    const self = await apiJson(
      server.url,
      'POST',
      `${A}/members/${userId.admin}/type`,
      { reason: 'x', user_type: 1 },
      token.admin,
    );
    expect(self.status).toBe(409);

    const log = await audit();
    expect(log.total).toBe(before + 3);
    expect(log.data.slice(0, 3).map((r) => [r.action, r.reason, r.target?.user_name])).toEqual([
      ['unlock', 'Forgot PIN', 'mentor'],
      ['change_type', 'Back', 'caregiver'],
      ['change_type', 'Asked to', 'caregiver'],
    ]);
    expect(log.data[2]).toMatchObject({ before: { user_type: 1 }, after: { user_type: 2 } });
    expect((await audit('?action=unlock')).data.every((r) => r.action === 'unlock')).toBe(true);
  });

  it('exports the filtered log as CSV, a formula-looking reason made inert', async () => {
    await apiJson(
      server.url,
      'POST',
      `${A}/members/${userId.coordinator}/type`,
      { reason: '=HYPERLINK("x"), "quoted"', user_type: 5 },
      token.admin,
    );
    const res = await fetch(`${server.url}${A}/audit.csv?target=${userId.coordinator}`, {
      headers: { authorization: `Bearer ${token.admin}` },
    });
    expect(res.headers.get('content-type')).toContain('text/csv');
    const lines = (await res.text()).trim().split('\r\n');
    expect(lines[0]).toBe('id,at,actor_id,actor,action,target_id,target,before,after,reason,address');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x""), ""quoted"""`);
  });
});
