import { HTTPError, type KyInstance } from 'ky';
import * as z from 'zod/mini';
import * as contract from '../../contract/community';
import { searchTags } from '../../contract/search';
import type {
  CommunityDetail,
  CommunitySummary,
  FeedKind,
  FeedOrder,
  FeedPage,
  Membership,
  Post,
  PostThread,
  ReportReason,
  ReportTarget,
  VoteTarget,
} from '../../machines/community/community.types';
import type { ComposerChoice, ComposerDraft } from '../../machines/community/composer.machine';
import type { NewCommunity } from '../../machines/community/createCommunity.machine';
import type { Moderation } from '../../machines/community/moderation.machine';
import { call, pathOf } from './call';
import { serviceCall } from './http';
import { authorOf, commentOf } from '../../machines/community/fromContract';
import { summaryOf } from './pinnedActivity';
import { answeredCall } from './refusal';

/*
 * The community (contract/community.ts), mapped onto the machines' shapes
 * (machines/community/community.types.ts). Loaded with the /community pages only
 * (deps.api().community()). A refusal is thrown with `refusal` (the server's words, shown by the
 * flow); anything else is reported once and thrown without it (the flow says it could not reach).
 */

const SERVICE = 'community';
const FEED_PAGE = 20;

class CommunityRefused extends Error {
  constructor(readonly refusal: { code: string; message: string }) {
    super(refusal.message);
  }
}
const answered = <T>(name: string, run: () => Promise<T>) =>
  answeredCall({ service: SERVICE, call: name }, run, {
    refused: (r) => new CommunityRefused({ code: r.error ?? String(r.status), message: r.message }),
    unavailable: () => new Error(`${SERVICE}.${name} unavailable`),
  });

const MEMBERSHIP: Record<contract.Membership, Membership> = {
  NONE: 'none',
  PENDING: 'pending',
  MEMBER: 'member',
  MODERATOR: 'moderator',
};
const REASON: Record<ReportReason, contract.ReportReason> = {
  spam: 'SPAM',
  harassment: 'HARASSMENT',
  misinformation: 'MEDICAL_MISINFORMATION',
  other: 'OTHER',
};

const postOf = (p: contract.Post): Post => ({
  ...summaryOf(p),
  body: p.body,
  upvoted: p.upvoted,
  bookmarked: p.bookmark_id !== null,
  mine: p.is_own,
  editableUntil: p.editable_until,
  mayAccept: p.can_accept,
  acceptedCommentId: p.accepted_comment_id === null ? null : String(p.accepted_comment_id),
  hidden: p.hidden !== null,
  mayModerate: p.can_moderate,
});

const communityOf = (c: contract.CommunitySummary): CommunitySummary => ({
  id: String(c.community_id),
  name: c.community_name,
  description: c.description,
  imageUrl: c.image_url,
  members: c.member_count,
  lastActivity: c.last_activity_at,
  visibility: c.join_policy === 'APPROVAL' ? 'approval' : 'public',
  membership: MEMBERSHIP[c.membership],
});

const notFound = (error: unknown) => error instanceof HTTPError && [400, 404].includes(error.response.status);

