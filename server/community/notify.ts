import type { Comment } from '../../contract/community-comment';
import type { Queryable } from '../db/database';
import { displayNameOf } from '../db/users';
import type { NotificationHub } from '../realtime/notification-hub';
import type { PersonRow } from './communities-store';
import { PERSON_COLUMNS } from './communities-store';

/** How long after an author's last post in a community their next is told in the same notice (#57.4). */
export const COALESCE_MS = 15 * 60_000;

/**
 * The community's live events, through the server-event stream (SPEC §3 type Post with subType
 * Post created, Comment or Upvote; each carries postId and communityId, so a toast opens the post
 * and on /community a Post created shows the New Post chip, SPEC §4). Nobody hears of their own
 * doing, nor of a person they blocked.
 */
export class CommunityNotices {
  constructor(
    private readonly db: Queryable,
    private readonly hub: NotificationHub,
  ) {}

  private async person(userId: number): Promise<PersonRow | undefined> {
    const { rows } = await this.db.query<PersonRow>(`select ${PERSON_COLUMNS} from users u where u.user_id = $1`, [userId]);
    return rows[0];
  }

  private async blocked(readerId: number, actorId: number) {
    const { rows } = await this.db.query('select 1 from chat_blocks where blocker_id = $1 and blocked_id = $2', [
      readerId,
      actorId,
    ]);
    return rows.length > 0;
  }

  /**
   * Every other member of the community hears of a new post or question. One author's posts in a
   * community are one notice while it is unseen (issue #57.4): within COALESCE_MS of its last
   * post, the member's notice is updated to say how many ("Ana wrote 5 new posts in Sleep.", and
   * opens the newest), and the bell's count rises once. Only a new notice is pushed live.
   */
  async postCreated(authorId: number, post: { post_id: number; community_id: number; community_name: string; kind: string }) {
    const author = await this.person(authorId);
    if (!author) return;
    const { rows } = await this.db.query<{ user_id: number }>(
      `select m.user_id from community_members m
        where m.community_id = $1 and m.user_id <> $2
          and not exists (select 1 from chat_blocks b where b.blocker_id = m.user_id and b.blocked_id = $2)
        order by m.user_id`,
      [post.community_id, authorId],
    );
    if (rows.length === 0) return;
    const name = displayNameOf(author);
    const now = new Date();
    const { rows: retold } = await this.db.query<{ user_id: number }>(
      `update notifications n
          set repeats = n.repeats + 1,
              notification_text = format('%s wrote %s new posts in %s.', $5::text, n.repeats + 1, $6::text),
              post_id = $7, notification_ts = $8::timestamptz
        where n.id in (
          select distinct on (o.user_id) o.id from notifications o
           where o.user_id = any($1::int[]) and o.type = 'Post' and o.sub_type = 'Post created'
             and o.community_id = $2 and o.notification_username = $3
             and not o.is_seen and o.notification_ts > $4::timestamptz
           order by o.user_id, o.id desc)
        returning n.user_id`,
      [
        rows.map((r) => r.user_id),
        String(post.community_id),
        author.user_name,
        new Date(now.getTime() - COALESCE_MS).toISOString(),
        name,
        post.community_name,
        String(post.post_id),
        now.toISOString(),
      ],
    );
    const told = new Set(retold.map((r) => r.user_id));
    const what = post.kind === 'QUESTION' ? 'asked a question' : 'created a new post';
    for (const { user_id } of rows) {
      if (told.has(user_id)) continue;
      await this.hub.publish(user_id, {
        type: 'Post',
        subType: 'Post created',
        notification: `${name} ${what} in ${post.community_name}.`,
        notificationUsername: author.user_name,
        userImageUrl: author.profile_picture ?? undefined,
        postId: post.post_id,
        communityId: post.community_id,
      });
    }
  }

  /** A community's moderators hear of a request to join it (type COMMUNITY: the toast opens the community). */
  async joinRequested(userId: number, community: { community_id: number; community_name: string }) {
    const person = await this.person(userId);
    if (!person) return;
    const { rows } = await this.db.query<{ user_id: number }>(
      `select user_id from community_members where community_id = $1 and role = 'MODERATOR' order by user_id`,
      [community.community_id],
    );
    for (const { user_id } of rows)
      await this.hub.publish(user_id, {
        type: 'COMMUNITY',
        notification: `${displayNameOf(person)} asked to join ${community.community_name}.`,
        notificationUsername: person.user_name,
        userImageUrl: person.profile_picture ?? undefined,
        communityId: community.community_id,
      });
  }

  /** The person who asked hears that a moderator let them in (type COMMUNITY). A decline is not announced. */
  async joinAccepted(userId: number, community: { community_id: number; community_name: string }) {
    await this.hub.publish(userId, {
      type: 'COMMUNITY',
      notification: `You are now a member of ${community.community_name}.`,
      communityId: community.community_id,
    });
  }

  /**
   * The post's author (and the author of the comment replied to) hear of a comment, with the
   * comment as each of them is given it (`commentFor`), so their open post page shows it without
   * reading the thread again (issue #60).
   */
  async commented(
    actorId: number,
    post: { postId: number; communityId: number },
    toIds: number[],
    isReply: boolean,
    commentFor: (readerId: number) => Promise<Comment>,
  ) {
    const { postId, communityId } = post;
    const actor = await this.person(actorId);
    if (!actor) return;
    for (const userId of new Set(toIds)) {
      if (userId === actorId || (await this.blocked(userId, actorId))) continue;
      // One they may not read (gone meanwhile) is told without it: the page reads the thread.
      const comment = await commentFor(userId).catch(() => undefined);
      await this.hub.publish(userId, {
        type: 'Post',
        subType: 'Comment',
        notification: `${displayNameOf(actor)} ${isReply ? 'replied to your comment' : 'commented on your post'}.`,
        notificationUsername: actor.user_name,
        userImageUrl: actor.profile_picture ?? undefined,
        postId,
        communityId,
        comment,
      });
    }
  }

  /** A new upvote's author is told (once per voter: a retry adds no vote). */
  async upvoted(actorId: number, authorId: number, postId: number, communityId: number, what: 'post' | 'comment') {
    if (actorId === authorId || (await this.blocked(authorId, actorId))) return;
    const actor = await this.person(actorId);
    if (!actor) return;
    await this.hub.publish(authorId, {
      type: 'Post',
      subType: 'Upvote',
      notification: `${displayNameOf(actor)} upvoted your ${what}.`,
      notificationUsername: actor.user_name,
      userImageUrl: actor.profile_picture ?? undefined,
      postId,
      communityId,
    });
  }
}
