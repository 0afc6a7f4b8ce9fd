import ReactMarkdown, { type Components, type UrlTransform } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { rehypeHighlight } from './highlight';
import * as styles from './Markdown.css';
import { isExternalHref, safeImageSrc, safeLinkHref } from './markdown-urls';
import { SiteLink } from './SiteLink';
import { rehypeSectionIds } from './sections';

export type MarkdownProps = {
  /** Stored Markdown (DESIGN "Rich text"): notices, events, FAQs, pages, answers, articles. */
  children: string;
  /** Renderers that replace the defaults (an article draws its own pictures). */
  components?: Components;
  /** Where an image source goes before it is drawn (an article's `media:<n>`); '' drops it. */
  imageSrc?: (url: string) => string;
  /** Number the <h2> elements `section-<n>`, for a table of contents (sections.ts). */
  sectionIds?: boolean;
  /** Words to mark (<mark>) wherever they appear in the text (a FAQ search). */
  highlight?: string;
  className?: string;
};

const defaultComponents: Components = {
  a: ({ href, children }) => {
    if (!href) return <span>{children}</span>;
    if (isExternalHref(href)) {
      return (
        <a href={href} target="_blank" rel="noopener noreferrer nofollow">
          {children}
        </a>
      );
    }
    return <SiteLink href={href}>{children}</SiteLink>;
  },
  img: ({ src, alt, title }) => {
    if (typeof src !== 'string' || src === '') return null;
    // Stored pictures have no known size: they load lazily and keep their own ratio.
    return (
      <img
        src={src}
        alt={alt ?? ''}
        title={title}
        loading="lazy"
        decoding="async"
        className={styles.image}
      />
    );
  },
  // A wide table scrolls inside its own box instead of widening the page.
  table: ({ children }) => (
    <div className={styles.tableWrap}>
      <table>{children}</table>
    </div>
  ),
};

/**
 * Markdown as React elements (never innerHTML): raw HTML shows as text, every URL goes through
 * the site's rules (markdown-urls), so a `javascript:` link or a `data:` picture comes out
 * empty and inert. Only the pages that render Markdown import this module.
 */
export function Markdown({
  children,
  components,
  imageSrc,
  sectionIds = false,
  highlight,
  className,
}: MarkdownProps) {
  const urlTransform: UrlTransform = (url, key, node) => {
    if (key === 'href') return safeLinkHref(url);
    if (key === 'src' && node.tagName === 'img') {
      return imageSrc ? imageSrc(url) : safeImageSrc(url);
    }
    return '';
  };
  return (
    <div className={[styles.body, className].filter(Boolean).join(' ')}>
      <ReactMarkdown
        remarkPlugins={[remarkGfm]}
        rehypePlugins={[
          ...(sectionIds ? [rehypeSectionIds] : []),
          ...(highlight?.trim() ? [rehypeHighlight(highlight)] : []),
        ]}
        components={{ ...defaultComponents, ...components }}
        urlTransform={urlTransform}
      >
        {children}
      </ReactMarkdown>
    </div>
  );
}
