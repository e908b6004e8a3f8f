import { createFileRoute } from '@tanstack/react-router';
import { ResourceHubPage } from '../../features/public/pages/ResourceHubPage';

export const Route = createFileRoute('/_public/resource-hub')({
  head: () => ({ meta: [{ title: 'Resource hub · NeuroHealth Care' }] }),
  component: ResourceHubPage,
});
