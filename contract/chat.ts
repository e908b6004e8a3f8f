import * as z from 'zod/mini';
import { endpoint, noContent, raw } from './endpoint';
import { id, idParams, pageIndex, pageSize, token } from './fields';
import { V2 } from './chat-unread';

// The header's unread count is in chat-unread.ts (every signed-in page loads it, not the rest of
// the chat server's shapes); every entry of the feature is still here.
export { unreadCount } from './chat-unread';
// The chat socket's messages are in chat-socket.ts (the session parses them on every signed-in page).
export { chatNotification, chatUpdate, socketChatUpdate, socketGroupMessage, socketMessage, socketPosition } from './chat-socket';

/** The chat server v2 (SPEC §7, /api/chat-server/v2): conversations, messages, groups, files; and the chat socket. */

const GROUP = `${V2}/group-chat`;

export const MAX_MESSAGE_LENGTH = 5000;
export const PERMISSION_TYPES = ['send_messages', 'add_members', 'edit_info'] as const;
export const PICTURE_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const text = z._default(z.nullable(z.string()), null);
const when = z.string();

/** A chat message as the chat server sends it (SPEC §7), on the socket and in pages. */
export const chatMessage = z.object({
  id: z.int(),
  chat_id: z.int(),
  sender_id: z.int(),
  sender_user_name: z.optional(z.string()),
  sender_name: z.optional(z.string()),
  body: z.string(),
  sent_at: when,
  client_id: z._default(z.nullable(z.string()), null),
  attachment: z._default(
    z.nullable(z.object({ id: z.int(), file_name: z.string(), content_type: z.string(), size: z.int() })),
    null,
  ),
  read_count: z.optional(z.int()),
});

const personShape = {
  user_id: z.int(),
  user_name: z.string(),
  first_name: text,
  last_name: text,
  display_name: z.optional(z.nullable(z.string())),
  profile_picture: text,
};
export const person = z.object(personShape);
export const member = z.object({ ...personShape, is_admin: z._default(z.boolean(), false), online: z.optional(z.boolean()) });
export const attachment = z.object({
  id: z.int(),
  chat_id: z.optional(z.int()),
  file_name: z.string(),
  content_type: z.string(),
  size: z.int(),
  url: z.optional(z.string()),
});
const permission = z.enum(['all', 'admins']);
export const permissionsObject = z.object({ send_messages: permission, add_members: permission, edit_info: permission });
export const conversation = z.object({
  chat_id: z.int(),
  is_group: z.boolean(),
  // A one-to-one conversation without a name shows the other person's; none at all reads as ''.
  chat_name: z.pipe(
    z.optional(z.nullable(z.string())),
    z.transform((name) => name ?? ''),
  ),
  image_url: text,
  other_user_name: text,
  participants: z.array(member),
  unread_count: z.int(),
  is_request: z._default(z.boolean(), false),
  is_admin: z._default(z.boolean(), false),
  removed: z._default(z.boolean(), false),
  blocked: z._default(z.boolean(), false),
  permissions: z.optional(permissionsObject),
  last_message: z._default(z.nullable(chatMessage), null),
});
export const permissionList = z.array(z.object({ permission_type: z.enum(PERMISSION_TYPES), permission_value: permission }));
export const group = z.object({
  chat_id: z.int(),
  is_group: z.optional(z.boolean()),
  chat_name: z.string(),
  image_url: text,
  members: z.array(member),
  permissions: permissionsObject,
});
const data = <T extends z.ZodMiniType>(schema: T) => z.object({ data: schema });

const NOT_MEMBER = { 403: 'not a member, or no longer one', 404: 'no such conversation' };
const chatParams = idParams;
const groupParams = idParams;

