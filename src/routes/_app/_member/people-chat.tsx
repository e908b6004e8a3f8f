import { createFileRoute } from '@tanstack/react-router';
import { ProtectedPage } from '../../../features/pin/ProtectedPage';
import { PeopleChatPage } from '../../../features/messaging/PeopleChatPage';
import { useSession } from '../../../features/auth/useSession';
import { present, searchInt, searchText } from '../../../routing/search';

export const Route = createFileRoute('/_app/_member/people-chat')({
  validateSearch: (raw: Record<string, unknown>) => present({ t: searchInt(raw.t), g: searchInt(raw.g), u: searchText(raw.u) }),
  head: () => ({ meta: [{ title: 'Messages · NeuroHealth Care' }] }),
  component: PeopleChatRoute,
});

function PeopleChatRoute() {
  const { user } = useSession();
  const { g, u } = Route.useSearch();
  return (
    <ProtectedPage title="Your messages are protected by your PIN">
      {user ? <PeopleChatPage user={user} g={g} u={u} /> : null}
    </ProtectedPage>
  );
}
