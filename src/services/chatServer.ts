import * as z from 'zod/mini';
import type { KyInstance } from 'ky';
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
import { chatMessageSchema } from '../../machines/messaging/chatMessage.schema';
import { serviceCall } from './http';
import { answeredCall, refusalInAnswer } from './refusal';
import { createChatUnreadCount } from './chatUnreadCount';

/*
 * The chat server v2 (SPEC §7), every call, validated at the boundary. It loads with
 * /people-chat and the Blocked list (through deps.api().chatServer()), not with the dashboard.
 */
const SERVICE = 'chatServer';
const V2 = 'api/chat-server/v2';

const text = z._default(z.nullable(z.string()), null);
const personShape = {
  user_id: z.int(),
  user_name: z.string(),
  first_name: text,
  last_name: text,
  display_name: z.optional(z.nullable(z.string())),
  profile_picture: text,
};
const memberSchema = z.object({
  ...personShape,
  is_admin: z._default(z.boolean(), false),
  online: z.optional(z.boolean()),
});
const attachmentSchema = z.object({
  id: z.int(),
  file_name: z.string(),
  content_type: z.string(),
  size: z.int(),
  url: z.optional(z.string()),
});
const messageSchema = chatMessageSchema;
const permission = z.enum(['all', 'admins']);
const permissionsObject = z.object({ send_messages: permission, add_members: permission, edit_info: permission });
const conversationSchema = z.object({
  chat_id: z.int(),
  is_group: z.boolean(),
  chat_name: z._default(z.string(), ''),
  image_url: text,
  other_user_name: text,
  participants: z.array(memberSchema),
  unread_count: z.int(),
  is_request: z._default(z.boolean(), false),
  is_admin: z._default(z.boolean(), false),
  removed: z._default(z.boolean(), false),
  blocked: z._default(z.boolean(), false),
  permissions: z.optional(permissionsObject),
  last_message: z._default(z.nullable(messageSchema), null),
});
const permissionsSchema = z.array(
  z.object({
    permission_type: z.enum(['send_messages', 'add_members', 'edit_info']),
    permission_value: z.enum(['all', 'admins']),
  }),
);
const groupSchema = z.object({
  chat_id: z.int(),
  chat_name: z.string(),
  image_url: text,
  members: z.array(memberSchema),
  permissions: permissionsObject,
});
const data = <T extends z.core.$ZodType>(schema: T) => z.object({ data: schema });

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

