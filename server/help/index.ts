/**
 * What the server's composition uses of Help: its routes, its tables and its seed. The assistant
 * (issue #35) may read the `help_articles` and `help_sections` tables (sections with headings and
 * a `search_document` tsvector, like the resource hub's) and the articles' source, HELP_ARTICLES.
 */
export { registerHelp } from './routes';
export { HELP_SCHEMA, HELP_TABLES } from './schema';
export { seedHelpIfEmpty } from './seed';
export { HELP_ARTICLES, type HelpArticle } from './articles';