// Requests
const pagingQuery = z.object({
  page: z._default(pageIndex, 0),
  pageSize: z._default(pageSize(100), 20),
  /** Older than this message id: pages that do not shift while new messages arrive. */
  before: z.optional(id),
});
const messageBody = z.object({
  message: z.string({ error: 'must be text' }).check(
    z.maxLength(MAX_MESSAGE_LENGTH, {
      error: `must be ${MAX_MESSAGE_LENGTH.toLocaleString('en-US')} characters or fewer`,
    }),
  ),
  /** Made by the app per message and kept by a retry: the server stores a message once per id. */
  client_id: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))),
  attachment_id: z.optional(id),
});
const chatName = z
  .string({ error: 'must be text' })
  .check(
    z.trim(),
    z.minLength(1, { error: 'Give the group a name.' }),
    z.maxLength(80, { error: 'A group name can be at most 80 characters.' }),
  );
// A picture uploaded here (POST /upload, purpose=group_picture), by its path or the URL GET /chat
// gives; '' or null for none. Never another site's address: members' browsers would fetch it.
const imageUrl = z.optional(z.nullable(z.string({ error: 'must be text' }).check(z.trim(), z.maxLength(2000))));
const participantList = z
  .array(id, { error: 'must be a list of user ids' })
  .check(z.maxLength(100, { error: 'A group can start with at most 100 people.' }));

// Conversations
export const conversations = endpoint({
  method: 'GET',
  path: `${V2}/chat`,
  summary: 'The person’s conversations, most recent activity first; requests are flagged.',
  response: data(z.array(conversation)),
  auth: 'bearer',
});

export const accept = endpoint({
  method: 'POST',
  path: `${V2}/chat/:id/accept`,
  summary: 'Accepts a request: a first message, or a group one was added to by a stranger.',
  params: chatParams,
  response: data(z.object({ chat_id: z.int(), accepted: z.boolean() })),
  errors: NOT_MEMBER,
  auth: 'bearer',
});

export const clearHistory = endpoint({
  method: 'DELETE',
  path: `${V2}/chat/:id/messages`,
  summary: 'Clears the conversation’s history for the person only: the others keep theirs.',
  params: chatParams,
  status: 204,
  response: noContent,
  errors: NOT_MEMBER,
  auth: 'bearer',
});

export const presence = endpoint({
  method: 'POST',
  path: `${V2}/presence/batch`,
  summary: 'Who of these people is online (shared only with people one has a conversation with).',
  body: z.object({
    userIds: z.array(id, { error: 'must be a list of user ids' }).check(z.maxLength(200, { error: 'must be 200 ids or fewer' })),
  }),
  response: data(z.array(z.object({ user_id: z.int(), online: z.boolean() }))),
  auth: 'bearer',
});

export const block = endpoint({
  method: 'POST',
  path: `${V2}/block/:userId`,
  summary: 'Blocks a person: no messages, no presence, no groups together.',
  params: z.object({ userId: id }),
  response: data(z.object({ user_id: z.int(), blocked: z.boolean() })),
  errors: { 400: 'oneself', 404: 'no such person' },
  auth: 'bearer',
});

export const unblock = endpoint({
  method: 'DELETE',
  path: `${V2}/block/:userId`,
  summary: 'Unblocks a person.',
  params: z.object({ userId: id }),
  response: data(z.object({ user_id: z.int(), blocked: z.boolean() })),
  auth: 'bearer',
});

export const blocked = endpoint({
  method: 'GET',
  path: `${V2}/blocked`,
  summary: 'The people the person blocked.',
  response: data(z.array(z.object({ ...personShape, blocked_at: when }))),
  auth: 'bearer',
});

// Messages
const messagePage = data(
  z.object({ data: z.array(chatMessage), total: z.int(), page: z.optional(z.int()), pageSize: z.optional(z.int()) }),
);
const pageNote =
  'page 0 holds the newest pageSize, oldest first; `before` pages back from a message id. Reading page 0 marks the chat read.';

export const messages = endpoint({
  method: 'GET',
  path: `${V2}/chat/:id/messages`,
  summary: `Messages of a one-to-one conversation: ${pageNote}`,
  params: chatParams,
  query: pagingQuery,
  response: messagePage,
  errors: NOT_MEMBER,
  auth: 'bearer',
});

