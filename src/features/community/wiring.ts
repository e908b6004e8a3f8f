import { useMemo, useRef } from 'react';
import { fromCallback, fromPromise } from 'xstate';
import type { FeedKind, FeedOrder } from '../../../machines/community/community.types';
import { communityPageMachine } from '../../../machines/community/communityPage.machine';
import { composerMachine } from '../../../machines/community/composer.machine';
import { createCommunityMachine } from '../../../machines/community/createCommunity.machine';
import { discoverMachine } from '../../../machines/community/discover.machine';
import { feedMachine, type FeedEvent } from '../../../machines/community/feed.machine';
import { moderationMachine } from '../../../machines/community/moderation.machine';
import { postPageMachine, type PostPageEvent } from '../../../machines/community/postPage.machine';
import { reportMachine } from '../../../machines/community/report.machine';
import { FEED_RELOAD } from '../../../machines/domain/notifications';
import { getSystemActor } from '../../../machines/system';
import { useAppSystem } from '../../system/context';

/*
 * The community's flows with the community service (src/services/community.ts, loaded with the
 * /community pages only) and the session's live events: the New Post chip (the toasts actor's
 * FEED_RELOAD) and a comment or upvote on an open post (the session's community.post); blocking an
 * author goes through the chat server's block, the one block there is. Nothing else.
 */

function useService() {
  const { api } = useAppSystem();
  return useMemo(() => async () => (await api()).community(), [api]);
}

function useChildren() {
  const service = useService();
  return useMemo(
    () => ({
      composer: composerMachine.provide({
        actors: {
          loadChoices: fromPromise(async () => (await service()).choices()),
          save: fromPromise(async ({ input }) => (await service()).save(input.kind, input.editing, input.draft)),
          // The body names a stored picture by its path (the contract refuses any other address).
          upload: fromPromise(
            async ({ input }) => new URL(await (await service()).uploadPicture(input.file), 'https://stored.invalid').pathname,
          ),
        },
      }),
      report: (communityId?: string) =>
        reportMachine.provide({
          actors: {
            sendReport: fromPromise(async ({ input }) =>
              (await service()).report(input.target, input.reason, input.details, communityId),
            ),
          },
        }),
    }),
    [service],
  );
}

/** My Communities reads again (joined, left, pinned, created). */
function useTellMyCommunities() {
  const { root } = useAppSystem();
  return useMemo(() => () => getSystemActor(root.system, 'sideLists')?.send({ type: 'communities.refresh' }), [root]);
}

/** The feed, the questions or a community's lists; `onOrder` writes the order to the URL. */
export function useFeedLogic(onOrder: (order: FeedOrder) => void) {
  const service = useService();
  const children = useChildren();
  const { root, open } = useAppSystem();
  const latest = useRef(onOrder);
  latest.current = onOrder;
  return useMemo(
    () =>
      feedMachine.provide({
        actors: {
          fetchPage: fromPromise(async ({ input, signal }) => (await service()).feed(input, signal)),
          feedEvents: fromCallback<FeedEvent>(({ sendBack }) => {
            const subscription = getSystemActor(root.system, 'toasts')?.on(FEED_RELOAD, () => sendBack({ type: 'feed.reload' }));
            return () => subscription?.unsubscribe();
          }),
          composer: children.composer,
        },
        actions: {
          syncUrl: (_, { order }) => latest.current(order),
          openPost: (_, { postId }) => open(`/community/${encodeURIComponent(postId)}`),
        },
      }),
    [service, children, root, open],
  );
}

