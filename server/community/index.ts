/** What other folders may use of the community: its tables, routes, the public picture files and the demo data. */
export { COMMUNITY_SCHEMA, COMMUNITY_TABLES } from './schema';
export { registerCommunity } from './routes';
export { communityPictures, registerPictureFiles } from './pictures';
/** Search finds only the posts a reader may see. */
export { visiblePost } from './visibility';
/** Favorites lists and removes a person's community and post bookmarks. */
export { bookmarksOf, deleteBookmark, type BookmarkRow } from './bookmarks-store';
export { seedCommunities, seedCommunityContentIfEmpty } from './seed';
/** Search's seed writes the demo posts and questions; the community's seed adds their replies. */
export { WRITTEN_POSTS, WRITTEN_QUESTIONS } from './seed-posts';
/** The development hook of long-feed tests writes many posts at once (server/dev). */
export { insertPostsInBulk } from './posts-store';
