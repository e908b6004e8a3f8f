import { beforeAll, describe, expect, it } from 'vitest';
import { plainRichText, RICH_TEXT_LIMITS } from '../../contract/notes-rich-text';
import { apiJson, serverPerFile, signIn } from './helpers';

/*
 * Issue #57 item 5: a post or a note is stored as the checked projection of its Lexical tree,
 * the properties each node is known to carry and nothing more (a post with 20 visible
 * characters was 900 kB of unknown properties), and its serialised JSON is capped.
 */
const server = serverPerFile();
const SE = '/api/search-engine/v1';
const UM = '/api/user-manager/v1';
let token = '';
let communityId = 0;

beforeAll(async () => {
  token = String((await signIn(server.url, 'caregiver')).tokens.access_token);
  const made = await apiJson(server.url, 'POST', `${SE}/communities`, { community_name: 'Rich text', description: 'x' }, token);
  expect(made.status).toBe(201);
  communityId = made.body.data.community_id;
});

const padding = 'x'.repeat(50_000);
/** A body whose every node carries properties Lexical never writes. */
const stuffed = () => {
  const body = plainRichText('Twenty visible chars');
  const root = body.root as Record<string, unknown> & { children: Record<string, unknown>[] };
  root.junk = padding;
  root.children[0]!.junk = { nested: padding };
  (root.children[0]!.children as Record<string, unknown>[])[0]!.onclick = padding;
  return { ...body, extra: padding };
};
/** `count` paragraphs of one short text each: allowed nodes only, more JSON than the cap. */
const many = (count: number) => plainRichText(...Array.from({ length: count }, (_, i) => `p${i}`));

describe('rich text is stored as its checked projection (#57.5)', () => {
  it('drops what a post’s nodes carry beyond their known properties', async () => {
    const made = await apiJson(
      server.url,
      'POST',
      `${SE}/community/posts`,
      { community_id: communityId, title: 'Stuffed', body: stuffed() },
      token,
    );
    expect(made.status).toBe(201);
    const read = await apiJson(server.url, 'GET', `${SE}/community/posts/${made.body.data.post_id}`, undefined, token);
    expect(read.status).toBe(200);
    expect(read.body.data.post.body).toEqual(plainRichText('Twenty visible chars'));
    expect(JSON.stringify(read.body.data.post.body).length).toBeLessThan(1_000);
  });

  it('drops the same from a note', async () => {
    const made = await apiJson(
      server.url,
      'POST',
      `${UM}/notes/personal`,
      { note_title: 'Stuffed', note_body: stuffed() },
      token,
    );
    expect(made.status).toBe(201);
    const read = await apiJson(server.url, 'GET', `${UM}/notes/personal/${made.body.data.id}`, undefined, token);
    expect(read.body.data.note_body).toEqual(plainRichText('Twenty visible chars'));
  });

  it('refuses a post or a note whose JSON is over the cap, naming the field', async () => {
    const big = many(1_500);
    expect(JSON.stringify(big).length).toBeGreaterThan(RICH_TEXT_LIMITS.json);
    const post = await apiJson(
      server.url,
      'POST',
      `${SE}/community/posts`,
      { community_id: communityId, title: 'Big', body: big },
      token,
    );
    expect(post.status).toBe(400);
    expect(post.body.issues).toEqual([{ path: 'body.body', message: `must be ${RICH_TEXT_LIMITS.json / 1000} kB or less` }]);
    const note = await apiJson(server.url, 'POST', `${UM}/notes/personal`, { note_title: 'Big', note_body: big }, token);
    expect(note.status).toBe(400);
    expect(note.body.issues[0].path).toBe('body.note_body');
    // Within the cap, the same kind of body is taken.
    expect(
      (await apiJson(server.url, 'POST', `${UM}/notes/personal`, { note_title: 'Fine', note_body: many(300) }, token)).status,
    ).toBe(201);
  });
});
