import type { KyInstance } from 'ky';
import type * as z from 'zod/mini';
import * as chat from '../../contract/chat';
import * as search from '../../contract/search';
import {
  ChatRefused,
  UNAVAILABLE,
  type Attachment,
  type BlockedPerson,
  type ChatMessage,
  type Conversation,
  type GroupDetails,
  type GroupPermissions,
  type Member,
  type Person,
  type MessagePage,
  type PermissionType,
  type PermissionValue,
  type ReadReceipt,
} from '../../machines/messaging/messaging.types';
import { call as request, pathOf } from './call';
import { serviceCall } from './http';
import { answeredCall, refusalInAnswer } from './refusal';
import { createChatUnreadCount } from './chatUnreadCount';

/*
 * The chat server v2 (SPEC §7, contract/chat.ts), every call, validated at the boundary. It loads
 * with /people-chat and the Blocked list (through deps.api().chatServer()), not with the dashboard.
 */
const SERVICE = 'chatServer';

/**
 * A 4xx with a reason is the server's answer (not a member, only admins, blocked, too long):
 * thrown as ChatRefused without a report. Anything else is reported (SPEC §8) and becomes
 * `unavailable`, which the flows show with Try again and nothing typed lost.
 */
const call = <T>(name: string, run: () => Promise<T>): Promise<T> =>
  answeredCall({ service: SERVICE, call: name }, run, {
    refused: (r) => new ChatRefused({ code: String(r.status), message: r.message }),
    unavailable: () => new ChatRefused(UNAVAILABLE.messaging),
  });

const permissionsOf = (list: z.output<typeof chat.permissionList>): GroupPermissions =>
  Object.fromEntries(list.map((p) => [p.permission_type, p.permission_value])) as GroupPermissions;

export interface UploadDeps {
  apiBaseUrl: string;
  accessToken: () => string | null;
}

export interface UploadOptions {
  onProgress: (loaded: number, total: number) => void;
  signal: AbortSignal;
}

