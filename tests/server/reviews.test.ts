// @postgres: the reviews' store, with reviews at once.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, apiJson, serverPerFile, signIn, SseStream, userIdOf } from './helpers';
import { holdSession, sessionAt } from './call-sockets';

/*
 * Issue #31 (reviews, FAQ, badges): SPEC §7's mentor-session-reviews, /review-keywords and
 * /mentors/{id}/badges, and the concierge FAQ, with each role's token. Every rule is the
 * server's: who may review (the person who had the session, once it is completed, once),
 * the rating and text limits, who writes an FAQ, and the Badge notification sent once.
 */
const UM = '/api/user-manager/v1';
const REVIEWS = '/api/search-engine/v1/mentor-session-reviews';
const server = serverPerFile();
type Role = 'caregiver' | 'careseeker' | 'coordinator' | 'provider' | 'admin';
const tokens: Record<Role, string> = {} as never;
const ids: Record<Role, number> = {} as never;
let coordinatorId: number;
let caregiverId: number;
const streams: SseStream[] = [];

interface Review {
  id: number;
  session_id: number;
  rating: number;
  review_text: string;
  keywords: string[];
  reviewer: { user_id: number; display_name: string };
  concierge: { user_id: number; display_name: string };
}
interface Page {
  data: Review[];
  total: number;
  page: number;
  size: number;
  average?: number;
  count?: number;
  awaiting?: { session_id: number; meeting_id: string; concierge: { user_id: number } }[];
}

beforeAll(async () => {
  for (const name of ['caregiver', 'careseeker', 'coordinator', 'provider', 'admin'] as const)
    tokens[name] = String((await signIn(server.url, name)).tokens.access_token);
  for (const name of ['caregiver', 'careseeker', 'coordinator', 'provider'] as const)
    ids[name] = await userIdOf(server.url, tokens[name]);
  coordinatorId = ids.coordinator;
  caregiverId = ids.caregiver;
});
afterAll(() => {
  for (const s of streams) s.close();
});

const list = async (as: string, query: string) => {
  const res = await apiGet(server.url, `${REVIEWS}?${query}`, as);
  return res as { status: number; body: { data: Page } & Record<string, any> };
};
const post = (as: string, body: unknown) => apiJson(server.url, 'POST', REVIEWS, body, as);
const text = 'Clear advice about the referral, and a plan for next month.';

/**
 * A session of `as` with the concierge. Ended (`end`): one that took place, both of them in its
 * call and the concierge ending it (tests/server/call-sockets.ts), made to start a minute ago (the
 * development hook; each is over before the next, so one concierge's never overlap). Otherwise
 * booked at the concierge's first free time, still to come.
 */
async function session(as: Role, concierge: 'coordinator' | 'provider' = 'coordinator', end = true) {
  const conciergeId = ids[concierge];
  if (end) {
    const made = await sessionAt(server.url, { concierge, booker: as, start: Date.now() - 60_000, minutes: 2 });
    await holdSession(
      server.url,
      made.meeting_id,
      { token: tokens[concierge], id: conciergeId },
      { token: tokens[as], id: ids[as] },
    );
    return made;
  }
  const slots = await apiGet(
    server.url,
    `${UM}/mentor-booking/available-slots?conciergeId=${conciergeId}&conciergeAuthId=${conciergeId}`,
    tokens[as],
  );
  const start = (slots.body.data as { available_dates: { slots: { start: string }[] }[] }).available_dates.flatMap(
    (d) => d.slots,
  )[0]!.start;
  const booked = await apiJson(
    server.url,
    'POST',
    `${UM}/mentor-booking/schedule`,
    { conciergeId, conciergeAuthId: String(conciergeId), start, idempotency_key: randomUUID() },
    tokens[as],
  );
  return booked.body.data as { id: number; meeting_id: string };
}

const nextEvent = async (stream: SseStream, match: (payload: Record<string, any>) => boolean) => {
  for (;;) {
    const message = await stream.next<Record<string, any>>();
    if (message.event === 'ready' || !message.data) continue;
    if (match(message.data)) return message.data;
  }
};

