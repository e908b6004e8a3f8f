import type { ReactNode } from 'react';

/** A whole-page message: startup failures, sign-in in progress. */
export function FullPageMessage({ title, children, role }: { title: string; children?: ReactNode; role?: 'alert' | 'status' }) {
  return (
    <main id="main" className="grid min-h-dvh place-items-center p-6">
      <div role={role} className="max-w-md rounded-[var(--radius)] bg-white p-6 text-center shadow dark:bg-slate-900">
        <h1 className="text-lg font-semibold">{title}</h1>
        {children ? <div className="mt-3 text-slate-700 dark:text-slate-300">{children}</div> : null}
      </div>
    </main>
  );
}
