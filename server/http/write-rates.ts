import type { FastifyInstance } from 'fastify';
import * as community from '../../contract/community';
import type { Endpoint } from '../../contract/endpoint';
import { ask } from '../../contract/nora';
import { notesEndpoints } from '../../contract/notes';
import * as search from '../../contract/search';
import type { Queryable } from '../db/database';
import type { WriteKind, WriteRates } from '../options';
import { SharedThrottle } from './shared-throttle';
import { WRITE_RATE_REFUSAL } from '../../contract/endpoint';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * What one account may write (issue #57 item 4: 60 posts in 15 s each notified every member of
 * the community). Numbers a person never meets; docs/SECURITY.md ("Write rates") lists them.
 */
export const WRITE_RATES: WriteRates = {
  posts: { count: 10, windowMs: MINUTE },
  comments: { count: 20, windowMs: MINUTE },
  communities: { count: 10, windowMs: HOUR },
  reports: { count: 20, windowMs: HOUR },
  questions: { count: 10, windowMs: MINUTE },
  notes: { count: 30, windowMs: MINUTE },
  writes: { count: 120, windowMs: MINUTE },
};

/** The costly writes, each counted in its own budget; any other write is counted in `writes`. */
const COSTLY: [Endpoint, WriteKind][] = [
  [community.createPost, 'posts'],
  [community.createComment, 'comments'],
  [community.createCommunity, 'communities'],
  [community.report, 'reports'],
  [ask, 'questions'],
  [notesEndpoints.save, 'notes'],
  [notesEndpoints.sessionNote, 'notes'],
];
const KIND_OF = new Map(COSTLY.map(([entry, kind]) => [`${entry.method} ${entry.path}`, kind]));

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Reads the contract sends as POST (SPEC's search engine takes its query in the body): they write
 * nothing, and search-as-you-type asks more often than any write budget allows.
 */
const READS = new Set(
  [
    search.globalSearch,
    search.searchCategory,
    search.searchUsers,
    search.searchPosts,
    search.searchThreads,
    search.searchTags,
    search.zipCodes,
  ].map((entry: Endpoint) => `${entry.method} ${entry.path}`),
);

const WHAT: Record<WriteKind, string> = {
  posts: 'posts',
  comments: 'comments',
  communities: 'new communities',
  reports: 'reports',
  questions: 'questions to Nora',
  notes: 'saved notes',
  writes: 'changes',
};
const per = (windowMs: number) =>
  windowMs === MINUTE ? 'a minute' : windowMs === HOUR ? 'an hour' : `${Math.round(windowMs / 1000)} seconds`;

/** The words of the 429: the rule and the wait (the app says the wait in its own words, src/services/refusal.ts). */
export const tooManyWrites = (kind: WriteKind, rate: { count: number; windowMs: number }, seconds: number) =>
  `At most ${rate.count} ${WHAT[kind]} ${per(rate.windowMs)}: try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;

/**
 * Counts every write under /api per account, after the bearer check (`requireBearer` set
 * `req.userId`): past its kind's budget a write is answered 429 with Retry-After (seconds) and
 * `{ error: 'too many writes', message }`, before its route reads anything. Counted in the
 * database (SharedThrottle: one row per account and kind, pruned once expired), so every node
 * counts together and memory holds nothing per account.
 */
export function limitWrites(
  app: FastifyInstance,
  db: Queryable,
  options: { rates?: Partial<WriteRates> | undefined; now?: (() => number) | undefined } = {},
) {
  const now = options.now ?? Date.now;
  const throttles = new Map<WriteKind, SharedThrottle>();
  const rates = { ...WRITE_RATES, ...options.rates };
  for (const kind of Object.keys(WRITE_RATES) as WriteKind[]) {
    const { count, windowMs } = rates[kind];
    // The count+1th write in the window locks the kind until the window's end after it.
    throttles.set(
      kind,
      new SharedThrottle(db, `writes: ${kind}`, { lockAfter: count + 1, windowMs, baseDelayMs: 0, maxDelayMs: 0 }, now),
    );
  }
  app.addHook('onRequest', async (req, reply) => {
    if (!WRITES.has(req.method) || !req.userId) return;
    const route = `${req.method} ${req.routeOptions.url ?? ''}`;
    if (READS.has(route)) return;
    const kind = KIND_OF.get(route) ?? 'writes';
    const lockedUntil = await throttles.get(kind)!.hit(String(req.userId));
    if (lockedUntil === undefined) return;
    const seconds = Math.max(1, Math.ceil((lockedUntil - now()) / 1000));
    return reply
      .status(429)
      .header('retry-after', String(seconds))
      .send({ error: WRITE_RATE_REFUSAL, message: tooManyWrites(kind, rates[kind], seconds) });
  });
}
