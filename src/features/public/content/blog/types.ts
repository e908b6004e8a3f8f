/** One part of a blog article: a heading, its paragraphs, and a list when the advice is a list. */
export interface ArticleSection {
  readonly heading: string;
  readonly paragraphs: readonly string[];
  readonly list?: readonly string[];
  /** Whether the list is steps in order (a numbered list) or items (bullets). */
  readonly ordered?: boolean;
}

/** A blog article's body; its title, date, topic and summary are in ../posts.ts. */
export interface ArticleBody {
  readonly intro: readonly string[];
  readonly sections: readonly ArticleSection[];
  /** Who wrote or reviewed it, shown under the title. */
  readonly byline: string;
}
