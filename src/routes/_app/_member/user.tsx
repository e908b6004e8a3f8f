import { createFileRoute } from '@tanstack/react-router';
import { NotYetAvailable } from '../../../features/shellLayout/NotYetAvailable';
import { present, searchText } from '../../../routing/search';

export const Route = createFileRoute('/_app/_member/user')({
  validateSearch: (raw: Record<string, unknown>) => present({ u: searchText(raw.u) }),
  head: () => ({ meta: [{ title: 'Member profile · NeuroHealth Care' }] }),
  component: () => <NotYetAvailable title="Member profile" summary="Another member’s public profile." />,
});
