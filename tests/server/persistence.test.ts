import { afterAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/app';
import { APP_ORIGIN, apiGet, makeDataDir, signIn, start } from './helpers';

let server: RunningServer | undefined;
let data: Awaited<ReturnType<typeof makeDataDir>> | undefined;

afterAll(async () => {
  await server?.close();
  await data?.remove();
});

describe('restart with the same DATA_DIR', () => {
  it('keeps users, data, signing keys and refresh tokens', async () => {
    data = await makeDataDir();
    server = await start(data.dir);
    const port = Number(new URL(server.url).port);
    const { tokens } = await signIn(server.url, 'caregiver');
    const me = await apiGet(server.url, '/api/user-manager/v1/users/me', String(tokens.access_token));
    const userId = (me.body.data as { user_id: number }).user_id;
    const seen = await fetch(`${server.url}/api/user-audit/user-notification/mark-seen/user/${userId}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${String(tokens.access_token)}` },
    });
    expect(await seen.json()).toEqual({ result: 'ok' });
    await server.close();

    // Same port: the issuer (and so the token's iss/aud) stays the same.
    server = await start(data.dir, { port });
    const after = await apiGet(server.url, '/api/user-manager/v1/users/me', String(tokens.access_token));
    expect(after.status).toBe(200);
    expect(
      (await apiGet(server.url, `/api/user-audit/user-notification/bell-count/user/${userId}`, String(tokens.access_token))).body,
    ).toEqual({ result_map: { notification_not_seen_count: 0 } });

    const refreshed = await fetch(`${server.url}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: APP_ORIGIN },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: String(tokens.refresh_token),
        client_id: 'neurohealth-web',
      }).toString(),
    });
    expect(refreshed.status).toBe(200);
  });
});
