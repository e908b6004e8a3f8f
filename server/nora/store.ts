import type { Source } from '../../contract/nora';
import type { Queryable } from '../db/types';

/**
 * Every statement of Nora's conversations. Each one names the caller's id, so a conversation is
 * read, continued, renamed or deleted only by the person it belongs to; another's id is "none".
 */

export interface ConversationRow {
  id: number;
  title: string;
  updated_at: string;
}

const SUMMARY = `c.id, c.title, to_char(c.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as updated_at`;

export async function create(db: Queryable, userId: number, title: string): Promise<ConversationRow> {
  const { rows } = await db.query<ConversationRow>(
    `insert into nora_conversations as c (user_id, title) values ($1, $2) returning ${SUMMARY}`,
    [userId, title],
  );
  return rows[0]!;
}

export async function own(db: Queryable, userId: number, id: number): Promise<ConversationRow | undefined> {
  const { rows } = await db.query<ConversationRow>(
    `select ${SUMMARY} from nora_conversations c where c.id = $1 and c.user_id = $2`,
    [id, userId],
  );
  return rows[0];
}

export async function list(db: Queryable, userId: number): Promise<ConversationRow[]> {
  const { rows } = await db.query<ConversationRow>(
    `select ${SUMMARY} from nora_conversations c where c.user_id = $1 order by c.updated_at desc, c.id desc limit 200`,
    [userId],
  );
  return rows;
}

export interface TurnRow {
  question: string;
  answer: string;
  sources: Source[];
  crisis: boolean;
  mode: 'library' | 'model';
  found: boolean;
  notice: string | null;
}

export async function turns(db: Queryable, conversationId: number): Promise<TurnRow[]> {
  const { rows } = await db.query<TurnRow>(
    `select question, answer, sources, crisis, mode, found, notice from nora_turns where conversation_id = $1 order by id`,
    [conversationId],
  );
  return rows;
}

/** The conversation's last questions, oldest first (a follow-up is read with them). */
export async function lastQuestions(db: Queryable, conversationId: number, n: number): Promise<TurnRow[]> {
  const { rows } = await db.query<TurnRow>(
    `select * from (select id, question, answer, sources, crisis, mode, found, notice from nora_turns
                     where conversation_id = $1 order by id desc limit $2) t order by id`,
    [conversationId, n],
  );
  return rows;
}

export async function addTurn(db: Queryable, conversationId: number, turn: TurnRow): Promise<void> {
  await db.query(
    `with added as (
       insert into nora_turns (conversation_id, question, answer, sources, crisis, mode, found, notice)
       values ($1, $2, $3, $4::jsonb, $5, $6, $7, $8)
     )
     update nora_conversations set updated_at = now() where id = $1`,
    [conversationId, turn.question, turn.answer, JSON.stringify(turn.sources), turn.crisis, turn.mode, turn.found, turn.notice],
  );
}

export async function rename(db: Queryable, userId: number, id: number, title: string): Promise<ConversationRow | undefined> {
  const { rows } = await db.query<ConversationRow>(
    `update nora_conversations c set title = $3 where c.id = $1 and c.user_id = $2 returning ${SUMMARY}`,
    [id, userId, title],
  );
  return rows[0];
}

export async function remove(db: Queryable, userId: number, id: number): Promise<boolean> {
  const { rows } = await db.query(`delete from nora_conversations where id = $1 and user_id = $2 returning id`, [id, userId]);
  return rows.length > 0;
}
