import { describe, expect, it } from 'vitest';
import { POSTS } from '../../server/search/seed-data';
import { WRITTEN_POSTS, WRITTEN_QUESTIONS } from '../../server/community';
import { apiGet, serverPerFile, signIn } from './helpers';

/*
 * Issue #63.12: the demo community read as a template ("Bedtime routines that finally worked
 * (update 3)"). Every seeded post and question is its own, and so is every reply it was given;
 * what the feed, the questions board and /admin-questions show is that content.
 */

const TEMPLATE = /\(update \d+\)/i;
const FEED = '/api/search-engine/v1/community/posts';

describe('the seeded community content', () => {
  it('has 60 posts and 40 questions, no two sharing a title or a body, none a numbered copy', () => {
    expect(POSTS.filter((p) => p.kind === 'POST')).toHaveLength(60);
    expect(POSTS.filter((p) => p.kind === 'QUESTION')).toHaveLength(40);
    const titles = POSTS.map((p) => p.title);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(POSTS.map((p) => p.body)).size).toBe(POSTS.length);
    expect(titles.filter((t) => TEMPLATE.test(t))).toEqual([]);
  });

  it('gives each post its own replies: no reply is written under two posts, and every question has an answer', () => {
    const replies = [...WRITTEN_POSTS, ...WRITTEN_QUESTIONS].flatMap((p) => [
      ...(p.comments ?? []),
      ...(p.reply ? [p.reply] : []),
    ]);
    expect(replies.length).toBeGreaterThan(100);
    expect(new Set(replies).size).toBe(replies.length);
    expect(WRITTEN_QUESTIONS.filter((q) => !q.comments?.length).map((q) => q.title)).toEqual([]);
  });

  describe('as the product shows it', () => {
    const server = serverPerFile();

    it('the feed, the questions board and /admin-questions list distinct titles, each post with its own replies', async () => {
      const caregiver = String((await signIn(server.url, 'caregiver')).tokens.access_token);
      const admin = String((await signIn(server.url, 'admin')).tokens.access_token);
      const list = async (kind: 'POST' | 'QUESTION') => {
        const titles: string[] = [];
        for (let page = 0; ; page++) {
          const res = await apiGet(server.url, `${FEED}?kind=${kind}&sort=new&size=50&page=${page}`, caregiver);
          expect(res.status).toBe(200);
          const rows = (res.body as { data: { data: Array<{ title: string }> } }).data.data;
          titles.push(...rows.map((r) => r.title));
          if (rows.length < 50) return titles;
        }
      };
      // The caregiver belongs to all twelve communities: the feed is every seeded post.
      const posts = await list('POST');
      const questions = await list('QUESTION');
      expect(posts).toHaveLength(60);
      expect(questions).toHaveLength(40);
      for (const titles of [posts, questions]) {
        expect(new Set(titles).size).toBe(titles.length);
        expect(titles.filter((t) => TEMPLATE.test(t))).toEqual([]);
      }

      const adminQuestions = await apiGet(server.url, '/api/admin/v1/questions?filter=unanswered&size=100', admin);
      expect(adminQuestions.status).toBe(200);
      const asked = (adminQuestions.body as { data: { data: Array<{ title: string }> } }).data.data.map((q) => q.title);
      expect(asked.length).toBeGreaterThan(5);
      expect(new Set(asked).size).toBe(asked.length);
      expect(asked.filter((t) => TEMPLATE.test(t))).toEqual([]);

      // A post page shows the replies written for that post, and its author's answer to the first.
      const first = await apiGet(server.url, `${FEED}?kind=POST&sort=new&size=1`, caregiver);
      const { post_id, title } = (first.body as { data: { data: Array<{ post_id: number; title: string }> } }).data.data[0]!;
      const written = WRITTEN_POSTS.find((p) => p.title === title)!;
      const page = await apiGet(server.url, `${FEED}/${post_id}`, caregiver);
      const comments = (page.body as { data: { comments: Array<{ text?: string; body?: string }> } }).data.comments;
      const texts = JSON.stringify(comments);
      for (const comment of written.comments ?? []) expect(texts).toContain(JSON.stringify(comment).slice(1, -1));
      if (written.reply) expect(texts).toContain(JSON.stringify(written.reply).slice(1, -1));
    });
  });
});
