import { lazyWhenOpened } from './lazyWhenOpened';

/** A centred modal dialog (src/ui/ModalDialog.tsx), loaded the first time it opens. */
export const Modal = lazyWhenOpened(() => import('./ModalDialog'));
