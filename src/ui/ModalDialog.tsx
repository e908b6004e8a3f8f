import type { ReactNode } from 'react';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';

/** How wide a dialog may grow: a form or a message (`md`), or a table that needs its columns (`wide`). */
const WIDTHS = { md: 'max-w-md', wide: 'max-w-2xl' } as const;

/** A centred modal dialog: focus trapped, Escape closes, focus returns to the opener. */
export default function ModalDialog({
  open,
  onClose,
  title,
  children,
  width = 'md',
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  width?: keyof typeof WIDTHS;
}) {
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-slate-950/50" aria-hidden="true" />
      {/* Scrolls when the dialog is taller than the window (a short screen, large text, zoom). */}
      <div className="fixed inset-0 overflow-y-auto">
        <div className="flex min-h-full items-center justify-center p-4">
          <DialogPanel className={`w-full ${WIDTHS[width]} rounded-[var(--radius)] bg-white p-6 shadow-xl dark:bg-slate-900`}>
            <DialogTitle className="text-lg font-semibold">{title}</DialogTitle>
            <div className="mt-3 text-slate-700 dark:text-slate-300">{children}</div>
          </DialogPanel>
        </div>
      </div>
    </Dialog>
  );
}
