import type { ReactNode } from 'react';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { Icon } from './icons';

/**
 * A temporary side drawer on Headless UI's Dialog: modal, focus trapped inside,
 * Escape or a click on the backdrop closes it, focus returns to the opener.
 * `side` is logical (start/end), so it mirrors in right-to-left.
 */
export default function DrawerDialog({
  open,
  onClose,
  title,
  titleHidden = false,
  side = 'start',
  width = 'w-[var(--sidebar-width)]',
  children,
  testId,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  titleHidden?: boolean;
  side?: 'start' | 'end';
  width?: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-slate-950/50" aria-hidden="true" />
      <div className={`fixed inset-y-0 flex max-w-full ${side === 'start' ? 'start-0' : 'end-0'}`}>
        <DialogPanel
          data-testid={testId}
          className={`flex h-full max-w-[90vw] flex-col overflow-y-auto bg-white shadow-xl dark:bg-slate-900 ${width}`}
        >
          <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
            <DialogTitle className={titleHidden ? 'sr-only' : 'text-lg font-semibold'}>{title}</DialogTitle>
            <button
              type="button"
              onClick={onClose}
              data-autofocus
              className="focus-ring ms-auto inline-flex h-10 w-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
              aria-label={`Close ${title.toLowerCase()}`}
            >
              <Icon name="close" />
            </button>
          </div>
          {children}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