export function createCommunity(http: KyInstance) {
  const thread = async (postId: string, signal?: AbortSignal): Promise<PostThread | null> => {
    try {
      const { data } = await call(http, contract.onePost, { params: { id: postId }, ...(signal ? { signal } : {}) });
      return { post: postOf(data.post), comments: data.comments.map(commentOf) };
    } catch (error) {
      if (notFound(error)) return null;
      return serviceCall(SERVICE, 'onePost', () => Promise.reject(error));
    }
  };
  const fresh = async (postId: string): Promise<PostThread> => {
    const t = await thread(postId);
    if (!t) throw new CommunityRefused({ code: 'gone', message: 'This post is no longer there.' });
    return t;
  };
  return {
    async feed(
      input: { kind: FeedKind; order: FeedOrder; communityId?: string | null; page: number },
      signal?: AbortSignal,
    ): Promise<FeedPage> {
      return serviceCall(SERVICE, 'feed', async () => {
        const { data } = await call(http, contract.feed, {
          query: {
            kind: input.kind === 'questions' ? 'QUESTION' : 'POST',
            sort: input.order.sort,
            window: input.order.period,
            ...(input.communityId ? { community_id: Number(input.communityId) } : {}),
            page: input.page,
            size: FEED_PAGE,
          },
          ...(signal ? { signal } : {}),
        });
        return { items: data.data.map(summaryOf), hasMore: data.has_more };
      });
    },
    thread,
    vote: (target: VoteTarget, up: boolean) =>
      answered('vote', async () => {
        const entry = target.kind === 'post' ? contract.votePost : contract.voteComment;
        return (await call(http, entry, { params: { id: target.id }, body: { upvoted: up } })).data;
      }),
    setPostBookmark: (postId: string, on: boolean) =>
      answered('bookmark', async () => {
        await call(http, contract.bookmark, {
          body: {
            action: on ? 'CREATE' : 'DELETE',
            source_type: 'COMMUNITY',
            sub_source_type: 'POST',
            source_id: Number(postId),
          },
        });
      }),
    deletePost: (postId: string) =>
      answered('deletePost', async () => {
        await call(http, contract.deletePost, { params: { id: postId } });
      }),
    accept: (postId: string, commentId: string) =>
      answered('accept', async () => {
        await call(http, contract.acceptAnswer, { params: { id: postId }, body: { comment_id: Number(commentId) } });
        return fresh(postId);
      }),
    addComment: (postId: string, parentId: string | null, body: string) =>
      answered('addComment', async () => {
        await call(http, contract.createComment, {
          params: { id: postId },
          body: { body, parent_id: parentId === null ? null : Number(parentId) },
        });
        return fresh(postId);
      }),
    editComment: (postId: string, id: string, body: string) =>
      answered('editComment', async () => {
        await call(http, contract.editComment, { params: { id }, body: { body } });
        return fresh(postId);
      }),
    removeComment: (postId: string, id: string) =>
      answered('removeComment', async () => {
        await call(http, contract.deleteComment, { params: { id } });
        return fresh(postId);
      }),
    /** A moderator hides a comment with a reason, or shows it again. */
    setCommentHidden: (postId: string, id: string, hidden: boolean, reason: string) =>
      answered('setCommentHidden', async () => {
        await call(http, contract.hideComment, { params: { id }, body: { hidden, reason } });
        return fresh(postId);
      }),
    /** The communities the person may write in (joined), and the tags already used. */
    async choices(): Promise<{ communities: ComposerChoice[]; tags: string[] }> {
      return serviceCall(SERVICE, 'choices', async () => {
        const [mine, tags] = await Promise.all([
          call(http, contract.discover, { query: { mine: true, size: 50 } }),
          call(http, searchTags, { body: { search_text: '', size: 50 } }).catch(() => null),
        ]);
        return {
          communities: mine.data.data
            .filter((c) => c.membership === 'MEMBER' || c.membership === 'MODERATOR')
            .map((c) => ({ id: String(c.community_id), name: c.community_name })),
          tags: tags ? tags.data.data.map((t) => t.tag) : [],
        };
      });
    },
    save: (kind: 'post' | 'question', editing: string | null, draft: ComposerDraft) =>
      answered('savePost', async () => {
        const fields = { title: draft.title.trim(), body: draft.body, tags: draft.tags };
        const { data } = editing
          ? await call(http, contract.editPost, { params: { id: editing }, body: fields })
          : await call(http, contract.createPost, {
              body: { ...fields, community_id: Number(draft.communityId), kind: kind === 'question' ? 'QUESTION' : 'POST' },
            });
        return { postId: String(data.post_id) };
      }),
    report: (target: ReportTarget, reason: ReportReason, details: string, communityId?: string) =>
      answered('report', async () => {
        await call(http, contract.report, {
          body: {
            target_type: target.kind === 'post' ? 'POST' : target.kind === 'comment' ? 'COMMENT' : 'MEMBER',
            target_id: Number(target.id),
            community_id: communityId ? Number(communityId) : null,
            reason: REASON[reason],
            details,
          },
        });
      }),
    async community(id: string, signal?: AbortSignal): Promise<CommunityDetail | null> {
      try {
        const opts = signal ? { signal } : {};
        const [{ data }, people] = await Promise.all([
          call(http, contract.communityPage, { params: { id }, ...opts }),
          call(http, contract.members, { params: { id }, query: { size: 50 }, ...opts }),
        ]);
        return {
          ...communityOf(data),
          rules: data.rules,
          moderators: data.moderators.map(authorOf),
          memberList: people.data.data.map(authorOf),
          pinned: data.is_pinned,
          bookmarked: data.bookmark_id !== null,
        };
      } catch (error) {
        if (notFound(error)) return null;
        return serviceCall(SERVICE, 'community', () => Promise.reject(error));
      }
    },
    setMembership: (id: string, join: boolean) =>
      answered('membership', async () => {
        const { data } = await call(http, join ? contract.join : contract.leave, { params: { id } });
        return MEMBERSHIP[data.membership];
      }),
    /** A moderator makes a member a moderator, or a moderator a member (issue #63.16); the role the server kept. */
    setRole: (id: string, userId: number, role: 'MEMBER' | 'MODERATOR') =>
      answered('role', async () => {
        const { data } = await call(http, contract.setRole, { params: { id, userId }, body: { role } });
        return data.role;
      }),
    setPin: (id: string, on: boolean) =>
      answered('pin', async () => {
        await call(http, contract.pin, { params: { id }, body: { is_pinned: on } });
      }),
    setCommunityBookmark: (id: string, on: boolean) =>
      answered('bookmark', async () => {
        await call(http, contract.bookmark, {
          body: {
            action: on ? 'CREATE' : 'DELETE',
            source_type: 'COMMUNITY',
            sub_source_type: 'COMMUNITY',
            source_id: Number(id),
          },
        });
      }),
    async discover(query: string, signal?: AbortSignal): Promise<CommunitySummary[]> {
      return serviceCall(SERVICE, 'discover', async () => {
        const { data } = await call(http, contract.discover, {
          query: { search_text: query, size: 50 },
          ...(signal ? { signal } : {}),
        });
        return data.data.map(communityOf);
      });
    },
    /** A community's moderation page: its requests to join and its newest posts and questions, hidden ones too (moderators only). */
    moderation: (id: string, signal?: AbortSignal): Promise<Moderation> =>
      answered('moderation', async () => {
        const opts = signal ? { signal } : {};
        const [page, requests, ...lists] = await Promise.all([
          call(http, contract.communityPage, { params: { id }, ...opts }),
          call(http, contract.joinRequests, { params: { id }, ...opts }),
          ...contract.POST_KINDS.map((kind) =>
            call(http, contract.feed, { query: { kind, sort: 'new', community_id: Number(id), size: 50 }, ...opts }),
          ),
        ]);
        return {
          communityName: page.data.community_name,
          requests: requests.data.map((r) => ({ ...authorOf(r), requestedAt: r.requested_at })),
          posts: lists
            .flatMap(({ data }) => data.data)
            .sort((a, b) => b.created_at.localeCompare(a.created_at))
            .map((p) => ({
              id: String(p.post_id),
              kind: p.kind === 'QUESTION' ? ('question' as const) : ('post' as const),
              title: p.title,
              author: authorOf(p.author),
              createdAt: p.created_at,
              hidden: p.hidden !== null,
            })),
        };
      }),
    answerJoinRequest: (id: string, userId: number, accept: boolean) =>
      answered('answerJoinRequest', async () => {
        await call(http, contract.answerJoinRequest, {
          params: { id, userId },
          body: { action: accept ? 'ACCEPT' : 'DECLINE' },
        });
      }),
    /** A moderator hides a post, saying why (the audit log keeps it), or shows it again. */
    setPostHidden: (postId: string, hidden: boolean, reason = '') =>
      answered('hidePost', async () => {
        await call(http, contract.hidePost, { params: { id: postId }, body: { hidden, reason } });
      }),
    /** A community picture (multipart), as the chat's pictures are checked: its url. */
    uploadPicture: (file: File) =>
      answered('uploadPicture', async () => {
        const form = new FormData();
        form.append('file', file);
        const response = await http(pathOf(contract.uploadPicture), { method: 'POST', body: form });
        return z.parse(contract.uploadPicture.response, await response.json()).data.url;
      }),
    create: (draft: NewCommunity) =>
      answered('createCommunity', async () => {
        const { data } = await call(http, contract.createCommunity, {
          body: {
            community_name: draft.name,
            description: draft.description,
            topics: draft.topics,
            rules: draft.rules,
            image_url: draft.imageUrl,
            join_policy: draft.visibility === 'approval' ? 'APPROVAL' : 'PUBLIC',
          },
        });
        return { communityId: String(data.community_id) };
      }),
  };
}
export type CommunityService = ReturnType<typeof createCommunity>;
