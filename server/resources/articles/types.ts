import type { Category } from '../../../contract/resources';

/** One article as the seed stores it: its sections become rows the search and the assistant read. */
export interface SeedArticle {
  slug: string;
  title: string;
  summary: string;
  category: Category;
  sections: { heading: string; body: string }[];
}
