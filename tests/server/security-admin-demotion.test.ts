// @postgres: two administrators' demotions of each other in parallel, on real concurrent transactions.
import { beforeAll, describe, expect, it } from 'vitest';
import * as admin from '../../contract/admin';
import { apiGet, apiJson, serverPerFile, signIn, signUp, userIdOf } from './helpers';

/*
 * Issue #57 item 15: two administrators demoting each other at once must never leave zero
 * administrators. Each checked that it was an administrator before its change, and both changes
 * went through, so the service had no administrator left.
 */
const A = admin.ADMIN;
const server = serverPerFile();
let seededAdmin = '';
let seededAdminId = 0;

beforeAll(async () => {
  seededAdmin = String((await signIn(server.url, 'admin')).tokens.access_token);
  seededAdminId = await userIdOf(server.url, seededAdmin);
});

const setType = (token: string, id: number, userType: number) =>
  apiJson(server.url, 'POST', `${A}/members/${id}/type`, { reason: 'Race', user_type: userType }, token);

/** A new account made an administrator by `by`; its token and id. */
async function newAdministrator(by: string, name: string) {
  const token = String((await signUp(server.url, name)).tokens.access_token);
  const id = await userIdOf(server.url, token);
  expect((await setType(by, id, 99)).status).toBe(200);
  return { token, id };
}

describe('administrators demoting each other (#57.15)', () => {
  it('two administrators, the only ones, demoting each other at once leave one administrator (three rounds)', async () => {
    let survivor = { token: seededAdmin, id: seededAdminId };
    for (let round = 0; round < 3; round += 1) {
      const x = await newAdministrator(survivor.token, `race-x-${round}`);
      const y = await newAdministrator(survivor.token, `race-y-${round}`);
      // x takes the last one's rights away: x and y are the only administrators now.
      expect((await setType(x.token, survivor.id, 1)).status).toBe(200);

      const [xDemotesY, yDemotesX] = await Promise.all([setType(x.token, y.id, 1), setType(y.token, x.id, 1)]);
      expect([xDemotesY.status, yDemotesX.status].sort()).toEqual([200, 403]);
      survivor = xDemotesY.status === 200 ? x : y;

      // The one left is an administrator, and the only one.
      const admins = await apiGet(server.url, `${A}/members?type=99&size=50`, survivor.token);
      expect(admins.status).toBe(200);
      expect((admins.body.data as { data: admin.Member[] }).data.map((m) => m.user_id)).toEqual([survivor.id]);
    }
  }, 120_000);
});
