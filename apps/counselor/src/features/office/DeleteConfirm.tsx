import type { UseMutationResult } from '@tanstack/react-query';
import { ConfirmDialog } from './ConfirmDialog';
import { t } from './intl';
import { showSaved } from './saved';

/**
 * 삭제할까요? for one item of a list: open while `target` is set; confirming runs `remove`
 * with its id, then closes and says it is done.
 */
export function DeleteConfirm<T extends { id: number }>({
  target,
  onClose,
  remove,
  title,
  description,
  done,
}: {
  target: T | null;
  onClose: () => void;
  remove: UseMutationResult<unknown, unknown, number>;
  title: string;
  description: string;
  done: string;
}) {
  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => (open ? null : onClose())}
      title={title}
      description={description}
      confirmLabel={t('counselor.office.delete')}
      pending={remove.isPending}
      onConfirm={() =>
        target &&
        remove.mutate(target.id, {
          onSuccess: () => {
            onClose();
            showSaved(done);
          },
        })
      }
    />
  );
}
