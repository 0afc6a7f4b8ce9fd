import { aiQueries, aiSocialQueries, clearChat } from '@arcana/api-client';
import { showToast } from '@arcana/app-shell';
import type { AiCharacterDetail } from '@arcana/domain';
import { Button, Skeleton } from '@arcana/ui';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ChatComposer } from './ChatComposer';
import { ChatLoadError } from './ChatLoadError';
import { ChatMessage } from './ChatMessage';
import { ClearChatDialog } from './ClearChatDialog';
import * as styles from './chat.css';
import { t } from './intl';
import { batchimOf } from './korean';
import { useChatSend } from './use-chat-send';

/** /ai/{id}/chat: the conversation with one character, its answers streaming in. */
export function ChatPage({ characterId }: { characterId: number }) {
  const character = useQuery(aiQueries.character(characterId));
  if (character.isPending) return <ChatSkeleton />;
  if (character.isError) {
    return (
      <ChatLoadError onRetry={() => void character.refetch()} retrying={character.isFetching} />
    );
  }
  return <Conversation character={character.data} />;
}

function Conversation({ character }: { character: AiCharacterDetail }) {
  const queryClient = useQueryClient();
  const messages = useInfiniteQuery(aiSocialQueries.chatMessages(character.id));
  const { turn, limitMessage, send } = useChatSend(character.id);
  const [clearing, setClearing] = useState(false);
  const endRef = useRef<HTMLDivElement>(null);
  const batchim = batchimOf(character.name);

  // Oldest first on screen; the api pages newest first.
  const saved = (messages.data?.pages.flatMap((page) => page.content) ?? []).reverse();
  const newestId = saved.at(-1)?.id;

  // Follow the newest message and the streaming answer, not the older pages loading above.
  // biome-ignore lint/correctness/useExhaustiveDependencies: these values are the triggers
  useEffect(() => {
    endRef.current?.scrollIntoView({ block: 'end' });
  }, [newestId, turn?.answer, turn?.question, limitMessage]);

  const clear = useMutation({
    mutationFn: () => clearChat(character.id),
    onSuccess: () => {
      setClearing(false);
      // Reset (not remove) so the open page asks again and shows the greeting alone.
      void queryClient.resetQueries({
        queryKey: aiSocialQueries.chatMessages(character.id).queryKey,
      });
      void queryClient.invalidateQueries({ queryKey: aiSocialQueries.chatsAll() });
      void showToast(t('chat.page.cleared'), 'success');
    },
  });

  return (
    <div className={styles.page}>
      <div className={styles.topBar}>
        <img
          src={character.portraitUrl}
          alt=""
          className={styles.portrait}
          width={44}
          height={44}
        />
        <div className={styles.topText}>
          <h2 className={styles.name}>
            {t('chat.page.heading', { name: character.name, batchim })}
          </h2>
          <p className={styles.subtitle}>{character.title}</p>
        </div>
        {saved.length > 0 ? (
          <Button variant="ghost" size="sm" onClick={() => setClearing(true)}>
            {t('chat.page.clear')}
          </Button>
        ) : null}
      </div>

      {messages.isError ? (
        <ChatLoadError onRetry={() => void messages.refetch()} retrying={messages.isFetching} />
      ) : null}

      {messages.hasNextPage ? (
        <div className={styles.center}>
          <Button
            variant="secondary"
            size="sm"
            loading={messages.isFetchingNextPage}
            onClick={() => void messages.fetchNextPage()}
          >
            {t('chat.page.older')}
          </Button>
        </div>
      ) : null}

      <ol className={styles.log} aria-label={t('chat.page.log')} data-testid="chat-log">
        {!messages.hasNextPage && !messages.isPending ? (
          <ChatMessage author="ASSISTANT" content={character.greeting} />
        ) : null}
        {messages.isPending ? (
          <li aria-hidden="true">
            <Skeleton width="60%" height={48} />
          </li>
        ) : null}
        {saved.map((message) => (
          <ChatMessage
            key={message.id}
            author={message.role}
            content={message.content}
            createdAt={message.createdAt}
          />
        ))}
        {turn ? <ChatMessage author="USER" content={turn.question} /> : null}
      </ol>

      {/* The streaming answer lives in a polite live region: read once it stops changing. */}
      <div aria-live="polite" aria-busy={turn?.status === 'streaming'} data-testid="chat-live">
        {turn ? (
          <ol className={styles.log}>
            {turn.answer === '' && turn.status === 'streaming' ? (
              <li className={styles.row} data-role="ASSISTANT">
                <p className={styles.bubble}>
                  {t('chat.page.writing', { name: character.name, batchim })}…
                </p>
              </li>
            ) : (
              <ChatMessage
                author="ASSISTANT"
                content={turn.answer}
                streaming={turn.status === 'streaming'}
              />
            )}
            {turn.status === 'failed' ? (
              <li className={styles.notice} role="alert">
                {t('chat.page.stopped')}
              </li>
            ) : null}
          </ol>
        ) : null}
        {limitMessage ? (
          <div className={styles.notice} role="alert" data-testid="chat-limit">
            <p className={styles.noticeTitle}>{t('chat.limit.title')}</p>
            <p style={{ margin: 0 }}>{limitMessage}</p>
          </div>
        ) : null}
      </div>
      <div ref={endRef} className={styles.end} />
      <div className={styles.grow} />

      <ChatComposer
        characterName={character.name}
        busy={turn?.status === 'streaming'}
        onSend={send}
      />

      <ClearChatDialog
        open={clearing}
        onOpenChange={setClearing}
        name={character.name}
        batchim={batchim}
        pending={clear.isPending}
        onConfirm={() => clear.mutate()}
      />
    </div>
  );
}

function ChatSkeleton() {
  return (
    <div className={styles.page} role="status" aria-busy="true" aria-label={t('chat.loading')}>
      <div className={styles.topBar}>
        <Skeleton shape="circle" width={44} />
        <Skeleton width="40%" height={20} />
      </div>
      <Skeleton width="70%" height={56} />
      <Skeleton width="50%" height={40} />
    </div>
  );
}
