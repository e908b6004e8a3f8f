import type { Refusal } from '../domain/refusal';
/**
 * Messaging's shapes (SPEC §3 group chat, §4 membership, requests and blocks, §7 chat server v2),
 * shared by the machines and src/services/chatServer.ts, which validates them at the boundary.
 */

/** The longest message; the composer starts counting down at MESSAGE_COUNTDOWN_FROM. */
export const MAX_MESSAGE_LENGTH = 5000;
export const MESSAGE_COUNTDOWN_FROM = 4500;
/** The largest attachment, and what may be attached (the server checks the bytes too). */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
export const ATTACHMENT_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'text/plain',
] as const;
export const ATTACHMENT_ACCEPT = '.png,.jpg,.jpeg,.gif,.webp,.pdf,.docx,.xlsx,.pptx,.odt,.txt';
/** What a group picture may be. */
export const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const PICTURE_ACCEPT = '.png,.jpg,.jpeg,.gif,.webp';
/** Messages per page (SPEC §7 page, pageSize). */
export const MESSAGE_PAGE_SIZE = 30;

export interface Person {
  user_id: number;
  user_name: string;
  first_name: string | null;
  last_name: string | null;
  /** SPEC §6: a care provider's practice, otherwise the full name. */
  display_name?: string | null | undefined;
  profile_picture: string | null;
}

export interface Member extends Person {
  is_admin: boolean;
  online?: boolean;
}

export interface Attachment {
  id: number;
  file_name: string;
  content_type: string;
  size: number;
  /** A group picture's address, the image_url a group is given (POST /upload, purpose=group_picture). */
  url?: string | undefined;
}

export interface ChatMessage {
  id: number;
  chat_id: number;
  sender_id: number;
  sender_user_name?: string | undefined;
  /** The sender's SPEC §6 display name. */
  sender_name?: string | undefined;
  body: string;
  sent_at: string;
  client_id: string | null;
  attachment: Attachment | null;
  /** Own group messages: how many others have read it. */
  read_count?: number | undefined;
}

export interface Conversation {
  chat_id: number;
  is_group: boolean;
  chat_name: string;
  image_url: string | null;
  other_user_name: string | null;
  participants: Member[];
  unread_count: number;
  is_request: boolean;
  is_admin: boolean;
  removed: boolean;
  /** A one-to-one conversation with someone the person blocked: hidden from the list; opening it offers Unblock. */
  blocked?: boolean | undefined;
  /** A group's permissions, shown to every member. */
  permissions?: GroupPermissions | undefined;
  last_message: ChatMessage | null;
}

export interface MessagePage {
  data: ChatMessage[];
  total: number;
}

export type PermissionType = 'send_messages' | 'add_members' | 'edit_info';
export type PermissionValue = 'all' | 'admins';
export type GroupPermissions = Record<PermissionType, PermissionValue>;
export const DEFAULT_PERMISSIONS: GroupPermissions = { send_messages: 'all', add_members: 'admins', edit_info: 'admins' };
export const PERMISSION_LABELS: Record<PermissionType, string> = {
  send_messages: 'Send messages',
  add_members: 'Add members',
  edit_info: 'Change the name and picture',
};

export interface GroupDetails {
  chat_id: number;
  chat_name: string;
  image_url: string | null;
  members: Member[];
  permissions: GroupPermissions;
}

export interface ReadReceipt extends Person {
  read_at: string;
}

export interface BlockedPerson extends Person {
  blocked_at: string;
}

export type { ChatUpdate } from '../domain/notificationSchemas';
/** One refusal rule for every feature (machines/domain/refusal.ts); re-exported for the messaging flows. */
export { refusalOf, UNAVAILABLE, type Refusal } from '../domain/refusal';

/** Which conversation a page shows: `?u={userName}` or `?g={groupId}` (SPEC §2). */
export type ConversationKey = { kind: 'direct'; userName: string } | { kind: 'group'; groupId: number };

export class ChatRefused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
    this.name = 'ChatRefused';
  }
}

/** SPEC §6's display name: the app's one rule (machines/domain/user.ts). */
export { displayName } from '../domain/user';

/** A group whose permission lets only admins send, for a member who is not one: no composer. */
export const onlyAdminsSend = (conversation: Conversation | undefined) =>
  conversation !== undefined &&
  conversation.is_group &&
  !conversation.is_admin &&
  conversation.permissions?.send_messages === 'admins';

/** Messages in order, each once: by id, the later copy (a fresher read count) winning. */
export function mergeMessages(current: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const m of current) byId.set(m.id, m);
  for (const m of incoming) byId.set(m.id, { ...byId.get(m.id), ...m });
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** A message for tests and flows. */
export function sampleMessage(id: number, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id,
    chat_id: 1,
    sender_id: 2,
    sender_user_name: 'mentor',
    body: `Message ${id}`,
    sent_at: new Date(Date.UTC(2026, 10, 20, 9, 0) + id * 60_000).toISOString(),
    client_id: null,
    attachment: null,
    ...overrides,
  };
}
