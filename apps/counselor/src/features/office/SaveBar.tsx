import { Button } from '@arcana/ui';
import { FormError } from './FormError';
import { t } from './intl';
import * as styles from './office.css';

/** The foot of a page's form: a refusal that belongs to no field, then the submit button. */
export function SaveBar({
  error,
  pending,
  label = t('counselor.office.save'),
}: {
  error: string | undefined;
  pending: boolean;
  label?: string;
}) {
  return (
    <>
      <FormError message={error} />
      <div className={styles.actions}>
        <Button type="submit" size="lg" loading={pending}>
          {label}
        </Button>
      </div>
    </>
  );
}