export function createChatServer(http: KyInstance, uploads: UploadDeps) {
  // Group pictures uploaded here live under the API; only those are read with the token.
  const base = uploads.apiBaseUrl.replace(/\/$/, '');
  const pictures = `${base}/${pathOf(chat.picture, { key: '' })}`;
  const isPicture = (url: string) => url.startsWith(pictures) && /^[0-9a-f-]{36}$/.test(url.slice(pictures.length));

  return {
    ...createChatUnreadCount(http),

    /** GET /chat: conversations, newest activity first. */
    conversations: (): Promise<Conversation[]> =>
      call('conversations', async () => (await request(http, chat.conversations)).data),

    /** GET /chat/{id}/messages or /group-chat/{id}/messages: page 0 is the newest; `before` pages back by id. */
    messages: (chatId: number, group: boolean, page: { pageSize: number; before?: number | undefined }): Promise<MessagePage> =>
      call('messages', async () => {
        const query = { page: 0, pageSize: page.pageSize, ...(page.before !== undefined ? { before: page.before } : {}) };
        return (await request(http, group ? chat.groupMessages : chat.messages, { params: { id: chatId }, query })).data;
      }),

    /** POST /chat/{userName}/messages or /group-chat/{id}/messages, with the client id a retry keeps. */
    sendMessage: (
      to: { userName: string } | { groupId: number },
      message: { body: string; clientId: string; attachmentId?: number | undefined },
    ): Promise<ChatMessage> =>
      call('sendMessage', async () => {
        const body = {
          message: message.body,
          client_id: message.clientId,
          ...(message.attachmentId !== undefined ? { attachment_id: message.attachmentId } : {}),
        };
        const sent =
          'groupId' in to
            ? await request(http, chat.sendGroup, { params: { groupId: to.groupId }, body })
            : await request(http, chat.sendDirect, { params: { otherUserName: to.userName }, body });
        return sent.data;
      }),

    accept: (chatId: number) => call('accept', async () => void (await request(http, chat.accept, { params: { id: chatId } }))),
    clearHistory: (chatId: number) =>
      call('clearHistory', async () => void (await request(http, chat.clearHistory, { params: { id: chatId } }))),
    deleteMessage: (chatId: number, messageId: number) =>
      call('deleteMessage', async () => void (await request(http, chat.deleteMessage, { params: { id: chatId, messageId } }))),
    attachments: (chatId: number) =>
      call('attachments', async () => (await request(http, chat.attachments, { params: { id: chatId } })).data),
    /** GET /chat/{id}/file/{fileId}: the bytes, for an object URL (the token is a header, not a cookie). */
    file: (chatId: number, fileId: number): Promise<Blob> =>
      call('file', async () => (await request(http, chat.file, { params: { id: chatId, fileId } })).blob()),

    /** Whether `url` names a group picture uploaded here (read with `picture`, not an <img src>). */
    isPicture,
    /** GET /picture/{key}: a group picture's bytes, for an object URL. */
    picture: (url: string): Promise<Blob> =>
      call('picture', async () => {
        if (!isPicture(url)) throw new Error('not a group picture of this server');
        return (await request(http, chat.picture, { params: { key: url.slice(pictures.length) } })).blob();
      }),

    createGroup: (group: { participant_ids: number[]; chat_name: string; image_url?: string | null }): Promise<GroupDetails> =>
      call('createGroup', async () => (await request(http, chat.createGroup, { body: group })).data),
    updateGroup: (groupId: number, change: { chat_name?: string; image_url?: string | null }): Promise<GroupDetails> =>
      call('updateGroup', async () => (await request(http, chat.updateGroup, { params: { id: groupId }, body: change })).data),
    members: (groupId: number): Promise<Member[]> =>
      call('members', async () => (await request(http, chat.members, { params: { id: groupId } })).data),
    addMembers: (groupId: number, participantIds: number[]): Promise<Member[]> =>
      call(
        'addMembers',
        async () =>
          (await request(http, chat.addMembers, { params: { id: groupId }, body: { participant_ids: participantIds } })).data,
      ),
    removeMember: (groupId: number, memberId: number) =>
      call('removeMember', async () => void (await request(http, chat.removeMember, { params: { id: groupId, memberId } }))),
    setRole: (groupId: number, memberId: number, makeAdmin: boolean) =>
      call(
        'setRole',
        async () =>
          void (await request(http, chat.setRole, { params: { id: groupId, memberId }, body: { make_admin: makeAdmin } })),
      ),
    deleteGroup: (groupId: number) =>
      call('deleteGroup', async () => void (await request(http, chat.deleteGroup, { params: { id: groupId } }))),
    leaveGroup: (groupId: number) =>
      call('leaveGroup', async () => void (await request(http, chat.leaveGroup, { params: { id: groupId } }))),
    readBy: (groupId: number, messageId: number): Promise<ReadReceipt[]> =>
      call('readBy', async () => (await request(http, chat.readBy, { params: { id: groupId, messageId } })).data),
    permissions: (groupId: number): Promise<GroupPermissions> =>
      call('permissions', async () => permissionsOf((await request(http, chat.permissions, { params: { id: groupId } })).data)),
    setPermission: (groupId: number, type: PermissionType, value: PermissionValue): Promise<GroupPermissions> =>
      call('setPermission', async () =>
        permissionsOf(
          (
            await request(http, chat.setPermission, {
              params: { id: groupId },
              body: { permission_type: type, permission_value: value },
            })
          ).data,
        ),
      ),

    /** POST /presence/batch: who of these is online. */
    presence: (userIds: number[]): Promise<Record<number, boolean>> =>
      call('presence', async () => {
        if (userIds.length === 0) return {};
        const list = (await request(http, chat.presence, { body: { userIds } })).data;
        return Object.fromEntries(list.map((p) => [p.user_id, p.online]));
      }),
    /** People to message or add (SPEC §7 search engine POST /v1/users), without oneself. */
    people: (query: string, signal?: AbortSignal): Promise<Person[]> =>
      call('people', async () => {
        const found = await request(http, search.searchUsers, {
          body: { search_text: query, size: 10 },
          ...(signal ? { signal } : {}),
        });
        return found.data.data.map((p) => ({
          user_id: p.user_id,
          user_name: p.user_name,
          display_name: p.display_name,
          profile_picture: p.profile_picture,
          first_name: null,
          last_name: null,
        }));
      }),
    block: (userId: number) => call('block', async () => void (await request(http, chat.block, { params: { userId } }))),
    unblock: (userId: number) => call('unblock', async () => void (await request(http, chat.unblock, { params: { userId } }))),
    blocked: (): Promise<BlockedPerson[]> => call('blocked', async () => (await request(http, chat.blocked)).data),

    /**
     * POST /upload with progress: multipart chat_id and file for an attachment, or purpose=group_picture
     * and file for a group picture (its answer carries the picture's url). XMLHttpRequest, because
     * fetch reports upload progress only for streamed bodies, which browsers send over HTTP/2 alone.
     */
    upload: (to: number | 'group picture', file: File, options: UploadOptions): Promise<Attachment> =>
      new Promise<Attachment>((resolve, reject) => {
        const xhr = new XMLHttpRequest();
        const form = new FormData();
        if (to === 'group picture') form.append('purpose', 'group_picture');
        else form.append('chat_id', String(to));
        form.append('file', file, file.name);
        xhr.open(chat.upload.method, `${base}/${pathOf(chat.upload)}`);
        const token = uploads.accessToken();
        if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
        xhr.upload.onprogress = (e) => options.onProgress(e.loaded, e.lengthComputable ? e.total : file.size);
        const fail = (reason: string) => {
          const error = new Error(`upload ${reason}`);
          void serviceCall(SERVICE, 'upload', () => Promise.reject(error)).catch(() => {});
          reject(new ChatRefused(UNAVAILABLE.messaging));
        };
        xhr.onerror = () => fail('failed');
        xhr.ontimeout = () => fail('timed out');
        xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
        xhr.onload = () => {
          let body: unknown;
          try {
            body = JSON.parse(xhr.responseText);
          } catch {
            body = null;
          }
          if (xhr.status === 201) {
            const parsed = chat.upload.response.safeParse(body);
            if (parsed.success) return resolve(parsed.data.data);
            return fail('answered an unexpected shape');
          }
          const refusal = refusalInAnswer(xhr.status, body, xhr.getResponseHeader('retry-after'));
          if (refusal) return reject(new ChatRefused({ code: String(refusal.status), message: refusal.message }));
          fail(`answered ${xhr.status}`);
        };
        options.signal.addEventListener('abort', () => xhr.abort());
        xhr.send(form);
      }),
  };
}
export type ChatServer = ReturnType<typeof createChatServer>;
