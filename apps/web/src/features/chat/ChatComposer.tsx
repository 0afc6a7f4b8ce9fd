import { AI_CHAT_MESSAGE_MAX_LENGTH } from '@arcana/domain';
import { Button, visuallyHidden } from '@arcana/ui';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import * as styles from './chat.css';
import { t } from './intl';

export type ChatComposerProps = {
  characterName: string;
  busy: boolean;
  /** Resolves true when the message went out (the box empties), false to keep the draft. */
  onSend: (content: string) => Promise<boolean>;
};

/** The send box: Enter sends, Shift+Enter breaks the line, 500 characters at most. */
export function ChatComposer({ characterName, busy, onSend }: ChatComposerProps) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const length = [...draft].length;
  const sendable = draft.trim() !== '' && length <= AI_CHAT_MESSAGE_MAX_LENGTH && !busy;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!sendable) return;
    const content = draft.trim();
    setDraft('');
    void onSend(content).then((sent) => {
      if (!sent) setDraft((current) => (current === '' ? content : current));
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // A Korean IME is still composing the syllable while Enter confirms it: never send then.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form className={styles.composer} onSubmit={submit}>
      <label htmlFor={id} className={visuallyHidden}>
        {t('chat.composer.label')}
      </label>
      <div className={styles.composerRow}>
        <textarea
          id={id}
          name="content"
          className={styles.textarea}
          rows={1}
          value={draft}
          maxLength={AI_CHAT_MESSAGE_MAX_LENGTH}
          placeholder={t('chat.composer.placeholder', { name: characterName })}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button type="submit" disabled={!sendable} loading={busy}>
          {t('chat.composer.send')}
        </Button>
      </div>
      <div className={styles.composerFoot}>
        <span id={`${id}-hint`}>{t('chat.composer.hint')}</span>
        <span>
          {t('chat.composer.counter', { count: length, max: AI_CHAT_MESSAGE_MAX_LENGTH })}
        </span>
      </div>
    </form>
  );
}
