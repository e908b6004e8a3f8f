import type { Database } from '../db/database';
import type { NotificationHub } from '../realtime/notification-hub';
import { badgesEarned } from './badges';
import { insertBadge, statsOf } from './store';

/**
 * Records the badges the concierge has now earned and sends SPEC §4's Concierge/Badge
 * notification for each new one (its toast opens /user-profile). Called after a review is
 * written or changed and after a session is completed; a badge already held sends nothing.
 */
export async function awardBadges(db: Database, hub: NotificationHub | undefined, conciergeId: number): Promise<string[]> {
  const earned = badgesEarned(await statsOf(db, conciergeId));
  const fresh: string[] = [];
  for (const badge of earned) if (await insertBadge(db, conciergeId, badge)) fresh.push(badge);
  for (const badge of fresh) {
    await hub?.publish(conciergeId, {
      type: 'Concierge',
      subType: 'Badge',
      notification: `You earned the ${badge} badge.`,
      notificationFrom: 'SYSADMIN',
    });
  }
  return fresh;
}
