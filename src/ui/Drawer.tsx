import { lazyWhenOpened } from './lazyWhenOpened';

/** A side drawer (src/ui/DrawerDialog.tsx), loaded the first time it opens. */
export const Drawer = lazyWhenOpened(() => import('./DrawerDialog'));