export const groupMessages = endpoint({
  method: 'GET',
  path: `${GROUP}/:id/messages`,
  summary: `Messages of a group: ${pageNote} The sender sees each own message’s read_count.`,
  params: groupParams,
  query: pagingQuery,
  response: messagePage,
  errors: NOT_MEMBER,
  auth: 'bearer',
});

const sendErrors = {
  403: 'blocked, not accepting messages, or only admins may send',
  404: 'no such person',
  429: 'over 60 messages a minute',
};

export const sendDirect = endpoint({
  method: 'POST',
  path: `${V2}/chat/:otherUserName/messages`,
  summary: 'Sends a one-to-one message to a person by user name; the first one makes the conversation (a request).',
  params: z.object({ otherUserName: token(64) }),
  body: messageBody,
  status: 201,
  response: data(chatMessage),
  errors: sendErrors,
  auth: 'bearer',
});

export const sendGroup = endpoint({
  method: 'POST',
  path: `${GROUP}/:groupId/messages`,
  summary: 'Sends a message to a group.',
  params: z.object({ groupId: id }),
  body: messageBody,
  status: 201,
  response: data(chatMessage),
  errors: sendErrors,
  auth: 'bearer',
});

export const deleteMessage = endpoint({
  method: 'DELETE',
  path: `${V2}/chat/:id/message/:messageId`,
  summary: 'Deletes one of one’s own messages, for everyone.',
  params: z.object({ id, messageId: id }),
  status: 204,
  response: noContent,
  errors: { 403: 'not one’s own message, or no longer a member', 404: 'no such message' },
  auth: 'bearer',
});

// Groups
export const createGroup = endpoint({
  method: 'POST',
  path: GROUP,
  summary: 'Makes a group with the person as its admin.',
  body: z.object({ participant_ids: participantList, chat_name: chatName, image_url: imageUrl }),
  status: 201,
  response: data(group),
  errors: { 403: 'someone blocked, or blocked by' },
  auth: 'bearer',
});

export const updateGroup = endpoint({
  method: 'PUT',
  path: `${GROUP}/:id`,
  summary: 'Renames a group or changes its picture (the edit_info permission).',
  params: groupParams,
  body: z
    .object({ chat_name: z.optional(chatName), image_url: imageUrl })
    .check(z.refine((b) => b.chat_name !== undefined || b.image_url !== undefined, { error: 'Change the name or the picture.' })),
  response: data(group),
  errors: NOT_MEMBER,
  auth: 'bearer',
});

export const deleteGroup = endpoint({
  method: 'DELETE',
  path: `${GROUP}/:id/delete`,
  summary: 'Deletes a group (admins).',
  params: groupParams,
  status: 204,
  response: noContent,
  errors: NOT_MEMBER,
  auth: 'bearer',
});

export const permissions = endpoint({
  method: 'GET',
  path: `${GROUP}/:id/permissions`,
  summary: 'Who may send messages, add members and edit the group’s name and picture.',
  params: groupParams,
  response: data(permissionList),
  errors: NOT_MEMBER,
  auth: 'bearer',
});

export const setPermission = endpoint({
  method: 'PUT',
  path: `${GROUP}/:id/permissions`,
  summary: 'Sets one permission of a group (admins).',
  params: groupParams,
  body: z.object({
    permission_type: z.enum(PERMISSION_TYPES, { error: `must be one of ${PERMISSION_TYPES.join(', ')}` }),
    permission_value: z.enum(['all', 'admins'], { error: 'must be all or admins' }),
  }),
  response: data(permissionList),
  errors: NOT_MEMBER,
  auth: 'bearer',
});

// Group members
export const members = endpoint({
  method: 'GET',
  path: `${GROUP}/:id/members`,
  summary: 'A group’s current members with who is online (empty for a removed member).',
  params: groupParams,
  response: data(z.array(member)),
  errors: NOT_MEMBER,
  auth: 'bearer',
});

