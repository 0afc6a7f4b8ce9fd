import { createShare, sharingQueries } from '@arcana/api-client';
import { showToast } from '@arcana/app-shell';
import type { SharedReading } from '@arcana/domain';
import { Button, buttonStyle, Checkbox } from '@arcana/ui';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
} from '@arcana/ui/dialog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { t } from './intl';
import * as styles from './social.css';

export type ShareReadingDialogProps = {
  readingId: number;
  characterName: string;
  /** The button that opens it; defaults to 결과 공유하기. */
  trigger?: ReactNode;
  /** Controlled use; leave both out to let the trigger open it. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  onShared?: (share: SharedReading) => void;
};

type Shared = { share: SharedReading; url: string; canShareNatively: boolean };

/**
 * 타로 결과 공유하기: what becomes public, the two opt-ins (question, name — both off), then the
 * link with 링크 복사 and, where the device has it, the system share sheet.
 */
export function ShareReadingDialog({
  readingId,
  characterName,
  trigger,
  open,
  onOpenChange,
  onShared,
}: ShareReadingDialogProps) {
  const queryClient = useQueryClient();
  const [innerOpen, setInnerOpen] = useState(false);
  const [showQuestion, setShowQuestion] = useState(false);
  const [showName, setShowName] = useState(false);
  const [shared, setShared] = useState<Shared | null>(null);
  const isOpen = open ?? innerOpen;
  const setOpen = (next: boolean) => {
    if (open === undefined) setInnerOpen(next);
    onOpenChange?.(next);
  };

  const create = useMutation({
    mutationFn: () => createShare({ readingId, showQuestion, showName }),
    onSuccess: (share) => {
      queryClient.setQueryData(sharingQueries.detail(share.id).queryKey, share);
      void queryClient.invalidateQueries({ queryKey: sharingQueries.shares() });
      setShared({
        share,
        url: new URL(`/shared/${share.id}`, window.location.origin).toString(),
        canShareNatively: typeof navigator.share === 'function',
      });
      void showToast(t('social.share.created'), 'success');
      onShared?.(share);
    },
  });

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      void showToast(t('social.share.copied'), 'success');
    } catch {
      void showToast(t('social.share.copyFailed'), 'error');
    }
  };

  const shareNatively = (url: string) => {
    navigator
      .share({ title: t('social.share.nativeTitle', { character: characterName }), url })
      .catch(() => {
        // Closing the share sheet rejects too; nothing to tell.
      });
  };

  return (
    <Dialog open={isOpen} onOpenChange={setOpen}>
      {trigger === undefined ? (
        <DialogTrigger asChild>
          <Button variant="secondary">{t('social.share.open')}</Button>
        </DialogTrigger>
      ) : trigger === null ? null : (
        <DialogTrigger asChild>{trigger}</DialogTrigger>
      )}
      <DialogContent closeLabel={t('social.close')}>
        <DialogTitle>{t('social.share.title')}</DialogTitle>
        <DialogDescription>
          {t('social.share.description', { character: characterName })}
        </DialogDescription>
        {shared ? (
          <div className={styles.form}>
            <span className={styles.author}>{t('social.share.linkLabel')}</span>
            <output className={styles.linkBox} data-testid="share-link">
              {shared.url}
            </output>
            <div className={styles.actionsRow}>
              <Button onClick={() => void copy(shared.url)}>{t('social.share.copy')}</Button>
              {shared.canShareNatively ? (
                <Button variant="secondary" onClick={() => shareNatively(shared.url)}>
                  {t('social.share.native')}
                </Button>
              ) : null}
              <Link
                to="/shared/$id"
                params={{ id: shared.share.id }}
                className={buttonStyle({ variant: 'ghost' })}
                onClick={() => setOpen(false)}
              >
                {t('social.share.view')}
              </Link>
            </div>
          </div>
        ) : (
          <>
            <div className={styles.form}>
              <Checkbox
                label={
                  <OptionLabel
                    title={t('social.share.showQuestion')}
                    hint={t('social.share.showQuestionHint')}
                  />
                }
                checked={showQuestion}
                onChange={(event) => setShowQuestion(event.target.checked)}
              />
              <Checkbox
                label={
                  <OptionLabel
                    title={t('social.share.showName')}
                    hint={t('social.share.showNameHint')}
                  />
                }
                checked={showName}
                onChange={(event) => setShowName(event.target.checked)}
              />
            </div>
            <DialogFooter>
              <Button loading={create.isPending} onClick={() => create.mutate()}>
                {t('social.share.create')}
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function OptionLabel({ title, hint }: { title: string; hint: string }) {
  return (
    <span className={styles.optionLabel}>
      <span>{title}</span>
      <span className={styles.muted}>{hint}</span>
    </span>
  );
}
