import { formatTime, type SenderType, type SessionMessage } from '@arcana/domain';
import { Button } from '@arcana/ui';
import { t } from '../intl';
import * as styles from './chat.css';
import { PrivateImage } from './PrivateImage';
import type { OutgoingMessage } from './timeline';

export type MessageItemProps = {
  message: SessionMessage;
  me: SenderType;
  /** The other side has read up to here (inclusive). */
  otherReadId: number;
  /** The counselor's picture beside the counselor's messages on the user's side. */
  avatarUrl: string | null;
  /** Right under another message of the same sender: no name or picture again. */
  continued?: boolean;
  onOpenImage(url: string, alt: string): void;
};

/**
 * One message. The text is a React text node and nothing else: no HTML, no Markdown, so
 * `<img src=x onerror=…>` shows as those characters (SPEC: chat is plain text).
 */
export function MessageItem({
  message,
  me,
  otherReadId,
  avatarUrl,
  continued = false,
  onOpenImage,
}: MessageItemProps) {
  const mine = message.senderType === me;
  const imageAlt = t(mine ? 'chat.image.sent' : 'chat.image.received');
  return (
    <li
      className={styles.row}
      data-mine={mine}
      data-continued={continued}
      data-message-id={message.id}
      data-status="sent"
      data-testid="chat-message"
    >
      {!mine && avatarUrl ? <img className={styles.avatar} src={avatarUrl} alt="" /> : null}
      <div className={styles.body}>
        {mine || continued ? null : (
          <span className={styles.sender}>{t(`chat.sender.${message.senderType}`)}</span>
        )}
        {message.image ? (
          <button
            type="button"
            className={styles.imageButton}
            aria-label={`${imageAlt} · ${t('chat.image.open')}`}
            onClick={() => onOpenImage(message.image?.url ?? '', imageAlt)}
          >
            <PrivateImage
              className={styles.thumbnail}
              src={message.image.thumbnailUrl}
              alt={imageAlt}
              width={message.image.width || undefined}
              height={message.image.height || undefined}
              loading="lazy"
            />
          </button>
        ) : null}
        {message.content === '' ? null : (
          <p className={styles.bubble} data-testid="message-text">
            {message.content}
          </p>
        )}
      </div>
      <div className={styles.meta}>
        {mine && message.id <= otherReadId ? (
          <span className={styles.read}>{t('chat.read')}</span>
        ) : null}
        <time dateTime={message.createdAt}>{formatTime(message.createdAt)}</time>
      </div>
    </li>
  );
}

export type OutgoingItemProps = {
  outgoing: OutgoingMessage;
  onResend(clientId: string): void;
  onDiscard(clientId: string): void;
};

/** Our message before the api has it: 보내는 중, or 전송 실패 with 다시 보내기. */
export function OutgoingItem({ outgoing, onResend, onDiscard }: OutgoingItemProps) {
  return (
    <li
      className={styles.row}
      data-mine="true"
      data-status={outgoing.status}
      data-testid="chat-message"
    >
      <div className={styles.body}>
        {outgoing.previewUrl ? (
          <img className={styles.thumbnail} src={outgoing.previewUrl} alt={t('chat.image.sent')} />
        ) : null}
        {outgoing.content === '' ? null : (
          <p className={styles.bubble} data-testid="message-text">
            {outgoing.content}
          </p>
        )}
        {outgoing.status === 'failed' ? (
          <div className={styles.failed} role="alert">
            <span>{t('chat.failed')}</span>
            <Button size="sm" variant="secondary" onClick={() => onResend(outgoing.clientId)}>
              {t('chat.resend')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => onDiscard(outgoing.clientId)}>
              {t('chat.discard')}
            </Button>
          </div>
        ) : null}
      </div>
      <div className={styles.meta}>
        {outgoing.status === 'sending' ? <span>{t('chat.sending')}</span> : null}
      </div>
    </li>
  );
}
