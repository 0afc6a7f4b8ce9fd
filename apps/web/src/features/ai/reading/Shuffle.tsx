import { t } from '../intl';
import * as styles from './Shuffle.css';

const STACK = [0, 1, 2, 3, 4, 5];

/** The deck being shuffled (a riffle; with reduced motion, a still stack). */
export function Shuffle() {
  return (
    <div className={styles.stage} role="status">
      <div className={styles.stack} aria-hidden="true">
        {STACK.map((index) => (
          <span
            key={index}
            className={styles.card}
            style={{ animationDelay: `${index * 60}ms`, top: -index * 1.5, left: index * 1.5 }}
          />
        ))}
      </div>
      <p className={styles.title}>{t('web.ai.reading.shuffling')}</p>
      <p className={styles.hint}>{t('web.ai.reading.shufflingHint')}</p>
    </div>
  );
}
