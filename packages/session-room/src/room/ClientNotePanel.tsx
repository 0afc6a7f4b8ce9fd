import { formatDateTime, type RoomState } from '@arcana/domain';
import { t } from '../intl';
import * as styles from './room.css';

/**
 * 내 메모: the counselor's private note about this client, read-only in the room (it is written
 * on /counselor/sessions). Open by default when there is something to read; the user's side
 * never gets the note, and never draws this.
 */
export function ClientNotePanel({ room }: { room: RoomState }) {
  if (room.me !== 'COUNSELOR' || !room.clientNote) return null;
  const { text, updatedAt } = room.clientNote;
  const written = text.trim().length > 0;
  return (
    <details className={styles.card} open={written} data-testid="client-note">
      <summary className={styles.noteSummary}>
        <span className={styles.cardTitle}>{t('room.note.title')}</span>
        <span className={styles.muted}>{t('room.note.private')}</span>
      </summary>
      {written ? (
        <p className={styles.answer}>{text}</p>
      ) : (
        <p className={styles.muted}>{t('room.note.empty')}</p>
      )}
      {updatedAt ? (
        <p className={styles.muted}>{t('room.note.updated', { at: formatDateTime(updatedAt) })}</p>
      ) : null}
      <a className={styles.noteLink} href="/counselor/sessions">
        {t('room.note.edit')}
      </a>
    </details>
  );
}
