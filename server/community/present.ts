import {
  EDIT_WINDOW_MINUTES,
  type Author,
  type Comment,
  type CommunitySummary,
  type Post,
  type PostSummary,
} from '../../contract/community';
import { richTextPlain } from '../../contract/notes-rich-text';
import { displayNameOf } from '../db/users';
import { absoluteUrl } from '../http/urls';
import { membershipOf } from './access';
import type { CommentRow } from './comments-store';
import type { CommunityRow, PersonRow } from './communities-store';
import type { PostRow } from './posts-store';

/** Rows as the wire has them (contract/community.ts): ISO times, absolute picture URLs, display names. */

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

/** Until when the reader may edit what they wrote at `written` (ISO), or null: another's, or the window has passed. */
export function editableUntil(own: boolean, written: Date | string, now: number): string | null {
  const until = new Date(written).getTime() + EDIT_WINDOW_MINUTES * 60_000;
  return own && until > now ? new Date(until).toISOString() : null;
}

export const EXCERPT_LENGTH = 240;

export function presentPerson(origin: string, u: PersonRow): Author {
  return {
    user_id: u.user_id,
    user_name: u.user_name,
    display_name: displayNameOf(u),
    profile_picture: absoluteUrl(origin, u.profile_picture),
  };
}

export function presentCommunity(origin: string, c: CommunityRow): CommunitySummary {
  return {
    community_id: c.community_id,
    community_name: c.community_name,
    image_url: absoluteUrl(origin, c.image_url),
    description: c.description,
    topics: c.topics,
    join_policy: c.join_policy,
    member_count: c.member_count,
    post_count: c.post_count,
    last_activity_at: isoOrNull(c.last_activity_at),
    membership: membershipOf(c),
    is_pinned: c.role !== null && c.is_pinned,
  };
}

const hiddenOf = (r: { hidden_by_moderator: boolean; report_hidden: boolean }) =>
  r.hidden_by_moderator ? ('MODERATOR' as const) : r.report_hidden ? ('REPORTED' as const) : null;

/** The start of a plain text, cut at a word near EXCERPT_LENGTH. */
export function excerptOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= EXCERPT_LENGTH) return flat;
  const cut = flat.slice(0, EXCERPT_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `${(space > EXCERPT_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export function presentSummary(origin: string, p: PostRow): PostSummary {
  return {
    post_id: p.post_id,
    kind: p.kind,
    community: {
      community_id: p.community_id,
      community_name: p.community_name,
      image_url: absoluteUrl(origin, p.community_image_url),
    },
    author: presentPerson(origin, { ...p, user_id: p.author_id }),
    title: p.title,
    excerpt: excerptOf(p.body),
    tags: p.tags,
    upvotes: p.upvotes,
    comment_count: p.comment_count,
    upvoted: p.upvoted,
    bookmark_id: p.bookmark_id,
    is_answered: p.accepted_comment_id !== null,
    created_at: iso(p.posted_at),
    edited_at: isoOrNull(p.edited_at),
    hidden: hiddenOf(p),
  };
}

/** A post written before posts had rich text (the search seed's): its text as paragraphs. */
export function lexicalOf(text: string): unknown {
  const paragraphs = text.split(/\n{2,}/).filter((t) => t.trim() !== '');
  return {
    root: {
      type: 'root',
      version: 1,
      direction: null,
      format: '',
      indent: 0,
      children: paragraphs.map((t) => ({
        type: 'paragraph',
        version: 1,
        direction: null,
        format: '',
        indent: 0,
        textFormat: 0,
        children: [{ type: 'text', version: 1, text: t.trim(), format: 0, style: '', mode: 'normal', detail: 0 }],
      })),
    },
  };
}

export function presentPost(origin: string, p: PostRow, readerId: number, membership: Post['membership'], now: number): Post {
  const isOwn = p.author_id === readerId;
  return {
    ...presentSummary(origin, p),
    body: p.body_json ?? lexicalOf(p.body),
    is_own: isOwn,
    editable_until: editableUntil(isOwn, p.posted_at, now),
    can_moderate: p.can_moderate,
    can_accept: p.kind === 'QUESTION' && (isOwn || p.can_moderate),
    accepted_comment_id: p.accepted_comment_id,
    membership,
  };
}

export function presentComment(origin: string, k: CommentRow, readerId: number, acceptedId: number | null, now: number): Comment {
  return {
    comment_id: k.comment_id,
    post_id: k.post_id,
    parent_id: k.parent_id,
    author: presentPerson(origin, { ...k, user_id: k.author_id }),
    body: k.is_deleted || !k.readable ? null : k.body,
    is_deleted: k.is_deleted,
    upvotes: k.upvotes,
    upvoted: k.upvoted,
    is_own: k.author_id === readerId,
    editable_until: k.is_deleted || !k.readable ? null : editableUntil(k.author_id === readerId, k.created_at, now),
    is_accepted: k.comment_id === acceptedId,
    created_at: iso(k.created_at),
    edited_at: isoOrNull(k.edited_at),
    hidden: hiddenOf(k),
    /** Its author and the moderators read why a moderator hid it; others only that one did. */
    hidden_reason: k.hidden_by_moderator && k.readable ? k.hidden_reason : null,
  };
}

/** The plain text of a Lexical body: what search reads and the excerpt is cut from. */
export const plainOf = (body: unknown) => richTextPlain(body);