describe('a care-seeker reviews a completed session', () => {
  it('lists the completed session awaiting a review, takes one review, and the concierge hears of a badge once', async () => {
    const before = await list(tokens.caregiver, 'type=GIVEN&page=0&size=10');
    expect(before.status).toBe(200);
    const waiting = before.body.data.awaiting!.find((a) => a.concierge.user_id === coordinatorId);
    expect(waiting).toBeDefined();
    const received = (await list(tokens.coordinator, 'type=RECEIVED')).body.data;
    expect(received.count).toBe(4);

    const stream = await SseStream.open(
      `${server.url}/public/user-audit/server-event/subscribe/${coordinatorId}?access_token=${tokens.coordinator}`,
    );
    streams.push(stream);
    const made = await post(tokens.caregiver, {
      session_id: waiting!.session_id,
      rating: 5,
      review_text: `  ${text}  `,
      keywords: ['Helpful', 'Not a keyword'],
    });
    expect(made.status).toBe(201);
    const review = made.body.data as Review;
    expect(review).toMatchObject({ rating: 5, review_text: text, keywords: ['Helpful'], session_id: waiting!.session_id });
    expect(review.reviewer).toMatchObject({ user_id: caregiverId, display_name: 'caregiver' });

    // Four seeded reviews (5, 5, 4, 5) and this 5: 4.8 from five, which earns "Highly rated".
    const badge = await nextEvent(stream, (p) => p.subType === 'Badge');
    expect(badge).toMatchObject({ type: 'Concierge', subType: 'Badge', notification: 'You earned the Highly rated badge.' });
    const after = (await list(tokens.coordinator, 'type=RECEIVED')).body.data;
    expect(after).toMatchObject({ average: 4.8, count: 5, total: 5 });
    expect(after.data[0]!.id).toBe(review.id);
    const badges = await apiGet(server.url, `${UM}/mentor-booking/mentors/${coordinatorId}/badges`, tokens.caregiver);
    expect((badges.body.data as { name: string }[]).map((b) => b.name)).toEqual(['First review', 'Highly rated']);

    // Review text is not in the global search (issue #31), for anyone.
    for (const as of [tokens.caregiver, tokens.coordinator]) {
      const found = await apiJson(server.url, 'POST', '/api/search-engine/v2/search', { search_text: 'referral' }, as);
      expect(found.status).toBe(200);
      expect(JSON.stringify(found.body)).not.toContain('plan for next month');
    }

    // The card and the rating filter read the same average and count.
    const search = await apiJson(
      server.url,
      'POST',
      '/api/search-engine/v1/concierge?type=CONCIERGE',
      { rating: 4.8, size: 50 },
      tokens.caregiver,
    );
    const card = (
      search.body.data as { data: { user_id: number; rating: number; review_count: number; badges: string[] }[] }
    ).data.find((c) => c.user_id === coordinatorId);
    expect(card).toMatchObject({ rating: 4.8, review_count: 5, badges: ['First review', 'Highly rated'] });
    const stricter = await apiJson(
      server.url,
      'POST',
      '/api/search-engine/v1/concierge?type=CONCIERGE',
      { rating: 4.9, size: 50 },
      tokens.caregiver,
    );
    expect((stricter.body.data as { data: { user_id: number }[] }).data.some((c) => c.user_id === coordinatorId)).toBe(false);

    // Once per session: a second review is refused, and the session no longer awaits one.
    const again = await post(tokens.caregiver, { session_id: waiting!.session_id, rating: 4, review_text: text });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already reviewed/);
    const given = (await list(tokens.caregiver, 'type=GIVEN')).body.data;
    expect(given.awaiting!.some((a) => a.session_id === waiting!.session_id)).toBe(false);
    expect(given.data.map((r) => r.id)).toContain(review.id);
  });

  it('writes one review when the same session is submitted twice at once (the database decides)', async () => {
    const b = await session('careseeker');
    const answers = await Promise.all(
      [1, 2, 3].map(() => post(tokens.careseeker, { session_id: b.id, rating: 4, review_text: text })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
  });

  it('refuses a session that is not completed, and one that is not theirs', async () => {
    const upcoming = await session('careseeker', 'coordinator', false);
    const early = await post(tokens.careseeker, { session_id: upcoming.id, rating: 5, review_text: text });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('A session can be reviewed once it has taken place.');
    await apiJson(server.url, 'DELETE', `${UM}/mentor-booking/schedule/${upcoming.id}`, {}, tokens.careseeker);

    const theirs = await session('careseeker');
    for (const as of [tokens.caregiver, tokens.coordinator, tokens.provider, tokens.admin]) {
      const res = await post(as, { session_id: theirs.id, rating: 5, review_text: text });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('You have no such session to review.');
    }
    expect((await post(tokens.careseeker, { session_id: 2_000_000, rating: 5, review_text: text })).status).toBe(404);
  });

  it('refuses a rating outside 1–5 and a text outside its limits, naming the field', async () => {
    const b = await session('careseeker');
    const bad = async (body: Record<string, unknown>, path: string, message: RegExp) => {
      const res = await post(tokens.careseeker, { session_id: b.id, rating: 5, review_text: text, ...body });
      expect(res.status).toBe(400);
      const issue = (res.body.issues as { path: string; message: string }[])[0]!;
      expect(issue.path).toBe(path);
      expect(issue.message).toMatch(message);
    };
    await bad({ rating: 0 }, 'body.rating', /from 1 to 5/);
    await bad({ rating: 6 }, 'body.rating', /from 1 to 5/);
    await bad({ rating: 4.5 }, 'body.rating', /whole star/);
    await bad({ review_text: '  too short ' }, 'body.review_text', /at least 10/);
    await bad({ review_text: 'x'.repeat(2001) }, 'body.review_text', /2000 characters or fewer/);
    await bad({ keywords: ['a', 'b', 'c', 'd', 'e', 'f'] }, 'body.keywords', /at most 5/);
    expect((await post(tokens.careseeker, { session_id: b.id, rating: 1, review_text: 'x'.repeat(2000) })).status).toBe(201);
  });
});

describe('editing and deleting a review', () => {
  it('lets only its writer change or delete it; deleting makes the session reviewable again', async () => {
    const b = await session('careseeker');
    const review = (await post(tokens.careseeker, { session_id: b.id, rating: 3, review_text: text })).body.data as Review;
    const change = { rating: 4, review_text: 'Better on reflection: the plan worked.', keywords: ['Practical'] };
    for (const as of [tokens.caregiver, tokens.coordinator]) {
      expect((await apiJson(server.url, 'PUT', `${REVIEWS}/${review.id}`, change, as)).status).toBe(404);
      expect((await apiJson(server.url, 'DELETE', `${REVIEWS}/${review.id}`, undefined, as)).status).toBe(404);
    }
    const changed = await apiJson(server.url, 'PUT', `${REVIEWS}/${review.id}`, change, tokens.careseeker);
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({
      id: review.id,
      rating: 4,
      review_text: change.review_text,
      keywords: ['Practical'],
    });
    expect(
      (await apiJson(server.url, 'PUT', `${REVIEWS}/${review.id}`, { ...change, rating: 9 }, tokens.careseeker)).status,
    ).toBe(400);

    expect((await apiJson(server.url, 'DELETE', `${REVIEWS}/${review.id}`, undefined, tokens.careseeker)).status).toBe(200);
    expect((await apiJson(server.url, 'DELETE', `${REVIEWS}/${review.id}`, undefined, tokens.careseeker)).status).toBe(404);
    const given = (await list(tokens.careseeker, 'type=GIVEN')).body.data;
    expect(given.awaiting!.some((a) => a.session_id === b.id)).toBe(true);
    expect(given.data.some((r) => r.id === review.id)).toBe(false);
  });
});

describe('reading reviews', () => {
  it("pages a concierge's reviews from page 0, 10 by default, with their average and count", async () => {
    const concierges = await apiGet(server.url, '/api/search-engine/v1/users?type=CONCIERGE', tokens.caregiver);
    const amara = (concierges.body.data as { user_id: number; user_name: string }[]).find((c) => c.user_name === 'amara.okafor')!;
    const first = (await list(tokens.caregiver, `type=CONCIERGE&mentorId=${amara.user_id}`)).body.data;
    expect(first).toMatchObject({ page: 0, size: 10, total: 5, count: 5, average: 5 });
    expect(first.data).toHaveLength(5);
    const third = (await list(tokens.caregiver, `type=CONCIERGE&mentorId=${amara.user_id}&page=2&size=2`)).body.data;
    expect(third.data).toHaveLength(1);
    expect(third.data[0]!.id).toBe(first.data[4]!.id);
    // Each reviewer is called what they are called everywhere (SPEC §6, issue #63.6): a caregiver or
    // care seeker by their user name, never a made-up "first name and initial" of their own.
    expect(first.data.filter((r) => /^\S+ [A-Z]\.$/.test(r.reviewer.display_name))).toEqual([]);
    const badges = await apiGet(server.url, `${UM}/mentor-booking/mentors/${amara.user_id}/badges`, tokens.caregiver);
    expect((badges.body.data as { name: string }[]).map((b) => b.name).sort()).toEqual([
      'First review',
      'Highly rated',
      'Ten sessions',
    ]);
  });

  it('keeps RECEIVED for concierges, and refuses a type or concierge it does not know', async () => {
    for (const as of [tokens.caregiver, tokens.admin]) expect((await list(as, 'type=RECEIVED')).status).toBe(403);
    expect((await list(tokens.provider, 'type=RECEIVED')).status).toBe(200);
    expect((await list(tokens.caregiver, 'type=ALL')).status).toBe(400);
    expect((await list(tokens.caregiver, 'type=CONCIERGE')).body.issues[0].path).toBe('query.mentorId');
    expect((await list(tokens.caregiver, `type=CONCIERGE&mentorId=${caregiverId}`)).status).toBe(404);
    expect((await list(tokens.caregiver, 'type=GIVEN&size=51')).status).toBe(400);
    expect((await apiGet(server.url, `${UM}/mentor-booking/mentors/${caregiverId}/badges`, tokens.caregiver)).status).toBe(404);
    expect((await apiGet(server.url, `${REVIEWS}?type=GIVEN`)).status).toBe(401);
  });
});

describe('review keywords', () => {
  const keywords = async (search_text: string) =>
    (
      (await apiJson(server.url, 'POST', '/public/static-data/v1/review-keywords', { search_text })).body.data as {
        keyword: string;
      }[]
    ).map((k) => k.keyword);
  it('suggests keywords that start with the text first, then those containing it, literally', async () => {
    expect(await keywords('hel')).toEqual(['Helpful']);
    const re = await keywords('re');
    expect(re.slice(0, 5)).toEqual(['Reassuring', 'Resourceful', 'Respectful', 'Responsive', 'Well prepared']);
    expect(await keywords('%')).toEqual([]);
    expect(await keywords('')).toHaveLength(8);
  });
});

describe('the concierge FAQ', () => {
  type Faq = { id: number; question: string; answer: string; position: number };
  const own = (as: string) => apiGet(server.url, `${UM}/mentor-booking/faqs`, as);

  it('lets a concierge add, edit, reorder and delete their own questions; a family reads them on the card', async () => {
    const seeded = (await own(tokens.coordinator)).body.data as Faq[];
    expect(seeded.map((f) => f.question)).toEqual([
      'What should I prepare before a session?',
      'Can both parents join?',
      'Do you help with insurance appeals?',
    ]);
    const added = await apiJson(
      server.url,
      'POST',
      `${UM}/mentor-booking/faqs`,
      { question: ' Evenings? ', answer: 'Tuesdays until 8 pm.' },
      tokens.coordinator,
    );
    expect(added.status).toBe(201);
    let faqs = added.body.data as Faq[];
    expect(faqs.at(-1)).toMatchObject({ question: 'Evenings?', answer: 'Tuesdays until 8 pm.' });
    const newest = faqs.at(-1)!;

    faqs = (
      await apiJson(
        server.url,
        'PUT',
        `${UM}/mentor-booking/faqs/${newest.id}`,
        { question: 'Evening sessions?', answer: 'Tuesdays until 8 pm.' },
        tokens.coordinator,
      )
    ).body.data as Faq[];
    expect(faqs.at(-1)!.question).toBe('Evening sessions?');

    const order = [newest.id, ...seeded.map((f) => f.id)];
    faqs = (await apiJson(server.url, 'PUT', `${UM}/mentor-booking/faqs/order`, { ids: order }, tokens.coordinator)).body
      .data as Faq[];
    expect(faqs.map((f) => f.id)).toEqual(order);
    const stale = await apiJson(
      server.url,
      'PUT',
      `${UM}/mentor-booking/faqs/order`,
      { ids: order.slice(1) },
      tokens.coordinator,
    );
    expect(stale.status).toBe(409);
    expect(
      (await apiJson(server.url, 'PUT', `${UM}/mentor-booking/faqs/order`, { ids: [order[0], order[0]] }, tokens.coordinator))
        .status,
    ).toBe(400);

    const onCard = await apiGet(server.url, `${UM}/mentor-booking/mentors/${coordinatorId}/faqs`, tokens.caregiver);
    expect((onCard.body.data as Faq[]).map((f) => f.question)).toEqual(faqs.map((f) => f.question));

    faqs = (await apiJson(server.url, 'DELETE', `${UM}/mentor-booking/faqs/${newest.id}`, undefined, tokens.coordinator)).body
      .data as Faq[];
    expect(faqs.map((f) => f.id)).toEqual(seeded.map((f) => f.id));
  });

  it('keeps the FAQ to providers and coordinators, each to their own, within its limits', async () => {
    const body = { question: 'Q?', answer: 'A.' };
    for (const as of [tokens.caregiver, tokens.careseeker, tokens.admin]) {
      const res = await apiJson(server.url, 'POST', `${UM}/mentor-booking/faqs`, body, as);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Only care providers and coordinators write an FAQ.');
      expect((await own(as)).status).toBe(403);
    }
    const mine = (await apiJson(server.url, 'POST', `${UM}/mentor-booking/faqs`, body, tokens.provider)).body.data as Faq[];
    expect(mine).toHaveLength(1);
    const coordinators = (await own(tokens.coordinator)).body.data as Faq[];
    expect(
      (await apiJson(server.url, 'PUT', `${UM}/mentor-booking/faqs/${coordinators[0]!.id}`, body, tokens.provider)).status,
    ).toBe(404);
    expect(
      (await apiJson(server.url, 'DELETE', `${UM}/mentor-booking/faqs/${coordinators[0]!.id}`, undefined, tokens.provider))
        .status,
    ).toBe(404);
    const long = await apiJson(
      server.url,
      'POST',
      `${UM}/mentor-booking/faqs`,
      { question: 'q'.repeat(201), answer: '' },
      tokens.provider,
    );
    expect((long.body.issues as { path: string }[]).map((i) => i.path)).toEqual(['body.question', 'body.answer']);
    for (let i = 1; i < 20; i++) await apiJson(server.url, 'POST', `${UM}/mentor-booking/faqs`, body, tokens.provider);
    const full = await apiJson(server.url, 'POST', `${UM}/mentor-booking/faqs`, body, tokens.provider);
    expect(full.status).toBe(409);
    expect(full.body.message).toMatch(/at most 20/);
  });
});

describe('badges from completed sessions', () => {
  it('earns "Ten sessions" when the tenth session is completed, with its notification once', async () => {
    // The demo provider has no sessions; switched on as a mentor, ten completed sessions earn it.
    expect((await apiJson(server.url, 'PATCH', `${UM}/mentors/mentor-status`, { is_mentor: true }, tokens.provider)).status).toBe(
      200,
    );
    const providerId = await userIdOf(server.url, tokens.provider);
    const stream = await SseStream.open(
      `${server.url}/public/user-audit/server-event/subscribe/${providerId}?access_token=${tokens.provider}`,
    );
    streams.push(stream);
    for (let i = 0; i < 10; i++) await session('caregiver', 'provider');
    const badge = await nextEvent(stream, (p) => p.subType === 'Badge');
    expect(badge.notification).toBe('You earned the Ten sessions badge.');
    const names = (await apiGet(server.url, `${UM}/mentor-booking/mentors/${providerId}/badges`, tokens.provider)).body.data as {
      name: string;
    }[];
    expect(names.map((b) => b.name)).toEqual(['Ten sessions']);
    // An eleventh session earns nothing new: the bell holds one Badge notice.
    await session('caregiver', 'provider');
    const bell = await apiJson(server.url, 'POST', '/api/user-audit/user-notification/get?page=0&size=100', {}, tokens.provider);
    const notices = (bell.body.data as { data: { sub_type: string | null }[] }).data.filter((n) => n.sub_type === 'Badge');
    expect(notices).toHaveLength(1);
  });
});
