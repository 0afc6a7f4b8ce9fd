import { aiQueries } from '@arcana/api-client';
import type { EnterRoomRequest } from '@arcana/domain';
import { formatDate } from '@arcana/domain';
import {
  Button,
  Checkbox,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  Skeleton,
} from '@arcana/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { t } from '../intl';
import * as styles from './room.css';

export type EnterDialogProps = {
  open: boolean;
  onOpenChange(open: boolean): void;
  pending: boolean;
  onEnter(body: EnterRoomRequest): void;
};

/**
 * The user's entry: optionally "AI 타로 결과 함께 보기" — one saved reading, shared only with the
 * ticked consent (nothing is sent without it).
 */
export function EnterDialog({ open, onOpenChange, pending, onEnter }: EnterDialogProps) {
  const [sharing, setSharing] = useState(false);
  const [readingId, setReadingId] = useState<number | null>(null);
  const [consent, setConsent] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    if (!sharing) {
      onEnter({});
      return;
    }
    if (readingId === null) {
      setError(t('room.share.pickRequired'));
      return;
    }
    if (!consent) {
      setError(t('room.share.consentRequired'));
      return;
    }
    onEnter({ sharedReadingId: readingId, readingConsent: true });
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? null : onOpenChange(next))}>
      <DialogContent closeLabel={t('room.close')} data-testid="enter-dialog">
        <DialogTitle>{t('room.enterDialog.title')}</DialogTitle>
        <DialogDescription>{t('room.enterDialog.description')}</DialogDescription>
        <div className={styles.dialogBody}>
          <Checkbox
            label={t('room.share.toggle')}
            checked={sharing}
            onChange={(event) => {
              setSharing(event.target.checked);
              setError(null);
            }}
            data-testid="share-toggle"
          />
          {sharing ? (
            <>
              <ReadingPicker
                value={readingId}
                onChange={(id) => {
                  setReadingId(id);
                  setError(null);
                }}
              />
              <Checkbox
                label={t('room.share.consent')}
                checked={consent}
                onChange={(event) => {
                  setConsent(event.target.checked);
                  setError(null);
                }}
                data-testid="share-consent"
              />
            </>
          ) : null}
          {error ? (
            <p className={styles.error} role="alert">
              {error}
            </p>
          ) : null}
        </div>
        <DialogFooter>
          <Button loading={pending} onClick={submit} data-testid="enter-confirm">
            {sharing ? t('room.enterDialog.enterShared') : t('room.enterDialog.enter')}
          </Button>
          <Button variant="secondary" disabled={pending} onClick={() => onOpenChange(false)}>
            {t('room.cancel')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function ReadingPicker({ value, onChange }: { value: number | null; onChange(id: number): void }) {
  const legendId = useId();
  const readings = useInfiniteQuery(aiQueries.myReadings());
  const items = readings.data?.pages.flatMap((page) => page.content) ?? [];
  if (readings.isPending) {
    return (
      <div role="status" aria-label={t('room.share.loading')}>
        <Skeleton height={56} />
      </div>
    );
  }
  if (readings.isError) {
    return (
      <div role="alert" className={styles.muted}>
        {t('room.share.error')}{' '}
        <Button size="sm" variant="ghost" onClick={() => void readings.refetch()}>
          {t('room.retry')}
        </Button>
      </div>
    );
  }
  if (items.length === 0) return <p className={styles.muted}>{t('room.share.empty')}</p>;
  return (
    <fieldset className={styles.readingList} aria-labelledby={legendId}>
      <legend id={legendId} className={styles.cardTitle}>
        {t('room.share.pick')}
      </legend>
      {items.map((reading) => (
        <label key={reading.id} className={styles.readingOption}>
          <input
            type="radio"
            name="shared-reading"
            value={reading.id}
            checked={value === reading.id}
            onChange={() => onChange(reading.id)}
          />
          <span className={styles.readingText}>
            <span className={styles.readingQuestion}>{reading.question}</span>
            <span className={styles.muted}>
              {reading.character.name} · {reading.spreadName} · {formatDate(reading.createdAt)}
            </span>
          </span>
        </label>
      ))}
      {readings.hasNextPage ? (
        <Button
          size="sm"
          variant="ghost"
          loading={readings.isFetchingNextPage}
          onClick={() => void readings.fetchNextPage()}
        >
          {t('room.share.more')}
        </Button>
      ) : null}
    </fieldset>
  );
}
