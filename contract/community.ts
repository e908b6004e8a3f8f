import * as z from 'zod/mini';
import { endpoint, noContent, raw } from './endpoint';
import { count, id, pageIndex, pageSize } from './fields';
import { PICTURE_ALT_MAX, richTextProblem, richTextProjection, richTextSizeProblem } from './notes-rich-text';

// The side menu's list is in community-mine.ts (every signed-in page loads it); every entry of the
// feature is still here.
export { community as menuCommunity, myCommunities } from './community-mine';

// The feed and its shapes are in community-feed.ts (the dashboard's block reads them alone).
import { author, COMMUNITY_LIMITS, POST_KINDS, postSummary } from './community-feed';
export {
  author,
  COMMUNITY_LIMITS,
  feed,
  FEED_SORTS,
  feedQuery,
  HIDDEN_REASONS,
  POST_KINDS,
  postSummary,
  TOP_WINDOWS,
  type Author,
  type FeedQuery,
  type FeedSort,
  type PostKind,
  type PostSummary,
  type TopWindow,
} from './community-feed';

/**
 * Community (issue #32; SPEC §2 community mode, §3 Community in menu, Bookmark and the Post
 * notification subtypes, §4 community pin and the New Post chip, §7 community list and bookmark
 * create/delete, §9 My Communities). Every path is chosen (SPEC §7 shows none but the search
 * engine's, whose prefix they share): communities under `/communities`, posts and questions under
 * `/community/posts`, comments under `/community/comments`.
 *
 * A post and a question are the same thing with a different `kind` (a question can have an accepted
 * answer). Lists are paged by `page` (0-based) and `size`, answering `has_more`; Hot is upvotes and
 * comments decayed by age, New is newest first, Top is most upvoted within `window`.
 */

export const SE = '/api/search-engine/v1';
const C = `${SE}/communities`;
const P = `${SE}/community/posts`;
const CM = `${SE}/community/comments`;

/** A post or comment may be edited by its author this long after it was written. */
export const EDIT_WINDOW_MINUTES = 60;
/**
 * Reports weighing this much hide a post or comment from everyone but its author and moderators
 * (issue #57.6, as Discourse weighs flags): a moderator of its community or an administrator
 * weighs 1.5 (more than a member, not enough alone), an established member 1 (an account a month old, or a week old with posts or comments
 * in that community), a newer account 0, so that new accounts alone cannot hide anything (their
 * reports still reach the moderators).
 */
export const REPORTS_TO_HIDE = 2;
/** Days before an account's report counts: with activity in the community, and without. */
export const REPORT_TRUST_DAYS = { active: 7, any: 30 } as const;
/** SPEC §9: the side menu lists at most this many of a person's communities, pinned first. */
export const MY_COMMUNITIES_MAX = 10;

export const JOIN_POLICIES = ['PUBLIC', 'APPROVAL'] as const;
export type JoinPolicy = (typeof JOIN_POLICIES)[number];
/** The reader's standing in a community: a request waits for a moderator in an APPROVAL community. */
export const MEMBERSHIPS = ['NONE', 'PENDING', 'MEMBER', 'MODERATOR'] as const;
export type Membership = (typeof MEMBERSHIPS)[number];
export const REPORT_TARGETS = ['POST', 'COMMENT', 'MEMBER'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];
export const REPORT_REASONS = ['SPAM', 'HARASSMENT', 'MEDICAL_MISINFORMATION', 'OTHER'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
/** A report's state in the admin queue (the admin feed page is another issue). */
export const REPORT_STATES = ['OPEN', 'DISMISSED', 'ACTIONED'] as const;

const text = (max: number, label = 'is required') =>
  z
    .string({ error: 'must be text' })
    .check(z.trim(), z.minLength(1, { error: label }), z.maxLength(max, { error: `must be ${max} characters or fewer` }));
const shortList = (item: z.ZodMiniType<string>, max: number, what: string) =>
  z.array(item).check(z.maxLength(max, { error: `at most ${max} ${what}` }));
/** A tag or topic: trimmed, lower case (so "ADHD" and "adhd" are one tag). */
const tagText = (max: number) =>
  z
    .string({ error: 'must be text' })
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, { error: 'must not be empty' }),
      z.maxLength(max, `must be ${max} characters or fewer`),
    );
