import { useMemo, useRef } from 'react';
import { fromPromise, type AnyActorRef } from 'xstate';
import type { FeedKind, FeedOrder } from '../../../machines/community/community.types';
import { communityPageMachine } from '../../../machines/community/communityPage.machine';
import { composerMachine } from '../../../machines/community/composer.machine';
import { createCommunityMachine } from '../../../machines/community/createCommunity.machine';
import { discoverMachine } from '../../../machines/community/discover.machine';
import { feedMachine } from '../../../machines/community/feed.machine';
import { moderationMachine } from '../../../machines/community/moderation.machine';
import { postPageMachine } from '../../../machines/community/postPage.machine';
import { reportMachine } from '../../../machines/community/report.machine';
import { useAppSystem } from '../../system/context';

/*
 * The community's flows with the community service (src/services/community.ts, loaded with the
 * /community pages only); blocking an author goes through the chat server's block, the one block
 * there is. Nothing else: the live events (the New Post chip, a comment or upvote on an open post)
 * reach the flows through the community owner (machines/domain/pageOwner.machine.ts), and each
 * machine decides what they mean.
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

/** My Communities reads again (joined, left, pinned, created): an action of the flow's, to the side lists. */
const tellMyCommunities = ({ system }: { system: AnyActorRef['system'] }) =>
  system.get('sideLists')?.send({ type: 'communities.refresh' });

/** The feed, the questions or a community's lists; `onOrder` writes the order to the URL. */
export function useFeedLogic(onOrder: (order: FeedOrder) => void) {
  const service = useService();
  const children = useChildren();
  const { open } = useAppSystem();
  const latest = useRef(onOrder);
  latest.current = onOrder;
  return useMemo(
    () =>
      feedMachine.provide({
        actors: {
          fetchPage: fromPromise(async ({ input, signal }) => (await service()).feed(input, signal)),
          composer: children.composer,
        },
        actions: {
          syncUrl: (_, { order }) => latest.current(order),
          openPost: (_, { postId }) => open(`/community/${encodeURIComponent(postId)}`),
        },
      }),
    [service, children, open],
  );
}

export function usePostPageLogic() {
  const service = useService();
  const children = useChildren();
  const { open, api } = useAppSystem();
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
          composer: children.composer,
          report: children.report(),
        },
        actions: { left: () => open('/community') },
      }),
    [service, children, open, api],
  );
}

export function useCommunityPageLogic(communityId: string) {
  const service = useService();
  const children = useChildren();
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
        actions: { 'tell my communities': tellMyCommunities },
      }),
    [service, children, communityId],
  );
}

export function useDiscoverLogic() {
  const service = useService();
  return useMemo(
    () =>
      discoverMachine.provide({
        actors: {
          search: fromPromise(async ({ input, signal }) => (await service()).discover(input.query, signal)),
          setMembership: fromPromise(async ({ input }) => (await service()).setMembership(input.communityId, input.join)),
        },
        actions: { 'tell my communities': tellMyCommunities },
      }),
    [service],
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
  const { open } = useAppSystem();
  return useMemo(
    () =>
      createCommunityMachine.provide({
        actors: {
          upload: fromPromise(async ({ input }) => (await service()).uploadPicture(input.file)),
          create: fromPromise(async ({ input }) => (await service()).create(input.draft)),
        },
        actions: {
          created: ({ system }, { communityId }) => {
            tellMyCommunities({ system });
            // Below lg the dialog was opened from the menu's drawer: the new page shows without it.
            system.get('shellLayout')?.send({ type: 'drawer.close' });
            open(`/community/overview/${encodeURIComponent(communityId)}`);
          },
          closed: ({ system }) => system.get('shellLayout')?.send({ type: 'createCommunity.close' }),
        },
      }),
    [service, open],
  );
}

export type { FeedKind };
