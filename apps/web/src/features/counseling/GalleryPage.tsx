import { counselingQueries } from '@arcana/api-client';
import type { GalleryImage } from '@arcana/domain';
import { ChevronLeftIcon, ChevronRightIcon, ProductImage, Skeleton } from '@arcana/ui';
import { Dialog, DialogContent, DialogTitle } from '@arcana/ui/dialog';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import * as styles from './counseling.css';
import * as gallery from './GalleryPage.css';
import { t } from './intl';
import { LoadError } from './LoadError';

/** A counselor's gallery (/counseling/counselors/$id/galleries): a grid and a lightbox. */
export function GalleryPage({ id, image }: { id: number; image: number | null }) {
  const counselor = useQuery(counselingQueries.counselor(id));
  const images = useQuery(counselingQueries.galleries(id));
  const navigate = useNavigate();
  const items = images.data?.content ?? [];
  const open = image !== null && image < items.length ? image : null;
  const name = counselor.data?.name ?? '';

  function show(index: number | null) {
    void navigate({
      to: '/counseling/counselors/$id/galleries',
      params: { id },
      search: index === null ? {} : { image: index },
      replace: true,
      resetScroll: false,
    });
  }

  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <h1 className={styles.heading}>
          {name ? t('counseling.gallery.heading', { name }) : t('counseling.gallery.title')}
        </h1>
        {images.data ? (
          <p className={styles.countLine}>
            {t('counseling.gallery.count', { count: items.length })}
          </p>
        ) : null}
      </div>
      {images.isError ? (
        <LoadError onRetry={() => images.refetch()} retrying={images.isFetching} />
      ) : images.isPending ? (
        <ul className={gallery.grid} aria-busy="true">
          {['a', 'b', 'c', 'd', 'e', 'f'].map((key) => (
            <li key={key}>
              <Skeleton shape="rect" className={gallery.thumbImage} />
            </li>
          ))}
        </ul>
      ) : items.length === 0 ? (
        <p className={styles.empty}>{t('counseling.gallery.empty')}</p>
      ) : (
        <ul className={gallery.grid} data-testid="gallery-grid">
          {items.map((item, index) => (
            <li key={item.id}>
              <button
                type="button"
                className={gallery.thumb}
                aria-label={imageName(item, index)}
                onClick={() => show(index)}
              >
                <ProductImage
                  source={item.image}
                  alt=""
                  displayWidth={300}
                  aspectRatio={1}
                  className={gallery.thumbImage}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      <Lightbox items={items} index={open} onShow={show} />
    </div>
  );
}

function imageName(item: GalleryImage, index: number): string {
  return item.caption || t('counseling.gallery.imageAlt', { index: index + 1 });
}

/** One picture at a time: ←/→ keys and buttons move, Escape or × closes (focus returns). */
function Lightbox({
  items,
  index,
  onShow,
}: {
  items: GalleryImage[];
  index: number | null;
  onShow: (index: number | null) => void;
}) {
  const item = index === null ? undefined : items[index];
  return (
    <Dialog open={item !== undefined} onOpenChange={(open) => (open ? undefined : onShow(null))}>
      {item && index !== null ? (
        <DialogContent
          className={gallery.lightbox}
          closeLabel={t('counseling.gallery.close')}
          aria-describedby={undefined}
          onKeyDown={(event) => {
            if (event.key === 'ArrowLeft' && index > 0) onShow(index - 1);
            if (event.key === 'ArrowRight' && index < items.length - 1) onShow(index + 1);
          }}
          data-testid="gallery-lightbox"
        >
          <DialogTitle className={gallery.title}>{imageName(item, index)}</DialogTitle>
          <div className={gallery.stage}>
            <ProductImage
              source={item.image}
              alt={imageName(item, index)}
              displayWidth={1200}
              priority
              fit="contain"
              className={gallery.large}
            />
          </div>
          <div className={gallery.controls}>
            <button
              type="button"
              className={gallery.navButton}
              aria-label={t('counseling.gallery.previous')}
              disabled={index === 0}
              onClick={() => onShow(index - 1)}
            >
              <ChevronLeftIcon size={24} />
            </button>
            <span className={gallery.counter} aria-live="polite">
              {t('counseling.gallery.position', { index: index + 1, total: items.length })}
            </span>
            <button
              type="button"
              className={gallery.navButton}
              aria-label={t('counseling.gallery.next')}
              disabled={index === items.length - 1}
              onClick={() => onShow(index + 1)}
            >
              <ChevronRightIcon size={24} />
            </button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