export const addMembers = endpoint({
  method: 'POST',
  path: `${GROUP}/:id/members`,
  summary: 'Adds people to a group (the add_members permission).',
  params: groupParams,
  body: z.object({
    participant_ids: participantList.check(z.minLength(1, { error: 'Choose at least one person to add.' })),
  }),
  status: 201,
  response: data(z.array(member)),
  errors: NOT_MEMBER,
  auth: 'bearer',
});

export const removeMember = endpoint({
  method: 'DELETE',
  path: `${GROUP}/:id/members/:memberId`,
  summary: 'Removes a member (admins); they keep reading what was said before, read-only.',
  params: z.object({ id, memberId: id }),
  status: 204,
  response: noContent,
  errors: NOT_MEMBER,
  auth: 'bearer',
});

export const setRole = endpoint({
  method: 'PUT',
  path: `${GROUP}/:id/members/:memberId/role`,
  summary: 'Makes a member an admin or not (admins); a group keeps at least one admin.',
  params: z.object({ id, memberId: id }),
  body: z.object({ make_admin: z.boolean({ error: 'must be true or false' }) }),
  response: data(z.object({ user_id: z.int(), is_admin: z.boolean() })),
  errors: { ...NOT_MEMBER, 409: 'the last admin' },
  auth: 'bearer',
});

export const leaveGroup = endpoint({
  method: 'DELETE',
  path: `${GROUP}/:id/leave`,
  summary: 'Leaves a group; the last one out deletes it, the last admin may not leave others without one.',
  params: groupParams,
  status: 204,
  response: noContent,
  errors: { ...NOT_MEMBER, 409: 'the last admin' },
  auth: 'bearer',
});

export const readBy = endpoint({
  method: 'GET',
  path: `${GROUP}/:id/messages/:messageId/read-by`,
  summary: 'Who read a group message, and when.',
  params: z.object({ id, messageId: id }),
  response: data(z.array(z.object({ ...personShape, read_at: when }))),
  errors: NOT_MEMBER,
  auth: 'bearer',
});

// Files
export const upload = endpoint({
  method: 'POST',
  path: `${V2}/upload`,
  summary:
    'Uploads a file (multipart: chat_id and file) for a message, or a group picture (purpose=group_picture and file; the answer carries its url).',
  form: {
    type: 'multipart/form-data',
    fields: z.object({
      chat_id: z.optional(z.int()),
      purpose: z.optional(z.literal('group_picture')),
      file: z.string(),
    }),
  },
  status: 201,
  response: data(attachment),
  errors: {
    403: 'may not send here',
    413: 'over 10 MB',
    415: 'a kind of file that cannot be sent',
    429: 'uploading too quickly',
  },
  auth: 'bearer',
});

export const attachments = endpoint({
  method: 'GET',
  path: `${V2}/chat/:id/attachments`,
  summary: 'The files sent in a conversation that the person can still see.',
  params: chatParams,
  response: data(z.array(z.object({ ...attachment.shape, message_id: z.int(), sent_at: when, user_name: z.string() }))),
  errors: NOT_MEMBER,
  auth: 'bearer',
});

export const file = endpoint({
  method: 'GET',
  path: `${V2}/chat/:id/file/:fileId`,
  summary: 'A file’s bytes, to a member who can see the message it was sent with.',
  params: z.object({ id, fileId: id }),
  response: raw('application/octet-stream'),
  errors: NOT_MEMBER,
  auth: 'bearer',
});

export const picture = endpoint({
  method: 'GET',
  path: `${V2}/picture/:key`,
  summary: 'A group picture, to its uploader and the group’s members.',
  params: z.object({ key: z.string().check(z.regex(PICTURE_KEY, { error: 'must be a picture key' })) }),
  response: raw('image/*'),
  errors: { 404: 'no such picture, or not one the person may see' },
  auth: 'bearer',
});
