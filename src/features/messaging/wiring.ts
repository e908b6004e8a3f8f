import { useMemo } from 'react';
import { fromCallback, fromPromise, sendParent, sendTo, type AnyActorRef, type EventObject } from 'xstate';
import { blockedListMachine } from '../../../machines/messaging/blockedList.machine';
import { conversationMachine, type PageInput } from '../../../machines/messaging/conversation.machine';
import { sendQueueMachine, type SendInput } from '../../../machines/messaging/sendQueue.machine';
import { conversationsMachine } from '../../../machines/messaging/conversations.machine';
import { groupMembershipMachine, type Pending } from '../../../machines/messaging/groupMembership.machine';
import { MESSAGE_PAGE_SIZE, type GroupDetails } from '../../../machines/messaging/messaging.types';
import { peoplePickerMachine } from '../../../machines/messaging/peoplePicker.machine';
import { uploadMachine, type UploadEvent, type UploadInput } from '../../../machines/messaging/upload.machine';
import type { ChatServer } from '../../services/chatServer';
import { useAppSystem } from '../../system/context';
import { reportError } from '../../reporting/reporting';
import { draftKey, drafts } from './drafts';
import { useChatServer } from './useChatServer';

/*
 * Messaging's machines, provided with the chat server (src/services/chatServer.ts, loaded with
 * /people-chat through deps.api().chatServer()). The session's chat events reach the list and a group's
 * panel from the owner that holds them (machines/domain/pageOwner.machine.ts, issue #60). Only machines:
 * the hooks that read files, pictures or a deep link live beside it (useChatFiles, usePicture,
 * useDeepLinkContact), each with its own test.
 */

export function useConversationsLogic() {
  const service = useChatServer();
  const { open } = useAppSystem();
  return useMemo(
    () =>
      conversationsMachine.provide({
        actors: {
          conversation: conversationLogic(service),
          fetchConversations: fromPromise(async () => (await service()).conversations()),
          fetchPresence: fromPromise(async ({ input }) => (await service()).presence(input.userIds)),
          accept: fromPromise(async ({ input }) => (await service()).accept(input.chatId)),
          leave: fromPromise(async ({ input }) => (await service()).leaveGroup(input.chatId)),
          block: fromPromise(async ({ input }) => (await service()).block(input.userId)),
          unblock: fromPromise(async ({ input }) => (await service()).unblock(input.userId)),
          createGroup: fromPromise(async ({ input }) =>
            (await service()).createGroup({
              participant_ids: input.participantIds,
              chat_name: input.chatName,
              ...(input.imageUrl ? { image_url: input.imageUrl } : {}),
            }),
          ),
        },
        actions: {
          'open group': (_, { groupId }) => open(`/people-chat?g=${groupId}`),
          'open list': () => open('/people-chat?t=1'),
          'report malformed message': () =>
            reportError(new Error('Malformed chat message on the socket'), { flow: 'conversations' }),
          // The header's count and the list agree: both come from the server's answer.
          'report unread': sendTo(
            ({ system }) => system.get('counts') as AnyActorRef,
            (_, { unread }: { unread: number }) => ({ type: 'count.set', count: 'unreadChats', value: unread }) as EventObject,
          ),
        },
      }),
    [service, open],
  );
}