const permissionsOf = (list: z.output<typeof permissionsSchema>): GroupPermissions =>
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
  const get = async <T extends z.core.$ZodType>(path: string, schema: T, searchParams?: Record<string, number>) =>
    z.parse(schema, await http.get(`${V2}/${path}`, searchParams ? { searchParams } : {}).json()) as z.output<T>;
  const send = async <T extends z.core.$ZodType>(method: 'post' | 'put' | 'delete', path: string, schema: T, json?: unknown) => {
    const response = await http[method](`${V2}/${path}`, json === undefined ? {} : { json });
    return (response.status === 204 ? undefined : z.parse(schema, await response.json())) as z.output<T>;
  };
  const nothing = z.unknown();
  // Group pictures uploaded here live under the API; only those are read with the token.
  const pictures = `${uploads.apiBaseUrl.replace(/\/$/, '')}/${V2}/picture/`;
  const isPicture = (url: string) => url.startsWith(pictures) && /^[0-9a-f-]{36}$/.test(url.slice(pictures.length));
  const messagesPage = data(z.object({ data: z.array(messageSchema), total: z.int() }));

  return {
    ...createChatUnreadCount(http),

    /** GET /chat: conversations, newest activity first. */
    conversations: (): Promise<Conversation[]> =>
      call('conversations', async () => (await get('chat', data(z.array(conversationSchema)))).data),

    /** GET /chat/{id}/messages or /group-chat/{id}/messages: page 0 is the newest; `before` pages back by id. */
    messages: (chatId: number, group: boolean, page: { pageSize: number; before?: number | undefined }): Promise<MessagePage> =>
      call('messages', async () => {
        const params: Record<string, number> = { page: 0, pageSize: page.pageSize };
        if (page.before !== undefined) params.before = page.before;
        return (await get(`${group ? 'group-chat' : 'chat'}/${chatId}/messages`, messagesPage, params)).data;
      }),

    /** POST /chat/{userName}/messages or /group-chat/{id}/messages, with the client id a retry keeps. */
    sendMessage: (
      to: { userName: string } | { groupId: number },
      message: { body: string; clientId: string; attachmentId?: number | undefined },
    ): Promise<ChatMessage> =>
      call('sendMessage', async () => {
        const path = 'groupId' in to ? `group-chat/${to.groupId}/messages` : `chat/${encodeURIComponent(to.userName)}/messages`;
        const json = {
          message: message.body,
          client_id: message.clientId,
          ...(message.attachmentId !== undefined ? { attachment_id: message.attachmentId } : {}),
        };
        return (await send('post', path, data(messageSchema), json)).data;
      }),

    accept: (chatId: number) => call('accept', async () => void (await send('post', `chat/${chatId}/accept`, nothing))),
    clearHistory: (chatId: number) =>
      call('clearHistory', async () => void (await send('delete', `chat/${chatId}/messages`, nothing))),
    deleteMessage: (chatId: number, messageId: number) =>
      call('deleteMessage', async () => void (await send('delete', `chat/${chatId}/message/${messageId}`, nothing))),
    attachments: (chatId: number) =>
      call(
        'attachments',
        async () =>
          (
            await get(
              `chat/${chatId}/attachments`,
              data(
                z.array(z.object({ ...attachmentSchema.shape, message_id: z.int(), sent_at: z.string(), user_name: z.string() })),
              ),
            )
          ).data,
      ),
    /** GET /chat/{id}/file/{fileId}: the bytes, for an object URL (the token is a header, not a cookie). */
    file: (chatId: number, fileId: number): Promise<Blob> =>
      call('file', async () => http.get(`${V2}/chat/${chatId}/file/${fileId}`).blob()),

    /** Whether `url` names a group picture uploaded here (read with `picture`, not an <img src>). */
    isPicture,
    /** GET /picture/{key}: a group picture's bytes, for an object URL. */
    picture: (url: string): Promise<Blob> =>
      call('picture', async () => {
        if (!isPicture(url)) throw new Error('not a group picture of this server');
        return http.get(`${V2}/picture/${url.slice(pictures.length)}`).blob();
      }),

    createGroup: (group: { participant_ids: number[]; chat_name: string; image_url?: string | null }): Promise<GroupDetails> =>
      call('createGroup', async () => (await send('post', 'group-chat', data(groupSchema), group)).data),
    updateGroup: (groupId: number, change: { chat_name?: string; image_url?: string | null }): Promise<GroupDetails> =>
      call('updateGroup', async () => (await send('put', `group-chat/${groupId}`, data(groupSchema), change)).data),
    members: (groupId: number): Promise<Member[]> =>
      call('members', async () => (await get(`group-chat/${groupId}/members`, data(z.array(memberSchema)))).data),
    addMembers: (groupId: number, participantIds: number[]): Promise<Member[]> =>
      call(
        'addMembers',
        async () =>
          (await send('post', `group-chat/${groupId}/members`, data(z.array(memberSchema)), { participant_ids: participantIds }))
            .data,
      ),
    removeMember: (groupId: number, memberId: number) =>
      call('removeMember', async () => void (await send('delete', `group-chat/${groupId}/members/${memberId}`, nothing))),
    setRole: (groupId: number, memberId: number, makeAdmin: boolean) =>
      call(
        'setRole',
        async () =>
          void (await send('put', `group-chat/${groupId}/members/${memberId}/role`, nothing, { make_admin: makeAdmin })),
      ),
    deleteGroup: (groupId: number) =>
      call('deleteGroup', async () => void (await send('delete', `group-chat/${groupId}/delete`, nothing))),
    leaveGroup: (groupId: number) =>
      call('leaveGroup', async () => void (await send('delete', `group-chat/${groupId}/leave`, nothing))),
    readBy: (groupId: number, messageId: number): Promise<ReadReceipt[]> =>
      call(
        'readBy',
        async () =>
          (
            await get(
              `group-chat/${groupId}/messages/${messageId}/read-by`,
              data(z.array(z.object({ ...personShape, read_at: z.string() }))),
            )
          ).data,
      ),
    permissions: (groupId: number): Promise<GroupPermissions> =>
      call('permissions', async () =>
        permissionsOf((await get(`group-chat/${groupId}/permissions`, data(permissionsSchema))).data),
      ),
    setPermission: (groupId: number, type: PermissionType, value: PermissionValue): Promise<GroupPermissions> =>
      call('setPermission', async () =>
        permissionsOf(
          (
            await send('put', `group-chat/${groupId}/permissions`, data(permissionsSchema), {
              permission_type: type,
              permission_value: value,
            })
          ).data,
        ),
      ),

    /** POST /presence/batch: who of these is online. */
    presence: (userIds: number[]): Promise<Record<number, boolean>> =>
      call('presence', async () => {
        if (userIds.length === 0) return {};
        const list = (
          await send('post', 'presence/batch', data(z.array(z.object({ user_id: z.int(), online: z.boolean() }))), { userIds })
        ).data;
        return Object.fromEntries(list.map((p) => [p.user_id, p.online]));
      }),
    /** People to message or add (SPEC §7 search engine POST /v1/users), without oneself. */
    people: (query: string, signal?: AbortSignal): Promise<Person[]> =>
      call('people', async () => {
        const body = await http.post('api/search-engine/v1/users', { json: { search_text: query, size: 10 }, signal }).json();
        const hit = z.object({ user_id: z.int(), user_name: z.string(), display_name: z.string(), profile_picture: text });
        return z
          .parse(data(z.object({ data: z.array(hit) })), body)
          .data.data.map((p) => ({ ...p, first_name: null, last_name: null }));
      }),
    block: (userId: number) => call('block', async () => void (await send('post', `block/${userId}`, nothing))),
    unblock: (userId: number) => call('unblock', async () => void (await send('delete', `block/${userId}`, nothing))),
    blocked: (): Promise<BlockedPerson[]> =>
      call(
        'blocked',
        async () => (await get('blocked', data(z.array(z.object({ ...personShape, blocked_at: z.string() }))))).data,
      ),

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
        xhr.open('POST', `${uploads.apiBaseUrl.replace(/\/$/, '')}/${V2}/upload`);
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
            const parsed = data(attachmentSchema).safeParse(body);
            if (parsed.success) return resolve(parsed.data.data);
            return fail('answered an unexpected shape');
          }
          const refusal = refusalInAnswer(xhr.status, body);
          if (refusal) return reject(new ChatRefused({ code: String(refusal.status), message: refusal.message }));
          fail(`answered ${xhr.status}`);
        };
        options.signal.addEventListener('abort', () => xhr.abort());
        xhr.send(form);
      }),
  };
}
export type ChatServer = ReturnType<typeof createChatServer>;