const when = z.string();
const page = { page: z._default(pageIndex, 0), size: z._default(pageSize(COMMUNITY_LIMITS.page), 20) };
const data = <T extends z.ZodMiniType>(schema: T) => z.object({ data: schema });
import { PICTURE_PATH } from './community-pictures';
export { PICTURE_PATH };
/** A post may show pictures uploaded with uploadPicture, each described in at most this many characters. */
export const POST_PICTURES = { path: PICTURE_PATH, altMax: PICTURE_ALT_MAX } as const;
/**
 * A Lexical editor state of the notes' allowed nodes (contract/notes-rich-text.ts) and pictures
 * stored here (`image` nodes whose src is PICTURE_PATH and a key, with alt text), checked on the
 * server; the server also checks each picture was uploaded by the writer.
 */
const richText = z.pipe(
  z.unknown(),
  z.transform((value, ctx) => {
    // Only the checked projection is kept: unknown properties dropped, its JSON capped (#57.5).
    const problem = richTextProblem(value, { picturePath: PICTURE_PATH });
    const projection = problem ? undefined : richTextProjection(value);
    const tooBig = projection && richTextSizeProblem(projection);
    if (problem || tooBig) {
      ctx.issues.push({ code: 'custom', message: (problem ?? tooBig)!, input: value });
      return z.NEVER;
    }
    return projection!;
  }),
);
const pageOf = <T extends z.ZodMiniType>(item: T) => z.object({ data: z.array(item), has_more: z.boolean() });

// Shapes a reader receives

/** A community in Discover and at the top of its page. */
export const communitySummary = z.object({
  community_id: z.int(),
  community_name: z.string(),
  image_url: z._default(z.nullable(z.string()), null),
  description: z.string(),
  topics: z.array(z.string()),
  join_policy: z.enum(JOIN_POLICIES),
  member_count: count,
  post_count: count,
  /** The newest post, question or comment in it (ISO), or null when nothing is written yet. */
  last_activity_at: z.nullable(when),
  membership: z.enum(MEMBERSHIPS),
  is_pinned: z.boolean(),
});
export type CommunitySummary = z.infer<typeof communitySummary>;

/** A community's own page: its summary with its rules, moderators and the reader's bookmark. */
export const communityDetail = z.object({
  ...communitySummary.shape,
  rules: z.array(z.string()),
  moderators: z.array(author),
  /** The reader's bookmark of it (SPEC §3 Bookmark, source_type COMMUNITY), or null. */
  bookmark_id: z.nullable(z.string()),
  created_at: when,
  /** Join requests waiting, for a moderator (0 for anyone else). */
  pending_requests: count,
});
export type CommunityDetail = z.infer<typeof communityDetail>;

export const member = z.object({
  ...author.shape,
  role: z.enum(['MEMBER', 'MODERATOR']),
  joined_at: when,
});
export type Member = z.infer<typeof member>;

export const joinRequest = z.object({ ...author.shape, requested_at: when });

/** A post page's post: its Lexical body and what the reader may do to it. */
export const post = z.object({
  ...postSummary.shape,
  body: z.unknown(),
  is_own: z.boolean(),
  /** Until when its author may edit it (ISO), or null when the reader may not (another's, or the window passed). */
  editable_until: z.nullable(when),
  /** The reader moderates its community (may hide, and choose a question's accepted answer). */
  can_moderate: z.boolean(),
  /** The asker or a moderator may choose the accepted answer (a question only). */
  can_accept: z.boolean(),
  accepted_comment_id: z.nullable(z.int()),
  /** Whether the reader is a member (only members comment and vote where the community needs approval). */
  membership: z.enum(MEMBERSHIPS),
});
export type Post = z.infer<typeof post>;

// A comment's shape is in community-comment.ts (a live comment carries it on the event stream).
import { comment } from './community-comment';
export { comment, type Comment } from './community-comment';

