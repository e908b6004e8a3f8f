import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';

/**
 * A dialog whose code loads the first time it opens: closed, it renders nothing and
 * costs the page nothing (Headless UI's Dialog, focus trap and radio group stay out of
 * the first load). Once opened it stays mounted, so closing runs as usual.
 *
 * Focus goes back to the opener on close. Headless UI restores focus from a history it
 * starts keeping when its code loads, which is after the click that opened the first
 * dialog: so the opener is remembered here, as the dialog opens.
 */
export function lazyWhenOpened<P extends { open: boolean }>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Loaded = lazy(load);
  return function WhenOpened(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    const wasOpen = useRef(false);
    const opener = useRef<Element | null>(null);
    // Read while rendering the change, before the dialog (a child) moves focus into itself.
    if (props.open && !wasOpen.current) opener.current = document.activeElement;
    useEffect(() => {
      const closed = wasOpen.current && !props.open;
      wasOpen.current = props.open;
      if (!closed) return;
      const frame = requestAnimationFrame(() => {
        const target = opener.current;
        const lost = !document.activeElement || document.activeElement === document.body;
        if (lost && target instanceof HTMLElement && target.isConnected) target.focus();
      });
      return () => cancelAnimationFrame(frame);
    }, [props.open]);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
