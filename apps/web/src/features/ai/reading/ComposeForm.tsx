import {
  AI_QUESTION_MAX_LENGTH,
  TAROT_SPREAD_IDS,
  TAROT_SPREADS,
  type TarotSpreadId,
} from '@arcana/domain';
import { Button } from '@arcana/ui';
import { type FormEvent, useId, useState } from 'react';
import { type AiMessageId, t } from '../intl';
import * as styles from './ComposeForm.css';
import { UsageHint } from './UsageHint';
import type { ReadingRequest } from './use-reading-flow';

const SPREAD_LABELS: Record<TarotSpreadId, AiMessageId> = {
  ONE_CARD: 'web.ai.reading.spreadOne',
  THREE_CARDS: 'web.ai.reading.spreadThree',
  CELTIC_CROSS: 'web.ai.reading.spreadCeltic',
};

/** The question (optional, 200 characters) and the spread, with what each place means. */
export function ComposeForm({
  starting,
  onStart,
}: {
  starting: boolean;
  onStart: (request: ReadingRequest) => void;
}) {
  const [question, setQuestion] = useState('');
  const [spread, setSpread] = useState<TarotSpreadId>('THREE_CARDS');
  const questionId = useId();
  const hintId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onStart({ spread, question: question.trim() });
  };
  return (
    <form className={styles.form} onSubmit={submit} aria-busy={starting}>
      <div className={styles.field}>
        <label htmlFor={questionId} className={styles.label}>
          {t('web.ai.reading.question')}
        </label>
        <p id={hintId} className={styles.hint}>
          {t('web.ai.reading.questionHint')}
        </p>
        <textarea
          id={questionId}
          name="question"
          className={styles.textarea}
          value={question}
          maxLength={AI_QUESTION_MAX_LENGTH}
          placeholder={t('web.ai.reading.questionPlaceholder')}
          aria-describedby={hintId}
          onChange={(event) => setQuestion(event.target.value)}
        />
        <span className={styles.counter} aria-live="polite">
          {t('web.ai.reading.questionCount', {
            count: question.length,
            max: AI_QUESTION_MAX_LENGTH,
          })}
        </span>
      </div>
      <fieldset className={styles.spreads}>
        <legend className={styles.label}>{t('web.ai.reading.spread')}</legend>
        {TAROT_SPREAD_IDS.map((id) => (
          <label key={id} className={styles.spreadOption}>
            <input
              type="radio"
              name="spread"
              value={id}
              className={styles.radio}
              checked={spread === id}
              onChange={() => setSpread(id)}
            />
            <span className={styles.spreadName}>
              <span>{t(SPREAD_LABELS[id])}</span>
              <span className={styles.spreadCount}>
                {t('web.ai.reading.spreadCards', { count: TAROT_SPREADS[id].positions.length })}
              </span>
            </span>
            <span className={styles.spreadText}>{TAROT_SPREADS[id].description}</span>
          </label>
        ))}
      </fieldset>
      <SpreadPositions spread={spread} />
      <div className={styles.startRow}>
        <UsageHint />
        <Button type="submit" size="lg" loading={starting}>
          {t('web.ai.reading.start')}
        </Button>
      </div>
    </form>
  );
}

/** What each place of the spread speaks of. */
export function SpreadPositions({ spread }: { spread: TarotSpreadId }) {
  return (
    <dl className={styles.explain} aria-label={t('web.ai.reading.positions')}>
      {TAROT_SPREADS[spread].positions.map((position, index) => (
        <div key={position.key} style={{ display: 'contents' }}>
          <dt className={styles.explainKey}>
            {index + 1}. {position.nameKo}
          </dt>
          <dd className={styles.explainValue}>{position.meaning}</dd>
        </div>
      ))}
    </dl>
  );
}