/** A bookmark of a community or a post, as Favorites lists it. */
export const communityBookmark = z.object({
  bookmark_id: z.string(),
  sub_source_type: z.enum(['COMMUNITY', 'POST']),
  source_id: z.int(),
  /** The community's name, or the post's title. */
  title: z.string(),
  /** For a post: its community and kind. */
  community_id: z.int(),
  community_name: z.string(),
  kind: z.nullable(z.enum(POST_KINDS)),
  image_url: z._default(z.nullable(z.string()), null),
  created_at: when,
});
export type CommunityBookmark = z.infer<typeof communityBookmark>;

// Requests

export const communityParams = z.object({ id });
export const postParams = z.object({ id });
export const commentParams = z.object({ id });

export const discoverQuery = z.object({
  /** Matched against names and topics (typos forgiven); empty lists every community. */
  search_text: z._default(z.string().check(z.trim(), z.maxLength(100, { error: 'must be 100 characters or fewer' })), ''),
  /** Only those the reader belongs to (or has asked to join). */
  mine: z._default(z.stringbool(), false),
  ...page,
});

export const createCommunityBody = z.object({
  community_name: text(COMMUNITY_LIMITS.name, 'Give the community a name.'),
  description: text(COMMUNITY_LIMITS.description, 'Say what the community is for.'),
  topics: z._default(shortList(tagText(COMMUNITY_LIMITS.topic), COMMUNITY_LIMITS.topics, 'topics'), []),
  rules: z._default(shortList(text(COMMUNITY_LIMITS.rule), COMMUNITY_LIMITS.rules, 'rules'), []),
  /** A picture uploaded with uploadPicture (its url), or null for none. Never another site's address. */
  image_url: z._default(z.nullable(z.string().check(z.trim(), z.maxLength(2000))), null),
  join_policy: z._default(z.enum(JOIN_POLICIES), 'PUBLIC'),
});
export type CreateCommunity = z.input<typeof createCommunityBody>;

const tags = z._default(shortList(tagText(COMMUNITY_LIMITS.tag), COMMUNITY_LIMITS.tags, 'tags'), []);
export const createPostBody = z.object({
  community_id: id,
  kind: z._default(z.enum(POST_KINDS), 'POST'),
  title: text(COMMUNITY_LIMITS.title, 'Give it a title.'),
  /** Lexical JSON of the notes' allowed nodes (contract/notes-rich-text.ts). */
  body: richText,
  tags,
});
export type CreatePost = z.input<typeof createPostBody>;

export const editPostBody = z.object({
  title: text(COMMUNITY_LIMITS.title, 'Give it a title.'),
  body: richText,
  tags,
});
export type EditPost = z.input<typeof editPostBody>;

export const commentBody = z.object({
  body: text(COMMUNITY_LIMITS.comment, 'Write something first.'),
  /** The comment answered; replies to replies are refused (two levels). */
  parent_id: z._default(z.nullable(id), null),
});
export const editCommentBody = z.object({ body: text(COMMUNITY_LIMITS.comment, 'Write something first.') });

/** Hiding a comment needs a reason (kept with it for its author and the moderators); showing it again does not. */
export const HIDE_REASON_MAX = 300;
export const hideCommentBody = z
  .object({
    hidden: z.boolean(),
    reason: z._default(
      z.string().check(z.trim(), z.maxLength(HIDE_REASON_MAX, { error: `must be ${HIDE_REASON_MAX} characters or fewer` })),
      '',
    ),
  })
  .check(z.refine((b) => !b.hidden || b.reason.length > 0, { error: 'Say why the comment is hidden.', path: ['reason'] }));
export type HideComment = z.input<typeof hideCommentBody>;
/** Hiding or showing a post: a reason is optional (the audit log keeps it). */
export const hidePostBody = z.object({
  hidden: z.boolean(),
  reason: z._default(
    z.string().check(z.trim(), z.maxLength(HIDE_REASON_MAX, { error: `must be ${HIDE_REASON_MAX} characters or fewer` })),
    '',
  ),
});

/** The reader's vote as it should now be (idempotent, so a retry never flips it twice). */
export const voteBody = z.object({ upvoted: z.boolean() });
export const voteAnswer = z.object({ data: z.object({ upvoted: z.boolean(), upvotes: count }) });

