import { type ImageBases, type ImageSource, imageSrc, productLogoSrc } from '@arcana/domain';
import { type ImgHTMLAttributes, type SyntheticEvent, useState } from 'react';
import { image } from './ProductImage.css.ts';

export interface ProductImageProps
  extends Omit<
    ImgHTMLAttributes<HTMLImageElement>,
    'src' | 'srcSet' | 'alt' | 'loading' | 'width' | 'height' | 'children'
  > {
  /** The api's image object, a path or URL, or nothing (→ the product logo, SPEC §9). */
  source: ImageSource;
  /** Required: what the picture shows; `''` for a decorative one. */
  alt: string;
  /** The width it is drawn at (SPEC §9: 100, 300, 700, 1200); picks the stored thumbnail. */
  displayWidth?: number;
  /** Intrinsic size in px; with both (or one and `aspectRatio`) the box is kept before loading. */
  width?: number;
  height?: number;
  /** CSS aspect-ratio, e.g. `1` or `'4 / 3'`, for a fluid picture without fixed dimensions. */
  aspectRatio?: number | string;
  fit?: 'cover' | 'contain';
  /** Above the fold: load at once with high priority instead of lazily. */
  priority?: boolean;
  /** App and api bases (domain `imageSrc`); both apps use the defaults `/` and `/api`. */
  bases?: ImageBases;
}

/**
 * An <img> for product pictures: the thumbnail for its display width, lazy unless `priority`,
 * and the product logo when there is no picture or the file fails to load. Rendering reads
 * neither window nor document, so pages that draw it can be prerendered.
 */
export function ProductImage({
  source,
  alt,
  displayWidth,
  width,
  height,
  aspectRatio,
  fit = 'cover',
  priority = false,
  bases,
  className,
  style,
  onError,
  ...rest
}: ProductImageProps) {
  const src = imageSrc(source, { ...bases, displayWidth });
  const logo = productLogoSrc(bases?.appBase);
  // Remembering which src failed (not just "failed") lets a new source try again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = failedSrc === src ? logo : src;

  function handleError(event: SyntheticEvent<HTMLImageElement, Event>) {
    // The logo itself failing stops here instead of looping.
    if (shown !== logo) setFailedSrc(src);
    onError?.(event);
  }

  return (
    <img
      {...rest}
      src={shown}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      data-fit={fit}
      data-fallback={shown === logo ? 'true' : undefined}
      className={[image, className].filter(Boolean).join(' ')}
      style={aspectRatio === undefined ? style : { aspectRatio: String(aspectRatio), ...style }}
      onError={handleError}
    />
  );
}
