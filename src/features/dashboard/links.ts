/** How a dashboard block's links look (its own file, so a block without a machine does not load Block.tsx). */
export const blockLink = 'focus-ring font-medium text-brand-700 underline underline-offset-2 dark:text-teal-200';