export const reportBody = z.object({
  target_type: z.enum(REPORT_TARGETS),
  /** The post's, comment's or member's (user) id. */
  target_id: id,
  /** For a member: the community they were reported in (optional). */
  community_id: z._default(z.nullable(id), null),
  reason: z.enum(REPORT_REASONS),
  details: z._default(z.string().check(z.trim(), z.maxLength(COMMUNITY_LIMITS.reportDetails)), ''),
});
export type ReportRequest = z.input<typeof reportBody>;

/** SPEC §3 Bookmark for communities (source_type COMMUNITY); sub_source_type says a community or a post. */
export const bookmarkBody = z
  .object({
    action: z.enum(['CREATE', 'DELETE']),
    /** DELETE names the bookmark, or source_id and sub_source_type. */
    bookmark_id: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
    source_type: z.literal('COMMUNITY'),
    sub_source_type: z._default(z.enum(['COMMUNITY', 'POST']), 'COMMUNITY'),
    /** What is bookmarked: required to CREATE, or to DELETE without bookmark_id. */
    source_id: z.optional(id),
    /** The reader's own id when sent (SPEC §3's field); anyone else's is refused. */
    created_by: z.optional(id),
  })
  .check(
    z.refine((b) => b.source_id !== undefined || (b.action === 'DELETE' && b.bookmark_id !== undefined), {
      error: 'is required',
      path: ['source_id'],
    }),
  );
export type BookmarkRequest = z.input<typeof bookmarkBody>;

const NOT_FOUND = 'no such community, or not one the reader may see';
const POST_REFUSALS = {
  403: 'not allowed: not a member where approval is needed, not the author, not a moderator',
  404: 'no such post, or not one the reader may see',
  409: 'the edit window has passed, or the request conflicts with the post as it is',
} as const;

// Communities

export const discover = endpoint({
  method: 'GET',
  path: C,
  summary: 'Discover: communities matching a name or topic, with member counts and recent activity, most active first.',
  query: discoverQuery,
  response: data(pageOf(communitySummary)),
  auth: 'bearer',
});

export const createCommunity = endpoint({
  method: 'POST',
  path: C,
  summary: 'Creates a community; its creator is its first moderator.',
  body: createCommunityBody,
  status: 201,
  response: data(communityDetail),
  errors: { 400: 'the picture is not one the reader uploaded', 409: 'a community of that name exists' },
  auth: 'bearer',
});

export const uploadPicture = endpoint({
  method: 'POST',
  path: `${C}/pictures`,
  summary: 'Uploads a community picture (multipart: file; PNG, JPEG, GIF or WebP, as chat pictures); the answer carries its url.',
  form: { type: 'multipart/form-data', fields: z.object({ file: z.string() }) },
  status: 201,
  response: data(z.object({ url: z.string(), content_type: z.string(), size: count })),
  errors: { 413: 'over the size limit', 415: 'not a picture', 429: 'uploading too quickly' },
  auth: 'bearer',
});

export const picture = endpoint({
  method: 'GET',
  path: `${PICTURE_PATH}:key`,
  summary: 'A community picture (anyone may see it, as the community’s name).',
  params: z.object({ key: z.string().check(z.regex(/^[0-9a-f-]{36}$/, { error: 'must be a picture key' })) }),
  response: raw('image/*'),
  errors: { 404: 'no such picture' },
  auth: 'public',
  serverOnly: 'an <img> loads it',
});

export const communityPage = endpoint({
  method: 'GET',
  path: `${C}/:id`,
  summary: 'A community’s page: about, rules, moderators, counts, the reader’s membership, pin and bookmark.',
  params: communityParams,
  response: data(communityDetail),
  errors: { 404: NOT_FOUND },
  auth: 'bearer',
});

export const members = endpoint({
  method: 'GET',
  path: `${C}/:id/members`,
  summary: 'A community’s members, moderators first, then by name.',
  params: communityParams,
  query: z.object(page),
  response: data(pageOf(member)),
  errors: { 404: NOT_FOUND },
  auth: 'bearer',
});

