import type { ArticleArtMotif } from '@arcana/domain';

/** One image of an article: drawn at seed time from the character's palette and a motif. */
export type ArticleMediaContent = {
  alt: string;
  caption: string;
  motif: ArticleArtMotif;
  /** For the `spread` motif: deck card codes (`major-18`, `cups-02`, …), one to three. */
  cards?: readonly string[];
};

/**
 * An article as written for the product, in its character's voice. `body` is Markdown; an image
 * is `![alt](media:<position>)`, position 0 being the cover. Links are http(s) or same-site paths.
 */
export type ArticleContent = {
  slug: string;
  characterSlug: string;
  title: string;
  summary: string;
  /** ISO date-time with an offset. */
  publishedAt: string;
  body: string;
  media: readonly ArticleMediaContent[];
};
