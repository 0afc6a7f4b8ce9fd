import { Button } from '@arcana/ui';
import type { ReactNode } from 'react';
import { t } from './intl';
import * as styles from './office.css';

/** 수정 and 삭제 of one list row, named after the row for screen readers. */
export function RowActions({
  name,
  onEdit,
  onDelete,
  children,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  /** Before the two buttons, e.g. the move buttons. */
  children?: ReactNode;
}) {
  return (
    <div className={styles.rowActions}>
      {children}
      <Button
        variant="ghost"
        size="sm"
        aria-label={t('counselor.office.editOf', { name })}
        onClick={onEdit}
      >
        {t('counselor.office.edit')}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        aria-label={t('counselor.office.deleteOf', { name })}
        onClick={onDelete}
      >
        {t('counselor.office.delete')}
      </Button>
    </div>
  );
}