export function usePostPageLogic() {
  const service = useService();
  const children = useChildren();
  const { root, open, api } = useAppSystem();
  return useMemo(
    () =>
      postPageMachine.provide({
        actors: {
          loadThread: fromPromise(async ({ input, signal }) => (await service()).thread(input.postId, signal)),
          vote: fromPromise(async ({ input }) => (await service()).vote(input.target, input.up)),
          setBookmark: fromPromise(async ({ input }) => (await service()).setPostBookmark(input.postId, input.on)),
          deletePost: fromPromise(async ({ input }) => (await service()).deletePost(input.postId)),
          accept: fromPromise(async ({ input }) => (await service()).accept(input.postId, input.commentId)),
          addComment: fromPromise(async ({ input }) => (await service()).addComment(input.postId, input.parentId, input.body)),
          editComment: fromPromise(async ({ input }) => (await service()).editComment(input.postId, input.id, input.body)),
          removeComment: fromPromise(async ({ input }) => (await service()).removeComment(input.postId, input.id)),
          setCommentHidden: fromPromise(async ({ input }) =>
            (await service()).setCommentHidden(input.postId, input.id, input.hidden, input.reason),
          ),
          // Chat's block (src/services/chatServer.ts): the server then leaves their posts and comments out too.
          blockAuthor: fromPromise(async ({ input }) => (await (await api()).chatServer()).block(input.userId)),
          // A comment or upvote on this post (its author hears them), from the session's event stream.
          postEvents: fromCallback<PostPageEvent, { postId: string }>(({ sendBack, input }) => {
            const subscription = getSystemActor(root.system, 'session')?.on('community.post', (e) => {
              if (e.postId === input.postId && e.subType !== 'Post created') sendBack({ type: 'post.live' });
            });
            return () => subscription?.unsubscribe();
          }),
          composer: children.composer,
          report: children.report(),
        },
        actions: { left: () => open('/community') },
      }),
    [service, children, root, open, api],
  );
}

export function useCommunityPageLogic(communityId: string) {
  const service = useService();
  const children = useChildren();
  const tell = useTellMyCommunities();
  return useMemo(
    () =>
      communityPageMachine.provide({
        actors: {
          loadCommunity: fromPromise(async ({ input, signal }) => (await service()).community(input.communityId, signal)),
          setMembership: fromPromise(async ({ input }) => (await service()).setMembership(input.communityId, input.join)),
          setRole: fromPromise(async ({ input }) => (await service()).setRole(input.communityId, input.userId, input.role)),
          setPin: fromPromise(async ({ input }) => (await service()).setPin(input.communityId, input.on)),
          setBookmark: fromPromise(async ({ input }) => (await service()).setCommunityBookmark(input.communityId, input.on)),
          report: children.report(communityId),
        },
        actions: { 'tell my communities': tell },
      }),
    [service, children, tell, communityId],
  );
}

export function useDiscoverLogic() {
  const service = useService();
  const tell = useTellMyCommunities();
  return useMemo(
    () =>
      discoverMachine.provide({
        actors: {
          search: fromPromise(async ({ input, signal }) => (await service()).discover(input.query, signal)),
          setMembership: fromPromise(async ({ input }) => (await service()).setMembership(input.communityId, input.join)),
        },
        actions: { 'tell my communities': tell },
      }),
    [service, tell],
  );
}

/** A community's moderation page: its requests to join and its posts, with the moderators' calls. */
export function useModerationLogic() {
  const service = useService();
  return useMemo(
    () =>
      moderationMachine.provide({
        actors: {
          load: fromPromise(async ({ input, signal }) => (await service()).moderation(input.communityId, signal)),
          answerRequest: fromPromise(async ({ input }) =>
            (await service()).answerJoinRequest(input.communityId, input.userId, input.accept),
          ),
          setHidden: fromPromise(async ({ input }) => (await service()).setPostHidden(input.postId, input.hidden, input.reason)),
        },
      }),
    [service],
  );
}

/** The create-community dialog: created, the community opens; closed either way. */
export function useCreateCommunityLogic() {
  const service = useService();
  const tell = useTellMyCommunities();
  const { root, open } = useAppSystem();
  return useMemo(
    () =>
      createCommunityMachine.provide({
        actors: {
          upload: fromPromise(async ({ input }) => (await service()).uploadPicture(input.file)),
          create: fromPromise(async ({ input }) => (await service()).create(input.draft)),
        },
        actions: {
          created: (_, { communityId }) => {
            tell();
            // Below lg the dialog was opened from the menu's drawer: the new page shows without it.
            getSystemActor(root.system, 'shellLayout')?.send({ type: 'drawer.close' });
            open(`/community/overview/${encodeURIComponent(communityId)}`);
          },
          closed: () => getSystemActor(root.system, 'shellLayout')?.send({ type: 'createCommunity.close' }),
        },
      }),
    [service, tell, root, open],
  );
}

export type { FeedKind };
