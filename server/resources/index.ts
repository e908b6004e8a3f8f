/** What the server's composition uses of the resource hub: its routes, its tables and its seed. */
export { registerResources } from './routes';
export { RESOURCES_SCHEMA, RESOURCES_TABLES } from './schema';
export { seedResourcesIfEmpty } from './seed';
// Favorites (server/favorites) lists and removes a person's bookmarks of articles.
export { listBookmarks as bookmarkedArticles, removeBookmark as removeArticleBookmark } from './store';
