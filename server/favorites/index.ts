/** What the server's composition uses of Favorites: its routes. */
export { registerFavorites } from './routes';
