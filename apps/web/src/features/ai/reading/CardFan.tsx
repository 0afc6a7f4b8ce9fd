import type { TarotSpreadPosition } from '@arcana/domain';
import { Button } from '@arcana/ui';
import type { CSSProperties, KeyboardEvent } from 'react';
import { t } from '../intl';
import * as styles from './CardFan.css';
import { arcPosition, FAN_ROWS } from './fan-layout';

/** `var(--name)` as vanilla-extract's createVar gives it → an inline style setting `--name`. */
function inlineVars(values: Record<string, string>): CSSProperties {
  return Object.fromEntries(
    Object.entries(values).map(([reference, value]) => [reference.slice(4, -1), value]),
  ) as CSSProperties;
}

const STEP_KEYS: Record<string, number> = {
  ArrowRight: 1,
  ArrowDown: 1,
  ArrowLeft: -1,
  ArrowUp: -1,
};

/** Arrow keys walk the fan card by card, Home and End jump to its ends (Tab still works too). */
function moveFocus(event: KeyboardEvent<HTMLFieldSetElement>) {
  const cards = Array.from(event.currentTarget.querySelectorAll('button'));
  const from = cards.indexOf(event.target as HTMLButtonElement);
  if (from === -1) return;
  const step = STEP_KEYS[event.key];
  let to: number;
  if (step !== undefined) to = from + step;
  else if (event.key === 'Home') to = 0;
  else if (event.key === 'End') to = cards.length - 1;
  else return;
  event.preventDefault();
  cards[Math.max(0, Math.min(to, cards.length - 1))]?.focus();
}

export type CardFanProps = {
  deckSize: number;
  positions: readonly TarotSpreadPosition[];
  /** Positions in the hidden order, in the order they were picked. */
  picks: readonly number[];
  submitting: boolean;
  onToggle: (position: number) => void;
  onSubmit: () => void;
};

/**
 * The face-down deck as a fan (one arc on a wide screen, four rows on a phone). Each card is a
 * button "n번째 카드" with aria-pressed; the chosen ones rise and carry their order, and the
 * places of the spread above fill as they are chosen.
 */
export function CardFan({
  deckSize,
  positions,
  picks,
  submitting,
  onToggle,
  onSubmit,
}: CardFanProps) {
  const needed = positions.length;
  const full = picks.length >= needed;
  const next = positions[picks.length];
  return (
    <section className={styles.panel} aria-labelledby="fan-title">
      <div className={styles.pickHeader}>
        <h2 id="fan-title" className={styles.pickTitle}>
          {t('web.ai.reading.pickTitle', { count: needed })}
        </h2>
        <p className={styles.pickStatus} aria-live="polite">
          {t('web.ai.reading.pickProgress', { picked: picks.length, count: needed })}
          {' · '}
          {full || !next
            ? t('web.ai.reading.pickDone')
            : t('web.ai.reading.pickNext', { position: next.nameKo })}
        </p>
      </div>
      <ol
        className={[styles.slots, needed > 5 ? styles.compactSlots : ''].join(' ')}
        aria-label={t('web.ai.reading.positions')}
      >
        {positions.map((position, index) => (
          <li key={position.key} className={styles.slot}>
            <span
              className={styles.slotCard}
              data-filled={index < picks.length}
              aria-hidden="true"
            />
            <span className={styles.slotNumber} aria-hidden="true">
              {index + 1}
            </span>
            <span className={styles.slotName}>{position.nameKo}</span>
          </li>
        ))}
      </ol>
      <fieldset
        className={styles.fan}
        aria-label={t('web.ai.reading.deck', { count: deckSize })}
        onKeyDown={moveFocus}
      >
        {Array.from({ length: deckSize }, (_, position) => {
          const order = picks.indexOf(position);
          const pressed = order !== -1;
          return (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: a face-down card is only its place
              key={position}
              type="button"
              className={styles.card}
              aria-pressed={pressed}
              aria-disabled={(full && !pressed) || submitting || undefined}
              data-full={full}
              aria-label={t('web.ai.reading.cardButton', { index: position + 1 })}
              onClick={() => onToggle(position)}
              style={inlineVars({
                [styles.arcBase]: String(arcPosition(position, deckSize, FAN_ROWS.base)),
                [styles.arcSm]: String(arcPosition(position, deckSize, FAN_ROWS.sm)),
                [styles.arcMd]: String(arcPosition(position, deckSize, FAN_ROWS.md)),
                [styles.arcLg]: String(arcPosition(position, deckSize, FAN_ROWS.lg)),
                [styles.dealDelay]: `${Math.min(position, 77) * 9}ms`,
              })}
            >
              {pressed ? (
                <span className={styles.order} aria-hidden="true">
                  {order + 1}
                </span>
              ) : null}
            </button>
          );
        })}
      </fieldset>
      <div className={styles.submitBar} data-ready={full}>
        <Button
          size="lg"
          className={styles.submitButton}
          disabled={!full}
          loading={submitting}
          onClick={onSubmit}
        >
          {t('web.ai.reading.reveal')}
        </Button>
      </div>
    </section>
  );
}
