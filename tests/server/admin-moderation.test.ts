import { beforeAll, describe, expect, it } from 'vitest';
import * as admin from '../../contract/admin';
import type { AdminCommunity } from '../../contract/admin-communities';
import type { QueueItem } from '../../contract/admin-feed';
import { UNANSWERED_DAYS, type AdminQuestion } from '../../contract/admin-questions';
import { plainRichText } from '../../contract/notes-rich-text';
import { realtimeNotification } from '../../contract/realtime';
import { apiGet, apiJson, serverPerFile, signIn, SseStream, userIdOf } from './helpers';

/*
 * Issue #36, /admin-feed's queue on the server (contract/admin-feed.ts): the community's reported
 * posts and comments, sorted and paged; claims that others see and cannot override; approve,
 * remove (the author told the reason) and ignore, alone or in bulk, each item one audit row with
 * its reason; removed content hidden from everyone but its author, and kept. /admin-questions:
 * unanswered and reported questions; close (no new answers), reopen, move, accept an answer.
 * /admin-communities: counts, search and sort; create, edit, archive (read-only, out of Discover),
 * restore, pin for everyone (first in Discover), moderators.
 * (tests/server/admin.test.ts proves every admin route refuses each non-admin role with 403.)
 */
const server = serverPerFile();
const ROLES = ['caregiver', 'careseeker', 'mentor', 'provider', 'coordinator', 'admin'] as const;
type Role = (typeof ROLES)[number];
const token = {} as Record<Role, string>;
const userId = {} as Record<Role, number>;
const SE = '/api/search-engine/v1';
const A = admin.ADMIN;
let communityId = 0;

beforeAll(async () => {
  for (const role of ROLES) {
    token[role] = String((await signIn(server.url, role)).tokens.access_token);
    userId[role] = await userIdOf(server.url, token[role]);
  }
  const made = await apiJson(
    server.url,
    'POST',
    `${SE}/communities`,
    { community_name: 'Moderation test', description: 'Where reported things are written' },
    token.mentor,
  );
  communityId = made.body.data.community_id;
});

