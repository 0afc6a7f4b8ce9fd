import type { AiReading } from '@arcana/domain';
import type { Ref } from 'react';
import { t } from '../intl';
import { subjectParticle } from '../josa';
import { themeName } from '../theme-name';
import * as styles from './ReadingResult.css';
import { TarotCard } from './TarotCard';

export type ReadingResultProps = {
  reading: Pick<AiReading, 'character' | 'spread' | 'spreadName' | 'theme' | 'question' | 'cards'>;
  /** How many cards face up (all of them for a saved reading). */
  revealed: number;
  /** The answer so far. */
  text: string;
  /** Still arriving: a typing caret, and the region is busy for screen readers. */
  streaming: boolean;
  /** The answer has not started yet (the cards are still turning). */
  waiting?: boolean;
  ref?: Ref<HTMLElement>;
};

/**
 * The reading as one sheet (what "이미지로 저장" draws): the character, the question, the cards
 * in their places and the answer, which streams into a polite live region.
 */
export function ReadingResult({
  reading,
  revealed,
  text,
  streaming,
  waiting = false,
  ref,
}: ReadingResultProps) {
  const { character } = reading;
  return (
    <article
      ref={ref}
      className={styles.sheet}
      aria-labelledby="reading-heading"
      data-testid="reading-result"
    >
      <header className={styles.header}>
        <img
          className={styles.portrait}
          src={character.portraitUrl}
          alt=""
          width={52}
          height={52}
          style={{ background: character.palette[0] }}
        />
        <div>
          <h2 id="reading-heading" className={styles.heading}>
            {t('web.ai.reading.answerTitle', { name: character.name })}
          </h2>
          <p className={styles.subheading}>
            {reading.spreadName} · {themeName(reading.theme)}
          </p>
        </div>
      </header>
      <p className={styles.question}>
        <span className={styles.questionLabel}>{t('web.ai.reading.questionLabel')}</span>
        {reading.question || t('web.ai.reading.noQuestion')}
      </p>
      <div className={styles.spread[reading.spread]}>
        {reading.cards.map((card, index) => (
          <TarotCard key={card.positionKey} card={card} shown={index < revealed} />
        ))}
      </div>
      {waiting ? null : (
        <section className={styles.answer} aria-labelledby="reading-answer-title">
          <h3 id="reading-answer-title" className={styles.answerTitle}>
            {t('web.ai.reading.answerHeading', { name: character.name })}
          </h3>
          <div
            className={styles.answerText}
            aria-live="polite"
            aria-busy={streaming}
            data-testid="reading-answer"
            data-state={streaming ? 'streaming' : 'done'}
          >
            {text}
            {streaming ? <span className={styles.caret} aria-hidden="true" /> : null}
          </div>
          {streaming && text === '' ? (
            <p className={styles.writing}>
              {t('web.ai.reading.writing', {
                name: character.name,
                particle: subjectParticle(character.name),
              })}
            </p>
          ) : null}
        </section>
      )}
      {/* Signs the saved picture (이미지로 저장), which leaves the page's own header behind. */}
      {streaming || waiting ? null : <p className={styles.brand}>{t('web.ai.reading.brand')}</p>}
    </article>
  );
}
