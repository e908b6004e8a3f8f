import { ADMIN_TYPE } from './access';

/**
 * Who sees what, in SQL (access.ts says it in words), for any list or search: `reader` is the
 * parameter holding the reader's id ('$1'), `c` a row of communities (null for a post written
 * before communities had posts: read as PUBLIC), `p` a row of community_posts.
 */

const isAdmin = (reader: string) =>
  `exists (select 1 from users ua where ua.user_id = ${reader} and ua.user_type = ${ADMIN_TYPE})`;

/** The reader moderates community `communityId` (an SQL expression), or is an administrator. */
export const moderates = (communityId: string, reader: string) =>
  `(exists (select 1 from community_members mm where mm.community_id = ${communityId} and mm.user_id = ${reader} and mm.role = 'MODERATOR') or ${isAdmin(reader)})`;

/** The reader may read community `c`'s content: PUBLIC, or theirs. */
export const readsCommunity = (c: string, reader: string) =>
  `(coalesce(${c}.join_policy, 'PUBLIC') = 'PUBLIC'
    or exists (select 1 from community_members mr where mr.community_id = ${c}.community_id and mr.user_id = ${reader})
    or ${isAdmin(reader)})`;

/** The reader has not blocked `authorId` (the messaging block hides their posts and comments too). */
export const notBlocked = (authorId: string, reader: string) =>
  `not exists (select 1 from chat_blocks bl where bl.blocker_id = ${reader} and bl.blocked_id = ${authorId})`;

/** Hidden content (`row` has hidden_by_moderator and report_hidden) is its author's and the moderators' only. */
const shownOrOwn = (row: string, authorId: string, communityId: string, reader: string) =>
  `((not ${row}.hidden_by_moderator and not ${row}.report_hidden) or ${authorId} = ${reader} or ${moderates(communityId, reader)})`;

/** A post the reader may see, anywhere (feeds, a post page, search, bookmarks). */
export const visiblePost = (p: string, c: string, reader: string) =>
  `(${readsCommunity(c, reader)} and ${notBlocked(`${p}.author_id`, reader)} and ${shownOrOwn(p, `${p}.author_id`, `${p}.community_id`, reader)})`;

/** A comment the reader may see, on a post they may see. */
export const visibleComment = (k: string, p: string, reader: string) =>
  `(${notBlocked(`${k}.author_id`, reader)} and ${shownOrOwn(k, `${k}.author_id`, `${p}.community_id`, reader)})`;

/**
 * A comment listed under its post: one the reader may see, or one a moderator hid (not one reports
 * hid), which others see as a placeholder ("Hidden by a moderator"): `commentReadable` tells which.
 */
export const listedComment = (k: string, p: string, reader: string) =>
  `(${notBlocked(`${k}.author_id`, reader)} and (${shownOrOwn(k, `${k}.author_id`, `${p}.community_id`, reader)} or (${k}.hidden_by_moderator and not ${k}.report_hidden)))`;

/** The reader may read the comment's words (it is not hidden, or it is theirs, or they moderate). */
export const commentReadable = (k: string, p: string, reader: string) =>
  shownOrOwn(k, `${k}.author_id`, `${p}.community_id`, reader);
