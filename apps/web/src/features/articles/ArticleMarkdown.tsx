import type { ArticleMedia } from '@arcana/domain';
import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import * as styles from './ArticleMarkdown.css';
import { isExternalHref, safeImageSrc, safeLinkHref } from './markdown-urls';

export type ArticleMarkdownProps = {
  /** The article's Markdown (DESIGN "Rich text"). */
  body: string;
  /** The article's pictures, which `![alt](media:<position>)` refers to. */
  media: readonly ArticleMedia[];
};

/**
 * An article's body. react-markdown builds React elements (never innerHTML) and shows raw HTML
 * as text; every URL goes through the site's own rules (markdown-urls), so a `javascript:` link
 * or an unknown picture comes out empty and inert.
 */
export function ArticleMarkdown({ body, media }: ArticleMarkdownProps) {
  const components: Components = {
    a: ({ href, children }) => {
      if (!href) return <span>{children}</span>;
      return isExternalHref(href) ? (
        <a href={href} target="_blank" rel="noopener noreferrer nofollow">
          {children}
        </a>
      ) : (
        <a href={href}>{children}</a>
      );
    },
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
    <div className={styles.body}>
      <Markdown
        remarkPlugins={[remarkGfm]}
        components={components}
        urlTransform={(url, key, node) => {
          if (key === 'src' && node.tagName === 'img') return safeImageSrc(url, media);
          if (key === 'href') return safeLinkHref(url);
          return '';
        }}
      >
        {body}
      </Markdown>
    </div>
  );
}
