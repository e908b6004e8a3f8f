import type { ComponentPropsWithRef } from 'react';

const variants = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 dark:bg-teal-300 dark:text-slate-950 dark:hover:bg-teal-200',
  secondary:
    'border border-brand-700 text-brand-700 hover:bg-brand-50 dark:border-teal-300 dark:text-teal-200 dark:hover:bg-slate-800',
  ghost: 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
} as const;

export function Button({
  variant = 'primary',
  className = '',
  ...props
}: ComponentPropsWithRef<'button'> & { variant?: keyof typeof variants }) {
  return (
    <button
      type="button"
      {...props}
      className={`focus-ring inline-flex items-center justify-center gap-2 rounded-[var(--radius)] px-4 py-2 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60 ${variants[variant]} ${className}`}
    />
  );
}
