import { counselorOfficeMutations, counselorOfficeQueries } from '@arcana/api-client';
import { COUNSELOR_OFFICE_LIMITS, type CounselorFaq } from '@arcana/domain';
import { Button, VisuallyHidden } from '@arcana/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  DeleteConfirm,
  EmptyState,
  LoadError,
  LoadingRows,
  MoveButtons,
  moveItem,
  OfficePage,
  officeStyles,
  RowActions,
} from '../office';
import { FaqDialog } from './FaqDialog';
import { t } from './intl';
import * as styles from './profile.css';

const MAX = COUNSELOR_OFFICE_LIMITS.faqs;

type Editing = { faq: CounselorFaq | null } | null;

/** 자주 묻는 질문 (/counselor/faqs): add, edit, delete and reorder what the profile shows. */
export function FaqsPage() {
  const client = useQueryClient();
  const list = useQuery(counselorOfficeQueries.faqs());
  const order = useMutation(counselorOfficeMutations.orderFaqs());
  const remove = useMutation(counselorOfficeMutations.deleteFaq());
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<CounselorFaq | null>(null);
  const [moved, setMoved] = useState('');
  const faqs = list.data ?? [];
  const full = faqs.length >= MAX;

  const move = (index: number, delta: -1 | 1) => {
    const key = counselorOfficeQueries.faqs().queryKey;
    const next = moveItem(faqs, index, delta);
    client.setQueryData(key, next);
    setMoved(t('counselor.faqs.moved', { position: index + 1 + delta }));
    order.mutate(
      next.map((faq) => faq.id),
      { onError: () => void client.invalidateQueries({ queryKey: key }) },
    );
  };

  const addButton = (
    <Button disabled={!list.data || full} onClick={() => setEditing({ faq: null })}>
      {t('counselor.faqs.add')}
    </Button>
  );

  return (
    <OfficePage
      title={t('counselor.faqs.title')}
      lead={full ? t('counselor.faqs.full', { max: MAX }) : t('counselor.faqs.lead')}
      action={faqs.length > 0 ? addButton : undefined}
    >
      {list.isError ? (
        <LoadError retrying={list.isFetching} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <LoadingRows rows={3} height={96} />
      ) : faqs.length === 0 ? (
        <EmptyState
          title={t('counselor.faqs.emptyTitle')}
          text={t('counselor.faqs.emptyText')}
          action={addButton}
        />
      ) : (
        <ol className={officeStyles.list} aria-label={t('counselor.faqs.title')}>
          {faqs.map((faq, index) => (
            <li key={faq.id} className={officeStyles.row}>
              <div className={officeStyles.rowBody}>
                <span className={officeStyles.rowTitle}>
                  {t('counselor.faqs.q', { question: faq.question })}
                </span>
                <p className={styles.faqAnswer}>{faq.answer}</p>
                <RowActions
                  name={faq.question}
                  onEdit={() => setEditing({ faq })}
                  onDelete={() => setDeleting(faq)}
                >
                  <MoveButtons
                    name={faq.question}
                    index={index}
                    count={faqs.length}
                    disabled={order.isPending}
                    onMove={(delta) => move(index, delta)}
                  />
                </RowActions>
              </div>
            </li>
          ))}
        </ol>
      )}
      <VisuallyHidden aria-live="polite">{moved}</VisuallyHidden>
      <FaqDialog
        open={editing !== null}
        faq={editing?.faq ?? null}
        onOpenChange={(open) => (open ? null : setEditing(null))}
      />
      <DeleteConfirm
        target={deleting}
        onClose={() => setDeleting(null)}
        remove={remove}
        title={t('counselor.faqs.deleteTitle')}
        description={t('counselor.faqs.deleteText')}
        done={t('counselor.faqs.deleted')}
      />
    </OfficePage>
  );
}