const as = (role: Role, method: string, path: string, body?: unknown) => apiJson(server.url, method, path, body, token[role]);
const writePost = async (role: Role, title: string) => {
  const res = await as(role, 'POST', `${SE}/community/posts`, {
    community_id: communityId,
    title,
    body: plainRichText(`${title}: the body`),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.post_id as number;
};
const report = async (role: Role, target_type: 'POST' | 'COMMENT', target_id: number, reason = 'SPAM', details = '') =>
  expect((await as(role, 'POST', `${SE}/community/reports`, { target_type, target_id, reason, details })).status).toBe(201);
const queue = async (query = '') => {
  const res = await apiGet(server.url, `${A}/feed${query}`, token.admin);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { data: QueueItem[]; total: number };
};
const decide = (items: { target_type: string; target_id: number }[], decision: string, reason: string) =>
  as('admin', 'POST', `${A}/feed/decisions`, { items, decision, reason });
const audit = async () =>
  (await apiGet(server.url, `${A}/audit?size=200`, token.admin)).body.data as {
    data: admin.AuditRow[];
    total: number;
  };
const seenBy = async (role: Role, postId: number) => (await as(role, 'GET', `${SE}/community/posts/${postId}`)).status;

describe('the moderation queue', () => {
  it('lists reported posts and comments with their reports, author history and content; newest or most reported first', async () => {
    const once = await writePost('caregiver', 'Reported once');
    const twice = await writePost('careseeker', 'Reported twice');
    const comment = await as('caregiver', 'POST', `${SE}/community/posts/${once}/comments`, { body: 'A <b>rude</b> comment' });
    const commentId = comment.body.data.comment_id as number;
    await report('mentor', 'POST', twice, 'SPAM', 'Selling pills');
    await report('provider', 'POST', twice, 'MEDICAL_MISINFORMATION');
    await report('coordinator', 'COMMENT', commentId, 'HARASSMENT');
    await report('mentor', 'POST', once, 'OTHER', 'Off topic');

    const newest = await queue();
    expect(newest.data.slice(0, 3).map((i) => [i.target_type, i.target_id])).toEqual([
      ['POST', once],
      ['COMMENT', commentId],
      ['POST', twice],
    ]);
    const most = await queue('?sort=most_reported');
    expect(most.data[0]).toMatchObject({ target_id: twice, report_count: 2, hidden: 'REPORTED', title: 'Reported twice' });
    expect(most.data[0]!.reports.map((r) => [r.reporter.user_name, r.reason])).toEqual([
      ['provider', 'MEDICAL_MISINFORMATION'],
      ['mentor', 'SPAM'],
    ]);
    expect(most.data[0]!.body_json).toEqual(plainRichText('Reported twice: the body'));

    const comments = await queue('?target=COMMENT');
    expect(comments.data.every((i) => i.target_type === 'COMMENT')).toBe(true);
    const c = comments.data.find((i) => i.target_id === commentId)!;
    expect(c).toMatchObject({ post_id: once, title: null, text: 'A <b>rude</b> comment', claimed_by: null });
    expect(c.author).toMatchObject({ user_name: 'caregiver' });
    expect(c.author_history).toMatchObject({ reported: 2, removed: 0 });
    expect(c.author_history.posts).toBeGreaterThanOrEqual(1);

    const paged = await queue('?size=1&page=1');
    expect(paged.data).toHaveLength(1);
    expect(paged.total).toBe(newest.total);
    expect((await apiGet(server.url, `${A}/feed?sort=random`, token.admin)).status).toBe(400);
  });

  it('claims an item: another administrator sees who and may neither claim nor decide it', async () => {
    const postId = await writePost('provider', 'To be claimed');
    await report('caregiver', 'POST', postId);
    const claimed = await as('admin', 'PUT', `${A}/feed/POST/${postId}/claim`, { claimed: true });
    expect(claimed.body.data).toMatchObject({ claimed_by: { user_name: 'admin' }, claimed_by_me: true });

    // A second administrator, for this test only.
    await as('admin', 'POST', `${A}/members/${userId.coordinator}/type`, { reason: 'Second moderator', user_type: 99 });
    const seen = (await apiGet(server.url, `${A}/feed`, token.coordinator)).body.data as { data: QueueItem[] };
    expect(seen.data.find((i) => i.target_id === postId)).toMatchObject({
      claimed_by: { user_name: 'admin' },
      claimed_by_me: false,
    });
    const refused = await as('coordinator', 'PUT', `${A}/feed/POST/${postId}/claim`, { claimed: true });
    expect(refused.status).toBe(409);
    const decision = await as('coordinator', 'POST', `${A}/feed/decisions`, {
      items: [{ target_type: 'POST', target_id: postId }],
      decision: 'remove',
      reason: 'Mine now',
    });
    expect(decision.status).toBe(409);
    await as('admin', 'POST', `${A}/members/${userId.coordinator}/type`, { reason: 'Done moderating', user_type: 5 });

    const released = await as('admin', 'PUT', `${A}/feed/POST/${postId}/claim`, { claimed: false });
    expect(released.body.data.claimed_by).toBeNull();
    expect((await as('admin', 'PUT', `${A}/feed/POST/999999/claim`, { claimed: true })).status).toBe(404);
  });

  it("tells the other administrators' event streams live who claimed or let go of an item (ADMIN_QUEUE), not the claimer's, and lists it under no bell", async () => {
    const postId = await writePost('provider', 'Claimed live');
    await report('caregiver', 'POST', postId);
    // A second administrator, for this test only, with their event stream open (and the claimer's).
    await as('admin', 'POST', `${A}/members/${userId.coordinator}/type`, { reason: 'Second moderator', user_type: 99 });
    const streamOf = (role: Role) =>
      SseStream.open(`${server.url}/public/user-audit/server-event/subscribe/${userId[role]}?access_token=${token[role]}`);
    const other = await streamOf('coordinator');
    const own = await streamOf('admin');
    try {
      expect((await as('admin', 'PUT', `${A}/feed/POST/${postId}/claim`, { claimed: true })).status).toBe(200);
      const claimed = await other.next<{ type: string; claim: unknown }>();
      expect([claimed.data.type, claimed.data.claim]).toEqual([
        'ADMIN_QUEUE',
        {
          target_type: 'POST',
          target_id: postId,
          claimed_by: { user_id: userId.admin, user_name: 'admin', display_name: expect.any(String) },
        },
      ]);
      // Claiming again what one holds changes nothing: nothing is sent.
      expect((await as('admin', 'PUT', `${A}/feed/POST/${postId}/claim`, { claimed: true })).status).toBe(200);
      expect((await as('admin', 'PUT', `${A}/feed/POST/${postId}/claim`, { claimed: false })).status).toBe(200);
      const released = await other.next<{ type: string; claim: { claimed_by: unknown } }>();
      expect([released.data.type, released.data.claim.claimed_by]).toEqual(['ADMIN_QUEUE', null]);
      // What the hub sends is the contract's event, its claim typed (contract/realtime.ts).
      for (const sent of [claimed.data, released.data]) {
        const event = realtimeNotification.parse(sent);
        expect(event.type === 'ADMIN_QUEUE' && [event.claim.target_type, event.claim.target_id]).toEqual(['POST', postId]);
      }
      await expect(own.next(300)).rejects.toThrow();
      const bell = await as('coordinator', 'POST', '/api/user-audit/user-notification/get?page=0&size=50', {
        user_id: userId.coordinator,
      });
      expect(JSON.stringify(bell.body)).not.toContain('ADMIN_QUEUE');
    } finally {
      other.close();
      own.close();
      await as('admin', 'POST', `${A}/members/${userId.coordinator}/type`, { reason: 'Done moderating', user_type: 5 });
    }
  });

  it('removes with a reason: hidden from others but kept for its author, who is told why; one audit row', async () => {
    const postId = await writePost('careseeker', 'Miracle cure');
    await report('mentor', 'POST', postId, 'MEDICAL_MISINFORMATION');
    const before = (await audit()).total;
    expect((await decide([{ target_type: 'POST', target_id: postId }], 'remove', ' ')).status).toBe(400);

    const res = await decide([{ target_type: 'POST', target_id: postId }], 'remove', 'Unproven medical claims');
    expect(res.body.data).toEqual({ decided: 1 });
    expect(await seenBy('provider', postId)).toBe(404);
    expect(await seenBy('careseeker', postId)).toBe(200);
    expect((await queue()).data.some((i) => i.target_id === postId && i.target_type === 'POST')).toBe(false);

    const told = await as('careseeker', 'POST', '/api/user-audit/user-notification/get?page=0&size=50', {
      user_id: userId.careseeker,
    });
    const notices = (told.body.data?.data ?? told.body.data) as { notification_text: string; post_id: string | null }[];
    expect(notices.find((n) => String(n.post_id) === String(postId))?.notification_text).toBe(
      'An administrator removed your post “Miracle cure”. Reason: Unproven medical claims',
    );

    const log = await audit();
    expect(log.total).toBe(before + 1);
    expect(log.data[0]).toMatchObject({
      action: 'remove_content',
      reason: 'Unproven medical claims',
      target: { user_name: 'careseeker' },
      before: { target_type: 'POST', target_id: postId, hidden: null },
      after: { hidden: 'MODERATOR' },
    });
    // Decided once: a second decision finds it no longer queued.
    expect((await decide([{ target_type: 'POST', target_id: postId }], 'approve', 'Again')).status).toBe(404);
  });

  it('approves and ignores in bulk: one audit row per item; approval shows report-hidden content again', async () => {
    const hidden = await writePost('caregiver', 'Hidden by two reports');
    const other = await writePost('provider', 'Reported by one');
    const third = await writePost('careseeker', 'Reported too');
    await report('mentor', 'POST', hidden);
    await report('coordinator', 'POST', hidden);
    await report('mentor', 'POST', other);
    await report('mentor', 'POST', third);
    expect(await seenBy('careseeker', hidden)).toBe(404);

    const before = (await audit()).total;
    const approved = await decide(
      [
        { target_type: 'POST', target_id: hidden },
        { target_type: 'POST', target_id: other },
      ],
      'approve',
      'Nothing wrong with these',
    );
    expect(approved.body.data).toEqual({ decided: 2 });
    expect(await seenBy('careseeker', hidden)).toBe(200);
    expect((await decide([{ target_type: 'POST', target_id: third }], 'ignore', 'A disagreement, not a breach')).status).toBe(
      200,
    );
    expect(await seenBy('caregiver', third)).toBe(200);

    const log = await audit();
    expect(log.total).toBe(before + 3);
    expect(log.data.slice(0, 3).map((r) => [r.action, r.reason, r.target?.user_name])).toEqual([
      ['ignore_reports', 'A disagreement, not a breach', 'careseeker'],
      ['approve_content', 'Nothing wrong with these', 'provider'],
      ['approve_content', 'Nothing wrong with these', 'caregiver'],
    ]);
    expect(log.data[2]).toMatchObject({ before: { hidden: 'REPORTED' }, after: { hidden: null } });
  });
});

describe('questions', () => {
  const questions = async (query = '') => {
    const res = await apiGet(server.url, `${A}/questions${query}`, token.admin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as { data: AdminQuestion[]; total: number; communities: { community_id: number }[] };
  };
  const act = (postId: number, what: string, body: Record<string, unknown>) =>
    as('admin', 'POST', `${A}/questions/${postId}/${what}`, body);

  it(`lists questions without an accepted answer for ${UNANSWERED_DAYS} days, oldest first, and reported ones`, async () => {
    const old = await questions('?size=100');
    expect(old.total).toBeGreaterThan(0);
    const limit = Date.now() - UNANSWERED_DAYS * 86_400_000;
    for (const q of old.data) {
      expect(q).toMatchObject({ accepted_comment_id: null, closed: false });
      expect(new Date(q.created_at).getTime()).toBeLessThan(limit);
    }
    const times = old.data.map((q) => q.created_at);
    expect([...times].sort()).toEqual(times);
    expect(old.communities.map((c) => c.community_id)).toContain(communityId);

    const res = await as('caregiver', 'POST', `${SE}/community/posts`, {
      community_id: communityId,
      kind: 'QUESTION',
      title: 'Reported question',
      body: plainRichText('Buy my course'),
    });
    const postId = res.body.data.post_id as number;
    expect((await questions()).data.some((q) => q.post_id === postId)).toBe(false); // new, so not yet unanswered for days
    await report('mentor', 'POST', postId);
    const reported = await questions('?filter=reported');
    expect(reported.data.find((q) => q.post_id === postId)).toMatchObject({ open_reports: 1, title: 'Reported question' });
  });

  it('closes (no new answers), reopens, moves and accepts an answer, one audit row each with its reason', async () => {
    const res = await as('careseeker', 'POST', `${SE}/community/posts`, {
      community_id: communityId,
      kind: 'QUESTION',
      title: 'Which school?',
      body: plainRichText('For a child with ADHD'),
    });
    const postId = res.body.data.post_id as number;
    const reply = await as('mentor', 'POST', `${SE}/community/posts/${postId}/comments`, { body: 'Ask for a 504 plan' });
    const answerId = reply.body.data.comment_id as number;
    const before = (await audit()).total;

    expect((await act(postId, 'closed', { reason: '', closed: true })).status).toBe(400);
    const closed = await act(postId, 'closed', { reason: 'Answered elsewhere', closed: true });
    expect(closed.body.data).toMatchObject({ closed: true });
    expect((await act(postId, 'closed', { reason: 'Again', closed: true })).status).toBe(409);
    const refused = await as('provider', 'POST', `${SE}/community/posts/${postId}/comments`, { body: 'Late answer' });
    expect([refused.status, refused.body.message]).toEqual([
      409,
      'An administrator closed this question: it takes no new answers.',
    ]);
    expect((await act(postId, 'closed', { reason: 'Still open for some', closed: false })).body.data.closed).toBe(false);
    expect((await as('provider', 'POST', `${SE}/community/posts/${postId}/comments`, { body: 'Now it works' })).status).toBe(201);

    const elsewhere = (await questions()).communities.find((c) => c.community_id !== communityId)!.community_id;
    expect((await act(postId, 'community', { reason: 'Same', community_id: communityId })).status).toBe(409);
    expect((await act(postId, 'community', { reason: 'Nowhere', community_id: 999999 })).status).toBe(409);
    const moved = await act(postId, 'community', { reason: 'Belongs with schools', community_id: elsewhere });
    expect(moved.body.data.community.community_id).toBe(elsewhere);

    expect((await act(postId, 'accepted-answer', { reason: 'x', comment_id: 999999 })).status).toBe(409);
    const accepted = await act(postId, 'accepted-answer', { reason: 'The community agreed', comment_id: answerId });
    expect(accepted.body.data.accepted_comment_id).toBe(answerId);
    const page = await as('careseeker', 'GET', `${SE}/community/posts/${postId}`);
    expect(page.body.data.post).toMatchObject({ accepted_comment_id: answerId, is_answered: true });
    expect((await as('admin', 'POST', `${A}/questions/999999/closed`, { reason: 'x', closed: true })).status).toBe(404);

    const log = await audit();
    expect(log.total).toBe(before + 4);
    expect(log.data.slice(0, 4).map((r) => [r.action, r.reason, r.target?.user_name])).toEqual([
      ['accept_answer', 'The community agreed', 'careseeker'],
      ['move_question', 'Belongs with schools', 'careseeker'],
      ['reopen_question', 'Still open for some', 'careseeker'],
      ['close_question', 'Answered elsewhere', 'careseeker'],
    ]);
    expect(log.data[1]).toMatchObject({ before: { community_id: communityId }, after: { community_id: elsewhere } });
  });
});

describe('communities', () => {
  const list = async (query = '') => {
    const res = await apiGet(server.url, `${A}/communities${query}`, token.admin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as { data: AdminCommunity[]; total: number };
  };
  const discover = async () =>
    ((await as('careseeker', 'GET', `${SE}/communities?size=50`)).body.data.data as { community_id: number }[]).map(
      (c) => c.community_id,
    );

  it('lists every community with its counts and moderators, searched, sorted and paged by the server', async () => {
    const byMembers = await list('?sort=members&order=desc&size=100');
    const counts = byMembers.data.map((c) => c.member_count);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    const ours = (await list('?q=Moderation%20test')).data;
    expect(ours).toHaveLength(1);
    expect(ours[0]).toMatchObject({ community_name: 'Moderation test', archived: false, pinned_for_everyone: false });
    expect(ours[0]!.moderators.map((m) => m.user_name)).toEqual(['mentor']);
    expect(ours[0]!.post_count).toBeGreaterThan(0);
    expect((await list('?size=1&page=1')).data).toHaveLength(1);
    expect((await apiGet(server.url, `${A}/communities?sort=password`, token.admin)).status).toBe(400);
  });

  it('creates, edits, archives, restores, pins and assigns moderators, one audit row each with its reason', async () => {
    const before = (await audit()).total;
    const made = await as('admin', 'POST', `${A}/communities`, {
      reason: 'Asked for by many',
      community_name: 'Admin made',
      description: 'For school questions',
      join_policy: 'PUBLIC',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body.data.community_id as number;
    const taken = await as('admin', 'POST', `${A}/communities`, {
      reason: 'Again',
      community_name: 'admin MADE',
      description: '',
      join_policy: 'PUBLIC',
    });
    expect(taken.status).toBe(409);
    const edited = await as('admin', 'PUT', `${A}/communities/${id}`, {
      reason: 'Clearer name',
      community_name: 'School questions',
      description: 'For school questions',
      join_policy: 'APPROVAL',
    });
    expect(edited.body.data).toMatchObject({ community_name: 'School questions', join_policy: 'APPROVAL' });

    const moderator = await as('admin', 'POST', `${A}/communities/${id}/moderators`, {
      reason: 'Knows schools',
      user_name: 'provider',
      moderator: true,
    });
    expect(moderator.body.data.moderators.map((m: { user_name: string }) => m.user_name)).toEqual(['provider']);
    expect(
      (await as('admin', 'POST', `${A}/communities/${id}/moderators`, { reason: 'x', user_name: 'nobody', moderator: true }))
        .status,
    ).toBe(409);

    const pinned = await as('admin', 'POST', `${A}/communities/${id}/pinned`, { reason: 'Start of term', pinned: true });
    expect(pinned.body.data.pinned_for_everyone).toBe(true);
    expect((await discover())[0]).toBe(id);

    const archived = await as('admin', 'POST', `${A}/communities/${id}/archived`, { reason: 'Term over', archived: true });
    expect(archived.body.data.archived).toBe(true);
    expect(await discover()).not.toContain(id);
    const post = await as('provider', 'POST', `${SE}/community/posts`, {
      community_id: id,
      title: 'Still here?',
      body: plainRichText('Anyone'),
    });
    expect([post.status, post.body.message]).toEqual([409, 'This community is archived: it can be read but takes nothing new.']);
    expect((await as('admin', 'POST', `${A}/communities/${id}/archived`, { reason: 'x', archived: true })).status).toBe(409);
    const restored = await as('admin', 'POST', `${A}/communities/${id}/archived`, { reason: 'New term', archived: false });
    expect(restored.body.data.archived).toBe(false);
    const removed = await as('admin', 'POST', `${A}/communities/${id}/moderators`, {
      reason: 'Left the school',
      user_name: 'provider',
      moderator: false,
    });
    expect(removed.body.data.moderators).toEqual([]);
    expect((await as('admin', 'POST', `${A}/communities/999999/pinned`, { reason: 'x', pinned: true })).status).toBe(404);

    const log = await audit();
    expect(log.total).toBe(before + 7);
    expect(log.data.slice(0, 7).map((r) => [r.action, r.reason, r.target?.user_name ?? null])).toEqual([
      ['remove_moderator', 'Left the school', 'provider'],
      ['restore_community', 'New term', null],
      ['archive_community', 'Term over', null],
      ['pin_community', 'Start of term', null],
      ['add_moderator', 'Knows schools', 'provider'],
      ['edit_community', 'Clearer name', null],
      ['create_community', 'Asked for by many', null],
    ]);
    expect(log.data[5]).toMatchObject({
      before: { community_name: 'Admin made', join_policy: 'PUBLIC' },
      after: { community_name: 'School questions', join_policy: 'APPROVAL' },
    });
    expect(log.data[6]).toMatchObject({ before: null, after: { community_id: id } });
  });
});
