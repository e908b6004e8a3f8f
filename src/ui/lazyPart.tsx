import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { reportError } from '../reporting/reporting';

/**
 * A part of a page whose code is its own chunk and which fails on its own. React.lazy remembers
 * a failed import for good, and an error thrown below a route reaches the route's error page: so
 * a chunk that could not be fetched (the connection dropped, the server restarted, a deploy
 * replaced it) would take the whole page down, for as long as the page stays open. Here the part
 * shows what could not load and Try again, which fetches the chunk afresh (the bundler forgets a
 * chunk whose load failed); the rest of the page, the shell and the toasts go on.
 */
export function lazyPart<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  {
    fallback = null,
    failed,
  }: {
    /** Shown while the code loads. */
    fallback?: ReactNode;
    /** Shown, with Try again, when it could not load or failed to render. */
    failed: (retry: () => void) => ReactNode;
  },
) {
  // Shared by every instance of the part; replaced on a retry, as lazy() caches a rejection.
  let Loaded = lazy(load);
  return function LazyPart(props: P) {
    const [attempt, setAttempt] = useState(0);
    const retry = () => {
      Loaded = lazy(load);
      setAttempt((n) => n + 1);
    };
    return (
      <PartBoundary key={attempt} failed={() => failed(retry)}>
        <Suspense fallback={fallback}>
          <Loaded {...props} />
        </Suspense>
      </PartBoundary>
    );
  };
}

class PartBoundary extends Component<{ failed: () => ReactNode; children: ReactNode }, { error: boolean }> {
  override state = { error: false };

  static getDerivedStateFromError() {
    return { error: true };
  }

  override componentDidCatch(error: unknown) {
    reportError(error, { flow: 'page part' });
  }

  override render() {
    return this.state.error ? this.props.failed() : this.props.children;
  }
}
