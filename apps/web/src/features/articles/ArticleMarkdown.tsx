import type { ArticleMedia } from '@arcana/domain';
import type { Components } from 'react-markdown';
import { Markdown } from '../content/Markdown';
import * as styles from './ArticleMarkdown.css';
import { safeImageSrc } from './markdown-urls';

export type ArticleMarkdownProps = {
  /** The article's Markdown (DESIGN "Rich text"). */
  body: string;
  /** The article's pictures, which `![alt](media:<position>)` refers to. */
  media: readonly ArticleMedia[];
};

/**
 * An article's body: the site's Markdown (content/Markdown: raw HTML as text, only safe links),
 * whose pictures are the article's own media with their captions.
 */
export function ArticleMarkdown({ body, media }: ArticleMarkdownProps) {
  const components: Components = {
    img: ({ src, alt, title }) => {
      if (typeof src !== 'string' || src === '') return null;
      const picture = media.find((item) => item.url === src);
      const caption = picture?.caption || title;
      return (
        <span className={styles.figure}>
          <img
            src={src}
            alt={alt ?? picture?.alt ?? ''}
            // The article's own pictures are drawn 800 × 450: the box is kept while they load.
            width={picture ? 800 : undefined}
            height={picture ? 450 : undefined}
            // The opening picture is above the fold; the rest load as they scroll in.
            loading={picture?.position === 0 ? 'eager' : 'lazy'}
            decoding="async"
            className={styles.image}
          />
          {caption ? <span className={styles.caption}>{caption}</span> : null}
        </span>
      );
    },
  };
  return (
    <Markdown components={components} imageSrc={(url) => safeImageSrc(url, media)}>
      {body}
    </Markdown>
  );
}
