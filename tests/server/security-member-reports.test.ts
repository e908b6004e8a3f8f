import { beforeAll, describe, expect, it } from 'vitest';
import { apiJson, serverPerFile, signIn, userIdOf } from './helpers';

/*
 * Issue #57 item 14: a member report answered 201 for an existing user id and 404 for an unknown
 * one, so reports told which ids are accounts. Both now answer alike.
 */
const server = serverPerFile();
let token = '';
let memberId = 0;

beforeAll(async () => {
  token = String((await signIn(server.url, 'caregiver')).tokens.access_token);
  memberId = await userIdOf(server.url, String((await signIn(server.url, 'careseeker')).tokens.access_token));
});

const report = (targetId: number) =>
  apiJson(
    server.url,
    'POST',
    '/api/search-engine/v1/community/reports',
    { target_type: 'MEMBER', target_id: targetId, community_id: null, reason: 'SPAM' },
    token,
  );

describe('member reports are no oracle of which ids exist (#57.14)', () => {
  it('answers a report of an unknown id as one of a member', async () => {
    const known = await report(memberId);
    const unknown = await report(987_654);
    expect(known.status).toBe(201);
    expect(unknown.status).toBe(known.status);
    expect(Object.keys(unknown.body.data).sort()).toEqual(Object.keys(known.body.data).sort());
    expect(unknown.body.data.state).toBe(known.body.data.state);
  });
});
