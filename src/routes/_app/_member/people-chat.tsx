import { createFileRoute } from '@tanstack/react-router';
import { preloadPinGuard, ProtectedPage } from '../../../features/pin/ProtectedPage';
import { PeopleChatPage } from '../../../features/messaging/PeopleChatPage';
import { useSession } from '../../../features/auth/useSession';
import { present, searchInt, searchText } from '../../../routing/search';

export const Route = createFileRoute('/_app/_member/people-chat')({
  validateSearch: (raw: Record<string, unknown>) => present({ t: searchInt(raw.t), g: searchInt(raw.g), u: searchText(raw.u) }),
  head: () => ({ meta: [{ title: 'Messages · NeuroHealth Care' }] }),
  // The code the page needs before its first call (the PIN guard, the chat server's client),
  // fetched while the PIN's status is read, not after the page has rendered (issue #38).
  loader: ({ context }) => {
    preloadPinGuard();
    void context.system
      .api()
      .then((services) => services.chatServer())
      .catch(() => undefined);
  },
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
