import { describe, expect, it } from 'vitest';
import { apiGet, serverPerFile } from './helpers';

/*
 * Issue #57 item 14: with the development hooks off (as in production), /api/openapi.json lists
 * none of their paths; with them on (every other test server), they are listed, marked x-dev-hook.
 */
const server = serverPerFile({ devHooks: false });

describe('the OpenAPI document without the development hooks (#57.14)', () => {
  it('lists no /__dev path and no operation marked as a hook', async () => {
    const res = await apiGet(server.url, '/api/openapi.json');
    expect(res.status).toBe(200);
    const paths = (res.body as { paths: Record<string, Record<string, { 'x-dev-hook'?: boolean }>> }).paths;
    expect(Object.keys(paths).length).toBeGreaterThan(50);
    expect(Object.keys(paths).filter((p) => p.includes('__dev'))).toEqual([]);
    expect(
      Object.values(paths)
        .flatMap((ops) => Object.values(ops))
        .filter((op) => op['x-dev-hook']),
    ).toEqual([]);
  });
});
