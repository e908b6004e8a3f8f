import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useSession } from '../../features/auth/useSession';
import { ResourceHubPage } from '../../features/public/pages/ResourceHubPage';
import { publicHead } from '../../features/public/pageMeta';

// Its own chunk: the signed-in hub brings the app's stylesheet (app.css), which a visitor's
// public page must not get (its dark colours would change the public page's).
const HubPage = lazy(() => import('../../features/resources/HubPage').then((m) => ({ default: m.HubPage })));

export const Route = createFileRoute('/resource-hub/')({
  head: () => publicHead('/resource-hub'),
  component: ResourceHubIndex,
});

/** The hub for a signed-in person; the public guides, as they were, for a visitor. */
function ResourceHubIndex() {
  const { status } = useSession();
  return status === 'signedIn' ? (
    <Suspense fallback={null}>
      <HubPage />
    </Suspense>
  ) : (
    <ResourceHubPage />
  );
}
