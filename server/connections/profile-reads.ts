import type { Badge } from '../../contract/connections-profile';
import { findConcierge, slotsOf } from '../booking';
import type { Queryable } from '../db/database';
import { badgesOf as earnedBadges, descriptionOf } from '../reviews';

/** What a profile shows from other features: a concierge's badges, next free time and reviews' average. */

export async function badgesOf(db: Queryable, userId: number): Promise<Badge[]> {
  return (await earnedBadges(db, userId)).map((b) => ({ ...b, description: descriptionOf(b.badge) }));
}

/** A concierge's next bookable time and rating; nulls for anyone who is not an active concierge. */
export async function conciergeFacts(db: Queryable, userId: number) {
  const concierge = await findConcierge(db, userId);
  if (!concierge) return { next_free: null, rating: null };
  const dates = await slotsOf(db, concierge);
  return {
    next_free: dates[0]?.slots[0]?.start ?? null,
    rating: { average: Number(concierge.rating), count: concierge.review_count },
  };
}
