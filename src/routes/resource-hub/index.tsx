import { createFileRoute } from '@tanstack/react-router';
import { useSession } from '../../features/auth/useSession';
import { ResourceHubPage } from '../../features/public/pages/ResourceHubPage';
import { HubPage } from '../../features/resources/HubPage';

export const Route = createFileRoute('/resource-hub/')({
  head: () => ({ meta: [{ title: 'Resource hub · NeuroHealth Care' }] }),
  component: ResourceHubIndex,
});

/** The hub for a signed-in person; the public guides, as they were, for a visitor. */
function ResourceHubIndex() {
  const { status } = useSession();
  return status === 'signedIn' ? <HubPage /> : <ResourceHubPage />;
}
