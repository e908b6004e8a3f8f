/**
 * The height each dashboard block keeps from its placeholder to its list (issue #38): the blocks
 * stack in one column on a phone, so a block that grew when its list arrived pushed every block
 * below it down (Lighthouse measured a cumulative layout shift of 0.07 to 0.11 on /dashboard).
 * Each is the block's height at 390 px with its most rows (three of each) and the demo's texts: a
 * shorter list leaves space, and only a longer text than that still moves what is below.
 */
export const BLOCK_SPACE = {
  sessions: 'min-h-72',
  messages: 'min-h-44',
  'follow-requests': 'min-h-44',
  notifications: 'min-h-[22.5rem]',
  community: 'min-h-76',
  saved: 'min-h-44',
  screening: 'min-h-44',
} as const;

export type BlockId = keyof typeof BLOCK_SPACE;
