import { DAON_ARTICLES } from './daon';
import { HAENA_ARTICLES } from './haena';
import { HANGYEOL_ARTICLES } from './hangyeol';
import { LUNA_ARTICLES } from './luna';
import { MOMO_ARTICLES } from './momo';
import { SAGE_ARTICLES } from './sage';
import type { ArticleContent } from './types';

/** Every seeded article, two or more per character. */
export const ARTICLES: readonly ArticleContent[] = [
  ...LUNA_ARTICLES,
  ...DAON_ARTICLES,
  ...SAGE_ARTICLES,
  ...HANGYEOL_ARTICLES,
  ...MOMO_ARTICLES,
  ...HAENA_ARTICLES,
];

export type { ArticleContent, ArticleMediaContent } from './types';