export const join = endpoint({
  method: 'POST',
  path: `${C}/:id/join`,
  summary: 'Joins a PUBLIC community, or asks to join an APPROVAL one (PENDING until a moderator answers).',
  params: communityParams,
  response: data(communitySummary),
  errors: { 404: NOT_FOUND },
  auth: 'bearer',
});

export const leave = endpoint({
  method: 'POST',
  path: `${C}/:id/leave`,
  summary: 'Leaves a community, or withdraws a request to join. Its last moderator cannot leave while others remain.',
  params: communityParams,
  response: data(communitySummary),
  errors: { 404: NOT_FOUND, 409: 'the last moderator of a community with members' },
  auth: 'bearer',
});

export const joinRequests = endpoint({
  method: 'GET',
  path: `${C}/:id/requests`,
  summary: 'Requests to join waiting for a moderator, oldest first (moderators only).',
  params: communityParams,
  response: data(z.array(joinRequest)),
  errors: { 403: 'not a moderator', 404: NOT_FOUND },
  auth: 'bearer',
});

export const answerJoinRequest = endpoint({
  method: 'PUT',
  path: `${C}/:id/requests/:userId`,
  summary: 'Accepts or declines a request to join (moderators only).',
  params: z.object({ id, userId: id }),
  body: z.object({ action: z.enum(['ACCEPT', 'DECLINE']) }),
  response: data(z.object({ membership: z.enum(MEMBERSHIPS) })),
  errors: { 403: 'not a moderator', 404: 'no such community or request' },
  auth: 'bearer',
});

export const setRole = endpoint({
  method: 'PUT',
  path: `${C}/:id/members/:userId/role`,
  summary: 'A moderator makes a member a moderator, or a moderator a member again (not the last moderator).',
  params: z.object({ id, userId: id }),
  body: z.object({ role: z.enum(['MEMBER', 'MODERATOR']) }),
  response: data(member),
  errors: { 403: 'not a moderator', 404: 'no such community or member', 409: 'the last moderator' },
  auth: 'bearer',
});

export const pin = endpoint({
  method: 'PUT',
  path: `${C}/:id/pin`,
  summary: 'Pins or unpins a community the reader belongs to (pinned first in My Communities, SPEC §4, §9).',
  params: communityParams,
  body: z.object({ is_pinned: z.boolean() }),
  response: data(communitySummary),
  errors: { 404: NOT_FOUND, 409: 'not a member' },
  auth: 'bearer',
});

export const bookmark = endpoint({
  method: 'POST',
  path: `${SE}/community/bookmarks`,
  summary: 'SPEC §3/§7 bookmark CREATE or DELETE for a community or a post (source_type COMMUNITY).',
  body: bookmarkBody,
  response: data(z.object({ bookmark_id: z.nullable(z.string()) })),
  errors: { 403: 'created_by is someone else', 404: 'no such community or post for this reader' },
  auth: 'bearer',
});

export const bookmarks = endpoint({
  method: 'GET',
  path: `${SE}/community/bookmarks`,
  summary: 'The reader’s bookmarks of communities and posts, newest first (Favorites; notes’ bookmarks are on each note).',
  response: data(z.array(communityBookmark)),
  auth: 'bearer',
  serverOnly:
    'the Favorites page reads the same bookmarks through /api/favorites/v1 (server/community exports them to server/favorites)',
});

// Posts and questions

export const createPost = endpoint({
  method: 'POST',
  path: P,
  summary: 'Writes a post or question in a community; its members hear of it (type Post, subType Post created).',
  body: createPostBody,
  status: 201,
  response: data(post),
  errors: { 403: 'not a member of a community that needs approval', 404: NOT_FOUND },
  auth: 'bearer',
});

export const onePost = endpoint({
  method: 'GET',
  path: `${P}/:id`,
  summary: 'A post page: the post and its comments (two levels, oldest first; the accepted answer flagged).',
  params: postParams,
  response: data(z.object({ post, comments: z.array(comment) })),
  errors: { 404: POST_REFUSALS[404] },
  auth: 'bearer',
});

