import { createFileRoute } from '@tanstack/react-router';
import { NotYetAvailable } from '../../../../features/shellLayout/NotYetAvailable';
import { present, searchFlag } from '../../../../routing/search';

export const Route = createFileRoute('/_app/_member/community/')({
  validateSearch: (raw: Record<string, unknown>) => present({ isAdmin: searchFlag(raw.isAdmin) }),
  head: () => ({ meta: [{ title: 'Community feed · NeuroHealth Care' }] }),
  component: () => <NotYetAvailable title="Community feed" summary="Posts from the communities you follow." />,
});
