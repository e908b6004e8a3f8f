import type { Queryable } from '../db/database';
import { VISIBLE } from './access';
import { PICTURE_PATH } from './pictures';

/** Every SQL statement of files sent in chats and of group pictures. */

export interface Uploader {
  userId: number;
  address: string;
}

export async function insertPicture(db: Queryable, owner: Uploader, type: string, size: number, key: string) {
  return db.query<{ id: number }>(
    `insert into chat_pictures (uploader_id, uploader_address, content_type, size, storage_key)
               values ($1, $2, $3, $4, $5) returning id`,
    [owner.userId, owner.address, type, size, key],
  );
}

export async function insertAttachment(
  db: Queryable,
  chatId: number,
  owner: Uploader,
  fileName: string,
  type: string,
  size: number,
  key: string,
) {
  return db.query<{ id: number }>(
    `insert into chat_attachments (chat_id, uploader_id, uploader_address, file_name, content_type, size, storage_key)
             values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [chatId, owner.userId, owner.address, fileName, type, size, key],
  );
}

/** The files of a chat sent with a message the user sees, newest first. */
export async function attachmentsOf(db: Queryable, chatId: number, userId: number) {
  const { rows } = await db.query<{
    id: number;
    file_name: string;
    content_type: string;
    size: number;
    message_id: number;
    sent_at: Date;
    user_name: string;
  }>(
    `select a.id, a.file_name, a.content_type, a.size, m.id as message_id, m.sent_at, u.user_name
         from chat_attachments a
         join chat_messages m on m.attachment_id = a.id
         join chat_participants p on p.chat_id = m.chat_id and p.user_id = $2
         join users u on u.user_id = m.sender_id
        where a.chat_id = $1 and ${VISIBLE}
        order by m.id desc`,
    [chatId, userId],
  );
  return rows;
}

/** A file of the chat, when the user uploaded it or sees the message it was sent with. */
export async function visibleFile(db: Queryable, chatId: number, fileId: number, userId: number) {
  const { rows } = await db.query<{ file_name: string; content_type: string; storage_key: string; size: number }>(
    `select a.file_name, a.content_type, a.storage_key, a.size from chat_attachments a
         left join chat_messages m on m.attachment_id = a.id
         join chat_participants p on p.chat_id = a.chat_id and p.user_id = $3
        where a.id = $2 and a.chat_id = $1 and (a.uploader_id = $3 or (m.id is not null and ${VISIBLE}))`,
    [chatId, fileId, userId],
  );
  return rows[0];
}

/** A group picture, when the user uploaded it or takes part in a group whose picture it is. */
export async function visiblePicture(db: Queryable, key: string, userId: number) {
  const { rows } = await db.query<{ content_type: string; size: number }>(
    `select f.content_type, f.size from chat_pictures f
        where f.storage_key = $1
          and (f.uploader_id = $2 or exists (
                select 1 from chats c join chat_participants p on p.chat_id = c.id and p.user_id = $2
                 where c.image_url = $3))`,
    [key, userId, `${PICTURE_PATH}${key}`],
  );
  return rows[0];
}
