import { createFileRoute } from '@tanstack/react-router';
import { ProtectedPage } from '../../../features/pin/ProtectedPage';
import { NotYetAvailable } from '../../../features/shellLayout/NotYetAvailable';
import { present, searchInt, searchText } from '../../../routing/search';

export const Route = createFileRoute('/_app/_member/people-chat')({
  validateSearch: (raw: Record<string, unknown>) => present({ t: searchInt(raw.t), g: searchInt(raw.g), u: searchText(raw.u) }),
  head: () => ({ meta: [{ title: 'Messages · NeuroHealth Care' }] }),
  component: () => (
    <ProtectedPage title="Your messages are protected by your PIN">
      <NotYetAvailable title="Messages" summary="One-to-one and group conversations, protected by your PIN." />
    </ProtectedPage>
  ),
});