export const editPost = endpoint({
  method: 'PUT',
  path: `${P}/:id`,
  summary: `Its author’s edit, within ${EDIT_WINDOW_MINUTES} minutes of writing it.`,
  params: postParams,
  body: editPostBody,
  response: data(post),
  errors: POST_REFUSALS,
  auth: 'bearer',
});

export const deletePost = endpoint({
  method: 'DELETE',
  path: `${P}/:id`,
  summary: 'Deletes a post with its comments and votes (its author only).',
  params: postParams,
  status: 204,
  response: noContent,
  errors: POST_REFUSALS,
  auth: 'bearer',
});

export const votePost = endpoint({
  method: 'PUT',
  path: `${P}/:id/upvote`,
  summary: 'Upvotes a post or takes the upvote back (one each); a new upvote tells the author (subType Upvote).',
  params: postParams,
  body: voteBody,
  response: voteAnswer,
  errors: POST_REFUSALS,
  auth: 'bearer',
});

export const acceptAnswer = endpoint({
  method: 'PUT',
  path: `${P}/:id/accepted-answer`,
  summary: 'The asker or a moderator chooses a top-level comment as a question’s accepted answer, or clears it (null).',
  params: postParams,
  body: z.object({ comment_id: z.nullable(id) }),
  response: data(post),
  errors: { ...POST_REFUSALS, 409: 'not a question, or not one of its top-level comments' },
  auth: 'bearer',
});

export const hidePost = endpoint({
  method: 'PUT',
  path: `${P}/:id/hidden`,
  summary:
    'A moderator hides a post from everyone but its author and moderators, or shows it again (closing its reports); the administrators’ audit log keeps who, what and the reason given.',
  params: postParams,
  body: hidePostBody,
  response: data(post),
  errors: POST_REFUSALS,
  auth: 'bearer',
});

// Comments

export const createComment = endpoint({
  method: 'POST',
  path: `${P}/:id/comments`,
  summary: 'Comments on a post, or replies to a top-level comment; the author hears of it (subType Comment).',
  params: postParams,
  body: commentBody,
  status: 201,
  response: data(comment),
  errors: { ...POST_REFUSALS, 409: 'a reply to a reply (two levels only)' },
  auth: 'bearer',
});

export const editComment = endpoint({
  method: 'PUT',
  path: `${CM}/:id`,
  summary: `Its author’s edit, within ${EDIT_WINDOW_MINUTES} minutes of writing it.`,
  params: commentParams,
  body: editCommentBody,
  response: data(comment),
  errors: POST_REFUSALS,
  auth: 'bearer',
});

export const deleteComment = endpoint({
  method: 'DELETE',
  path: `${CM}/:id`,
  summary: 'Deletes a comment (its author only); one with replies stays as a placeholder.',
  params: commentParams,
  status: 204,
  response: noContent,
  errors: POST_REFUSALS,
  auth: 'bearer',
});

export const voteComment = endpoint({
  method: 'PUT',
  path: `${CM}/:id/upvote`,
  summary: 'Upvotes a comment or takes the upvote back (one each); a new upvote tells its author (subType Upvote).',
  params: commentParams,
  body: voteBody,
  response: voteAnswer,
  errors: POST_REFUSALS,
  auth: 'bearer',
});

export const hideComment = endpoint({
  method: 'PUT',
  path: `${CM}/:id/hidden`,
  summary:
    'A moderator hides a comment with a reason (others then see “Hidden by a moderator”; its author and moderators still read it), or shows it again.',
  params: commentParams,
  body: hideCommentBody,
  response: data(comment),
  errors: POST_REFUSALS,
  auth: 'bearer',
});

// Safety

export const report = endpoint({
  method: 'POST',
  path: `${SE}/community/reports`,
  summary: `Reports a post, comment or member with a reason; reports weighing ${REPORTS_TO_HIDE} hide a post or comment until reviewed (a moderator's 1.5, an established member's 1, an account younger than ${REPORT_TRUST_DAYS.active} days' nothing). Once per reader and target.`,
  body: reportBody,
  status: 201,
  response: data(z.object({ report_id: z.int(), state: z.enum(REPORT_STATES) })),
  errors: { 404: 'no such post, comment or member for this reader', 409: 'one’s own content or oneself' },
  auth: 'bearer',
});
