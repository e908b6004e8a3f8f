/**
 * The badges a concierge earns from completed sessions and reviews. Pure: the store counts,
 * this decides. A badge, once earned, is kept (concierge_badges), so a later low rating or a
 * deleted review does not take it back and its notification is sent once.
 */
export interface ConciergeStats {
  completedSessions: number;
  reviews: number;
  /** The average rating, unrounded; 0 with no reviews. */
  average: number;
}

export interface BadgeRule {
  name: string;
  description: string;
  earned: (s: ConciergeStats) => boolean;
}

export const BADGE_RULES: readonly BadgeRule[] = [
  { name: 'First review', description: 'Received a first review from a family.', earned: (s) => s.reviews >= 1 },
  { name: 'Ten sessions', description: 'Completed 10 concierge sessions.', earned: (s) => s.completedSessions >= 10 },
  {
    name: 'Highly rated',
    description: 'An average of 4.5 or more from at least 5 reviews.',
    earned: (s) => s.reviews >= 5 && s.average >= 4.5,
  },
];

export const descriptionOf = (name: string) => BADGE_RULES.find((r) => r.name === name)?.description ?? '';

export const badgesEarned = (stats: ConciergeStats) => BADGE_RULES.filter((r) => r.earned(stats)).map((r) => r.name);
