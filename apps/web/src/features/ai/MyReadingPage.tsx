import { aiQueries, deleteAiReading } from '@arcana/api-client';
import { showToast } from '@arcana/app-shell';
import { formatDateTimeLong } from '@arcana/domain';
import { Button, Skeleton } from '@arcana/ui';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
} from '@arcana/ui/dialog';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useRef } from 'react';
import * as styles from './ai.css';
import { t } from './intl';
import { LoadError } from './LoadError';
import { ReadingResult } from './reading/ReadingResult';
import { ResultActions } from './reading/ResultActions';

/** 타로 기록 (/me/ai/$id): a saved reading whole, to share, save as PNG or delete. */
export function MyReadingPage({ id }: { id: number }) {
  const reading = useQuery(aiQueries.reading(id));
  const sheet = useRef<HTMLElement>(null);
  if (reading.isError) {
    return <LoadError onRetry={() => reading.refetch()} retrying={reading.isFetching} />;
  }
  if (!reading.data) {
    return (
      <div className={styles.section} aria-busy="true">
        <Skeleton shape="rect" height={480} />
      </div>
    );
  }
  const data = reading.data;
  return (
    <div className={styles.section}>
      <p className={styles.sectionLead}>{formatDateTimeLong(data.createdAt)}</p>
      <ReadingResult
        ref={sheet}
        reading={data}
        revealed={data.cards.length}
        text={data.answer ?? ''}
        streaming={false}
      />
      <ResultActions readingId={data.id} characterName={data.character.name} sheet={sheet} />
      <div className={styles.actions}>
        <Link to="/me/ai/list" className={styles.moreLink}>
          {t('web.ai.me.backToList')}
        </Link>
        <DeleteReadingButton id={data.id} />
      </div>
    </div>
  );
}

function DeleteReadingButton({ id }: { id: number }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const remove = useMutation({
    mutationFn: () => deleteAiReading(id),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: aiQueries.reading(id).queryKey });
      await queryClient.invalidateQueries({ queryKey: aiQueries.readings() });
      void showToast(t('web.ai.me.deleted'), 'success');
      await navigate({ to: '/me/ai/list' });
    },
  });
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="ghost">{t('web.ai.me.delete')}</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>{t('web.ai.me.deleteTitle')}</DialogTitle>
        <DialogDescription>{t('web.ai.me.deleteText')}</DialogDescription>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">{t('web.ai.me.cancel')}</Button>
          </DialogClose>
          <Button variant="danger" loading={remove.isPending} onClick={() => remove.mutate()}>
            {t('web.ai.me.deleteConfirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
