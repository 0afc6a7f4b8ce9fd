import { ChevronLeftIcon } from '@arcana/ui';
import { Link } from '@tanstack/react-router';
import { t } from './intl';
import * as styles from './payment.css';

/** The payment page has no layout (SPEC §2): its own slim bar with the way back to the product. */
export function TopBar({ productId }: { productId: number }) {
  return (
    <header className={styles.topBar}>
      <Link
        to="/counseling/products/$id"
        params={{ id: productId }}
        className={styles.backLink}
        aria-label={t('web.payment.back')}
      >
        <ChevronLeftIcon size={24} />
      </Link>
      <h1 className={styles.topTitle}>{t('web.payment.heading')}</h1>
    </header>
  );
}
