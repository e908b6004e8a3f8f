import type { Membership } from './community.types';

/** Members and moderators may leave; a pending request is withdrawn the same way. */
export const isIn = (membership: Membership) => membership !== 'none';

/** The member count after a change, so the page does not wait for a reread to show it. */
export function countAfter(members: number, from: Membership, to: Membership): number {
  const counted = (m: Membership) => m === 'member' || m === 'moderator';
  return Math.max(0, members + Number(counted(to)) - Number(counted(from)));
}
