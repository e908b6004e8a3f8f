import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../../features/connections/ProfilePage';
import { present, searchText } from '../../../routing/search';

export const Route = createFileRoute('/_app/_member/user')({
  validateSearch: (raw: Record<string, unknown>) => present({ u: searchText(raw.u) }),
  head: () => ({ meta: [{ title: 'Member profile · NeuroHealth Care' }] }),
  component: UserRoute,
});

function UserRoute() {
  const { u } = Route.useSearch();
  return <ProfilePage userName={u ?? ''} />;
}