/** One open conversation, spawned by the list (conversations.open) with the chat server's requests. */
function conversationLogic(service: () => Promise<ChatServer>) {
  return conversationMachine.provide({
    actors: {
      sendQueue: sendQueueMachine.provide({
        actors: {
          sendMessage: fromPromise(async ({ input }: { input: SendInput }) =>
            (await service()).sendMessage(input.to, {
              body: input.body,
              clientId: input.clientId,
              attachmentId: input.attachmentId,
            }),
          ),
        },
      }),
      fetchPage: fromPromise(async ({ input }: { input: PageInput }) =>
        (await service()).messages(input.chatId, input.group, { pageSize: MESSAGE_PAGE_SIZE, before: input.before }),
      ),
      deleteMessage: fromPromise(async ({ input }) => (await service()).deleteMessage(input.chatId, input.messageId)),
      clearHistory: fromPromise(async ({ input }) => (await service()).clearHistory(input.chatId)),
    },
    actions: {
      // The list zeroes its unread count for the chat and tells the header.
      'tell read': sendParent(({ context }) => ({ type: 'conversations.read' as const, chatId: context.chatId })),
      // The session's chat socket tells the server (`typing {chat_id}`), which tells the other members.
      'tell typing': sendTo(
        ({ system }) => system.get('session') as AnyActorRef,
        (_, { chatId }: { chatId: number }) => ({ type: 'chat.tellTyping', chatId }) as EventObject,
      ),
      'remember draft': ({ context }, { draft }) => {
        const id = draftKey(context.key);
        if (draft) drafts.set(id, draft);
        else drafts.delete(id);
      },
    },
  });
}

export function useGroupMembershipLogic() {
  const service = useChatServer();
  return useMemo(
    () =>
      groupMembershipMachine.provide({
        actors: {
          fetchGroup: fromPromise(async ({ input }): Promise<GroupDetails> => {
            const chat = await service();
            const [members, permissions, conversations] = await Promise.all([
              chat.members(input.groupId),
              chat.permissions(input.groupId),
              chat.conversations(),
            ]);
            const group = conversations.find((c) => c.chat_id === input.groupId);
            return {
              chat_id: input.groupId,
              chat_name: group?.chat_name ?? '',
              image_url: group?.image_url ?? null,
              members,
              permissions,
            };
          }),
          change: fromPromise(async ({ input }: { input: { groupId: number; pending: Pending } }): Promise<void> => {
            const chat = await service();
            const { groupId, pending: p } = input;
            switch (p.kind) {
              case 'add':
                return void (await chat.addMembers(groupId, p.userIds));
              case 'remove':
                return chat.removeMember(groupId, p.userId);
              case 'role':
                return chat.setRole(groupId, p.userId, p.makeAdmin);
              case 'info':
                return void (await chat.updateGroup(groupId, { chat_name: p.chatName, image_url: p.imageUrl }));
              case 'permission':
                return void (await chat.setPermission(groupId, p.permission, p.value));
              case 'leave':
                return chat.leaveGroup(groupId);
              case 'delete':
                return chat.deleteGroup(groupId);
            }
          }),
        },
      }),
    [service],
  );
}

export function useUploadLogic(file: File) {
  const service = useChatServer();
  return useMemo(
    () =>
      uploadMachine.provide({
        actors: {
          // Stopping the actor (Cancel, leaving the conversation) aborts the request.
          upload: fromCallback<UploadEvent, UploadInput>(({ input, sendBack }) => {
            const abort = new AbortController();
            void service()
              .then((chat) =>
                chat.upload(input.purpose === 'group picture' ? 'group picture' : input.chatId!, file, {
                  signal: abort.signal,
                  onProgress: (loaded, total) => sendBack({ type: 'upload.progress', loaded, total }),
                }),
              )
              .then(
                (attachment) => sendBack({ type: 'upload.done', attachment }),
                (error: unknown) => {
                  if (!abort.signal.aborted) sendBack({ type: 'upload.failed', error });
                },
              );
            return () => abort.abort();
          }),
        },
      }),
    [service, file],
  );
}

export function usePeoplePickerLogic() {
  const service = useChatServer();
  return useMemo(
    () =>
      peoplePickerMachine.provide({
        actors: { findPeople: fromPromise(async ({ input, signal }) => (await service()).people(input.text, signal)) },
      }),
    [service],
  );
}

export function useBlockedListLogic() {
  const service = useChatServer();
  return useMemo(
    () =>
      blockedListMachine.provide({
        actors: {
          fetchBlocked: fromPromise(async () => (await service()).blocked()),
          unblock: fromPromise(async ({ input }) => (await service()).unblock(input.userId)),
        },
      }),
    [service],
  );
}
