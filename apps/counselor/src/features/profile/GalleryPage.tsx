import { counselorOfficeMutations, counselorOfficeQueries } from '@arcana/api-client';
import { COUNSELOR_OFFICE_LIMITS, type GalleryImage } from '@arcana/domain';
import { Button, CloseIcon, IconButton, ProductImage, VisuallyHidden } from '@arcana/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useRef, useState } from 'react';
import {
  DeleteConfirm,
  EmptyState,
  LoadError,
  LoadingRows,
  MoveButtons,
  moveItem,
  OfficePage,
  officeStyles,
} from '../office';
import { CaptionDialog } from './CaptionDialog';
import { GalleryUploads } from './GalleryUploads';
import { t } from './intl';
import * as styles from './profile.css';
import { useGalleryUploads } from './use-gallery-uploads';

const MAX = COUNSELOR_OFFICE_LIMITS.gallery;

/** 이미지 갤러리 (/counselor/gallery): upload many, caption, reorder (drag or 위로/아래로), delete. */
export function GalleryPage() {
  const client = useQueryClient();
  const list = useQuery(counselorOfficeQueries.gallery());
  const order = useMutation(counselorOfficeMutations.orderGallery());
  const remove = useMutation(counselorOfficeMutations.deleteGalleryImage());
  const { uploads, enqueue, retry, dismiss } = useGalleryUploads();
  const input = useRef<HTMLInputElement>(null);
  const [notice, setNotice] = useState<string | undefined>();
  const [deleting, setDeleting] = useState<GalleryImage | null>(null);
  const [captioning, setCaptioning] = useState<GalleryImage | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);

  const images = list.data ?? [];
  const pendingUploads = uploads.filter((row) => row.status !== 'done').length;
  const room = MAX - images.length - pendingUploads;

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    event.target.value = '';
    const accepted = picked.slice(0, Math.max(room, 0));
    const notImages = enqueue(accepted);
    const left = picked.length - accepted.length;
    if (left > 0) setNotice(t('counselor.gallery.tooMany', { max: MAX, left }));
    else if (notImages > 0) setNotice(t('counselor.gallery.notImages', { count: notImages }));
    else setNotice(undefined);
  };

  // The new order shows at once; a refusal (a stale list) brings the api's order back.
  const reorder = (next: GalleryImage[], position: number) => {
    const key = counselorOfficeQueries.gallery().queryKey;
    client.setQueryData(key, next);
    setNotice(t('counselor.gallery.moved', { position }));
    order.mutate(
      next.map((image) => image.id),
      { onError: () => void client.invalidateQueries({ queryKey: key }) },
    );
  };

  const onDrop = (target: number) => {
    if (dragged === null || dragged === target) return;
    const next = [...images];
    const [moved] = next.splice(dragged, 1);
    if (moved) next.splice(target, 0, moved);
    setDragged(null);
    setOver(null);
    reorder(next, target + 1);
  };

  const pickButton = (
    <Button disabled={!list.data || room <= 0} onClick={() => input.current?.click()}>
      {t('counselor.gallery.add')}
    </Button>
  );

  return (
    <OfficePage
      title={t('counselor.gallery.title')}
      lead={t('counselor.gallery.lead', { count: images.length, max: MAX })}
      action={images.length > 0 ? pickButton : undefined}
    >
      <input
        ref={input}
        className={officeStyles.fileInput}
        type="file"
        accept="image/*"
        multiple
        tabIndex={-1}
        aria-hidden="true"
        onChange={onFiles}
      />
      {notice ? (
        <p className={officeStyles.hint} role="status">
          {notice}
        </p>
      ) : null}
      <GalleryUploads uploads={uploads} onRetry={retry} onDismiss={dismiss} />
      {list.isError ? (
        <LoadError retrying={list.isFetching} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <LoadingRows rows={2} height={160} />
      ) : images.length === 0 ? (
        uploads.length === 0 ? (
          <EmptyState
            title={t('counselor.gallery.emptyTitle')}
            text={t('counselor.gallery.emptyText')}
            action={pickButton}
          />
        ) : null
      ) : (
        <ul className={styles.grid} aria-label={t('counselor.gallery.title')}>
          {images.map((image, index) => {
            const name = t('counselor.gallery.imageName', { position: index + 1 });
            return (
              <li
                key={image.id}
                className={styles.tile}
                draggable
                data-dragging={dragged === index}
                data-drop-target={over === index && dragged !== index}
                onDragStart={(event) => {
                  event.dataTransfer.effectAllowed = 'move';
                  setDragged(index);
                }}
                onDragOver={(event) => {
                  event.preventDefault();
                  setOver(index);
                }}
                onDragEnd={() => {
                  setDragged(null);
                  setOver(null);
                }}
                onDrop={(event) => {
                  event.preventDefault();
                  onDrop(index);
                }}
              >
                <span className={styles.position} aria-hidden="true">
                  {index + 1}
                </span>
                <ProductImage
                  className={styles.tileImage}
                  source={image.image}
                  displayWidth={300}
                  alt={image.caption || name}
                  aspectRatio={1}
                  draggable={false}
                />
                <button
                  type="button"
                  className={styles.captionButton}
                  data-empty={image.caption === ''}
                  aria-label={t('counselor.gallery.captionOf', { name })}
                  onClick={() => setCaptioning(image)}
                >
                  {image.caption || t('counselor.gallery.captionAdd')}
                </button>
                <div className={styles.tileBar}>
                  <MoveButtons
                    name={name}
                    index={index}
                    count={images.length}
                    axis="grid"
                    disabled={order.isPending}
                    onMove={(delta) => reorder(moveItem(images, index, delta), index + 1 + delta)}
                  />
                  <IconButton
                    variant="ghost"
                    aria-label={t('counselor.gallery.deleteOf', { name })}
                    onClick={() => setDeleting(image)}
                  >
                    <CloseIcon size={20} />
                  </IconButton>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <VisuallyHidden aria-live="polite">
        {order.isPending ? t('counselor.gallery.saving') : ''}
      </VisuallyHidden>
      <CaptionDialog image={captioning} onClose={() => setCaptioning(null)} />
      <DeleteConfirm
        target={deleting}
        onClose={() => setDeleting(null)}
        remove={remove}
        title={t('counselor.gallery.deleteTitle')}
        description={t('counselor.gallery.deleteText')}
        done={t('counselor.gallery.deleted')}
      />
    </OfficePage>
  );
}
