import type { Queryable } from '../db/database';
import { displayNameOf, type UserRow } from '../db/users';
import { communitiesOf, follows, profileOf } from './profile-store';

/**
 * The own profile's privacy choices as the server applies them (issue #33): "who can message me"
 * decides who may write to a person or add them to a group (server/chat asks before either), and
 * "who can see my communities" decides whether the public profile carries them at all.
 */

/**
 * Why `senderId` may not write to `recipientId` (a direct message) or put them in a group, as a
 * sentence for the sender; undefined when they may. "People I follow" means the recipient follows
 * the sender. The sender learns the rule, which the recipient chose to make known by choosing it.
 */
export async function whyNotReachable(
  db: Queryable,
  senderId: number,
  recipient: Pick<
    UserRow,
    'user_id' | 'user_name' | 'first_name' | 'last_name' | 'user_type' | 'is_mentor' | 'care_provider_detail'
  >,
  what: 'message' | 'group',
): Promise<string | undefined> {
  const { who_can_message } = await profileOf(db, recipient.user_id);
  if (who_can_message === 'everyone') return undefined;
  if (who_can_message === 'following' && (await follows(db, recipient.user_id, senderId))) return undefined;
  const name = displayNameOf(recipient);
  const thing = what === 'message' ? 'messages' : 'group invitations';
  return who_can_message === 'nobody'
    ? `${name} does not accept ${thing}.`
    : `${name} accepts ${thing} only from people they follow.`;
}

/** The person's communities for `readerId`, or null when their choice keeps them from the reader. */
export async function communitiesFor(db: Queryable, userId: number, readerId: number) {
  if (userId !== readerId) {
    const { who_sees_communities } = await profileOf(db, userId);
    if (who_sees_communities === 'me') return null;
    if (who_sees_communities === 'followers' && !(await follows(db, readerId, userId))) return null;
    if (who_sees_communities === 'mutual' && !((await follows(db, readerId, userId)) && (await follows(db, userId, readerId))))
      return null;
  }
  return communitiesOf(db, userId, readerId);
}
