import { useId, useState, type ReactNode } from 'react';

/**
 * A list that opens and closes under its button (the WAI-ARIA disclosure pattern): a native
 * button with `aria-expanded` and, while open, `aria-controls` naming the panel, and `data-open`
 * for styling (`group-data-open:`), as Headless UI's Disclosure renders it. Written here because
 * the side lists are on every signed-in page: Headless UI's Disclosure brought about 11 kB gzip
 * (its render helpers and react-aria's focus and hover hooks) to /dashboard's first load (#38).
 * The panel is not rendered while closed.
 */
export function Disclosure({
  label,
  buttonClassName,
  className,
  defaultOpen = true,
  children,
}: {
  label: ReactNode;
  buttonClassName?: string;
  className?: string;
  defaultOpen?: boolean;
  /** The panel, given the id the button's `aria-controls` names. */
  children: (panelId: string) => ReactNode;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  return (
    <div className={className} data-open={open ? '' : undefined}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        data-open={open ? '' : undefined}
        className={buttonClassName}
        onClick={() => setOpen((was) => !was)}
      >
        {label}
      </button>
      {open ? children(panelId) : null}
    </div>
  );
}
