import { createFileRoute } from '@tanstack/react-router';
import { NotYetAvailable } from '../../../features/shellLayout/NotYetAvailable';
import { present, searchInt } from '../../../routing/search';

export const Route = createFileRoute('/_app/_member/connectpeople')({
  validateSearch: (raw: Record<string, unknown>) => present({ value: searchInt(raw.value) }),
  head: () => ({ meta: [{ title: 'Connections · NeuroHealth Care' }] }),
  component: () => <NotYetAvailable title="Connections" summary="Your connections, follow requests and invitations." />,
});
