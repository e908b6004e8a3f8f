import { createFileRoute } from '@tanstack/react-router';
import { FavoritesPage } from '../../../features/favorites/FavoritesPage';

export const Route = createFileRoute('/_app/_member/bookmarks')({
  head: () => ({ meta: [{ title: 'Favorites · NeuroHealth Care' }] }),
  component: FavoritesPage,
});
