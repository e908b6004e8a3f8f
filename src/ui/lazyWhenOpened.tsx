import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A dialog whose code loads the first time it opens: closed, it renders nothing and
 * costs the page nothing (Headless UI's Dialog, focus trap and radio group stay out of
 * the first load). Once opened it stays mounted, so closing runs as usual and focus
 * returns to the opener.
 */
export function lazyWhenOpened<P extends { open: boolean }>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Loaded = lazy(load);
  return function WhenOpened(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
