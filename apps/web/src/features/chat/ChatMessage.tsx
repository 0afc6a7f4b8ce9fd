import { CRISIS_ANSWER, formatTime } from '@arcana/domain';
import { buttonStyle } from '@arcana/ui';
import * as styles from './chat.css';
import { t } from './intl';

const CRISIS_OPENING = CRISIS_ANSWER.split('\n')[0] ?? CRISIS_ANSWER;

/** The caring answer to words of self-harm (DESIGN "AI"): shown as such, with the lines to call. */
export function isCrisisAnswer(text: string): boolean {
  return text.startsWith(CRISIS_OPENING);
}

export type ChatMessageProps = {
  author: 'USER' | 'ASSISTANT';
  content: string;
  createdAt?: string;
  /** The answer still streaming: announced to screen readers once it settles. */
  streaming?: boolean;
};

/** One message of the conversation; text is plain and keeps its line breaks. */
export function ChatMessage({ author, content, createdAt, streaming = false }: ChatMessageProps) {
  const crisis = author === 'ASSISTANT' && !streaming && isCrisisAnswer(content);
  return (
    <li
      className={styles.row}
      data-role={author}
      data-streaming={streaming || undefined}
      data-crisis={crisis || undefined}
    >
      {crisis ? (
        <div className={styles.crisis} data-testid="chat-crisis">
          <p className={styles.crisisTitle}>{t('chat.crisis.title')}</p>
          <p className={styles.bubble} style={{ padding: 0 }}>
            {content}
          </p>
          <div className={styles.crisisActions}>
            <a href="tel:109" className={buttonStyle({ variant: 'primary', size: 'sm' })}>
              {t('chat.crisis.call109')}
            </a>
            <a href="tel:15770199" className={buttonStyle({ variant: 'secondary', size: 'sm' })}>
              {t('chat.crisis.call1577')}
            </a>
          </div>
        </div>
      ) : (
        <p
          className={styles.bubble}
          data-testid={author === 'ASSISTANT' ? 'chat-answer' : 'chat-question'}
        >
          {content}
        </p>
      )}
      {createdAt ? (
        <time className={styles.time} dateTime={createdAt}>
          {formatTime(createdAt)}
        </time>
      ) : null}
    </li>
  );
}
