import { type ImgHTMLAttributes, useEffect, useState } from 'react';
import { t } from '../intl';
import * as styles from './chat.css';
import { privateImageUrl } from './private-image';

export type PrivateImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & {
  src: string;
  alt: string;
};

type Loaded = { kind: 'loading' } | { kind: 'ready'; url: string } | { kind: 'failed' };

/** A PRIVATE upload's picture (see private-image.ts): a quiet box while it loads. */
export function PrivateImage({ src, alt, className, ...rest }: PrivateImageProps) {
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  useEffect(() => {
    let current = true;
    setLoaded({ kind: 'loading' });
    privateImageUrl(src).then(
      (url) => current && setLoaded({ kind: 'ready', url }),
      () => current && setLoaded({ kind: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [src]);
  if (loaded.kind === 'failed') {
    return (
      <span className={styles.imageFailed} role="img" aria-label={alt}>
        {t('chat.image.failed')}
      </span>
    );
  }
  if (loaded.kind === 'loading') {
    return (
      <span className={`${className ?? ''} ${styles.imageLoading}`} role="img" aria-label={alt} />
    );
  }
  return <img className={className} src={loaded.url} alt={alt} {...rest} />;
}
