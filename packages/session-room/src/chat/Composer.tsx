import { MESSAGE_MAX_LENGTH } from '@arcana/domain';
import { Button, IconButton, visuallyHidden } from '@arcana/ui';
import {
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
  useId,
  useRef,
  useState,
} from 'react';
import { t } from '../intl';
import * as styles from './chat.css';

/** The api's upload limit; bigger pictures are refused before they travel. */
const IMAGE_MAX_BYTES = 10 * 1024 * 1024;

export type ComposerProps = {
  onSend(content: string, file?: File | null): void;
  /** Called as the draft changes (typing indicator); `false` once it is sent or emptied. */
  onTyping(typing: boolean): void;
  onImageRefused(message: string): void;
};

/** The send box: Enter sends, Shift+Enter breaks the line, 2,000 characters at most. */
export function Composer({ onSend, onTyping, onImageRefused }: ComposerProps) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const fileRef = useRef<HTMLInputElement>(null);
  // UTF-16 units, as the api counts: never more than it accepts.
  const length = draft.length;
  const over = length > MESSAGE_MAX_LENGTH;
  const sendable = draft.trim() !== '' && !over;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!sendable) return;
    onSend(draft);
    setDraft('');
    onTyping(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // A Korean IME is still composing the syllable while Enter confirms it: never send then.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  const onChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setDraft(event.target.value);
    onTyping(event.target.value.trim() !== '');
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > IMAGE_MAX_BYTES) {
      onImageRefused(t('chat.image.tooLarge'));
      return;
    }
    onSend('', file);
  };

  return (
    <form className={styles.composer} onSubmit={submit} aria-label={t('chat.composer.label')}>
      <div className={styles.composerRow}>
        <IconButton
          variant="ghost"
          className={styles.attach}
          aria-label={t('chat.composer.attach')}
          onClick={() => fileRef.current?.click()}
        >
          <svg
            width="22"
            height="22"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
          >
            <rect x="3" y="4.5" width="18" height="15" rx="2.5" />
            <circle cx="9" cy="10" r="1.8" />
            <path d="m21 16-5-5-8.5 8.5" />
          </svg>
        </IconButton>
        <input
          ref={fileRef}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          className={styles.fileInput}
          tabIndex={-1}
          aria-hidden="true"
          onChange={onFile}
        />
        <label htmlFor={id} className={visuallyHidden}>
          {t('chat.composer.label')}
        </label>
        <textarea
          id={id}
          name="content"
          className={styles.textarea}
          rows={1}
          value={draft}
          placeholder={t('chat.composer.placeholder')}
          aria-describedby={`${id}-count ${id}-hint`}
          aria-invalid={over || undefined}
          enterKeyHint="send"
          onChange={onChange}
          onKeyDown={onKeyDown}
          onBlur={() => onTyping(false)}
          data-testid="chat-input"
        />
        <Button type="submit" disabled={!sendable} data-testid="chat-send">
          {t('chat.composer.send')}
        </Button>
      </div>
      <div className={styles.composerFoot} data-over={over}>
        <span id={`${id}-hint`} className={over ? undefined : styles.hint}>
          {over ? t('chat.composer.tooLong', { max: '2,000' }) : t('chat.composer.hint')}
        </span>
        <span id={`${id}-count`} aria-live={over ? 'polite' : 'off'}>
          {t('chat.composer.counter', { count: length.toLocaleString('ko-KR'), max: '2,000' })}
        </span>
      </div>
    </form>
  );
}
