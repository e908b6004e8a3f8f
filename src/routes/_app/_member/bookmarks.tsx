import { createFileRoute } from '@tanstack/react-router';
import { NotYetAvailable } from '../../../features/shellLayout/NotYetAvailable';

export const Route = createFileRoute('/_app/_member/bookmarks')({
  head: () => ({ meta: [{ title: 'Favorites · NeuroHealth Care' }] }),
  component: () => <NotYetAvailable title="Favorites" summary="Communities and notes you saved." />,
});
