import type { Database } from '../db/database';
import { findUserById } from '../db/users';
import { blockedEitherWay, liveRequest } from './store';

/**
 * Who may ask to follow whom: not oneself, not an unknown person, not across a block (either
 * way, chat's blocks), and not twice (a waiting or accepted request; the unique index decides a
 * race). Only the receiver answers a request and only its sender cancels it (store.ts's updates
 * name them). The administrator has no connections (SPEC §6) and cannot be followed.
 */

export interface Refusal {
  status: number;
  error: string;
  message: string;
}

const ADMIN = 99;

export async function whyNoRequest(db: Database, senderId: number, receiverId: number): Promise<Refusal | undefined> {
  if (senderId === receiverId) return { status: 400, error: 'self', message: 'You cannot follow yourself.' };
  const [sender, receiver] = await Promise.all([findUserById(db, senderId), findUserById(db, receiverId)]);
  if (!receiver || receiver.user_type === ADMIN) return { status: 404, error: 'not found', message: 'There is no such person.' };
  if (!sender || sender.user_type === ADMIN)
    return { status: 403, error: 'forbidden', message: 'The administrator has no connections.' };
  // One message for both directions: the sender does not learn who blocked whom.
  if (await blockedEitherWay(db, senderId, receiverId))
    return { status: 403, error: 'blocked', message: 'You cannot follow this person.' };
  const live = await liveRequest(db, senderId, receiverId);
  if (live) return duplicate(live.status);
  return undefined;
}

export const duplicate = (status: 'PENDING' | 'ACCEPTED'): Refusal =>
  status === 'PENDING'
    ? { status: 409, error: 'already requested', message: 'You have already asked to follow this person.' }
    : { status: 409, error: 'already following', message: 'You already follow this person.' };
