import { createFileRoute } from '@tanstack/react-router';
import { ConnectionsPage } from '../../../features/connections/ConnectionsPage';
import { present, searchInt } from '../../../routing/search';

export const Route = createFileRoute('/_app/_member/connectpeople')({
  validateSearch: (raw: Record<string, unknown>) => present({ value: searchInt(raw.value) }),
  head: () => ({ meta: [{ title: 'Connections · NeuroHealth Care' }] }),
  component: ConnectionsRoute,
});

function ConnectionsRoute() {
  const { value } = Route.useSearch();
  return <ConnectionsPage value={value} />;
}
