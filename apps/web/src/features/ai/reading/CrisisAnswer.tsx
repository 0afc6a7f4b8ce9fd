import { CRISIS_LINES } from '@arcana/domain';
import { Button } from '@arcana/ui';
import { t } from '../intl';
import * as styles from './Notices.css';

/**
 * The caring answer to a question of self-harm (DESIGN "AI"): no cards, the answer, and the
 * crisis lines as big tappable numbers.
 */
export function CrisisAnswer({ answer, onBack }: { answer: string; onBack: () => void }) {
  return (
    <section className={styles.notice} aria-labelledby="crisis-title" data-testid="crisis-answer">
      <h2 id="crisis-title" className={styles.title}>
        {t('web.ai.crisis.title')}
      </h2>
      <h3 className={styles.linesTitle}>{t('web.ai.crisis.lines')}</h3>
      <ul className={styles.lines}>
        {CRISIS_LINES.map((line) => (
          <li key={line.number}>
            <a
              className={styles.line}
              href={`tel:${line.number.replace(/-/g, '')}`}
              aria-label={t('web.ai.crisis.call', { name: line.nameKo, number: line.number })}
            >
              <span>{line.nameKo}</span>
              <span className={styles.number}>{line.number}</span>
            </a>
          </li>
        ))}
      </ul>
      <p className={styles.text}>{answer}</p>
      <Button variant="secondary" onClick={onBack}>
        {t('web.ai.crisis.back')}
      </Button>
    </section>
  );
}
