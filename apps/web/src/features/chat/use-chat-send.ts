import { aiSocialQueries, isApiError, sendChatMessage } from '@arcana/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';

/** The turn on its way: the question as sent and the answer as far as it has streamed. */
export type ChatTurn = {
  question: string;
  answer: string;
  status: 'streaming' | 'failed';
};

export type ChatSend = {
  turn: ChatTurn | null;
  /** The api's Korean message after a 429 DAILY_LIMIT. */
  limitMessage: string | null;
  send: (content: string) => Promise<boolean>;
};

/**
 * Sends a message and follows its answer token by token. When the answer is done the saved
 * messages are fetched again before the streamed turn goes away, so nothing flickers.
 */
export function useChatSend(characterId: number): ChatSend {
  const queryClient = useQueryClient();
  const [turn, setTurn] = useState<ChatTurn | null>(null);
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  const busy = useRef(false);

  const send = useCallback(
    async (content: string) => {
      if (busy.current) return false;
      busy.current = true;
      setLimitMessage(null);
      setTurn({ question: content, answer: '', status: 'streaming' });
      try {
        await sendChatMessage(characterId, content, {
          onDelta: (text) =>
            setTurn((current) =>
              current ? { ...current, answer: current.answer + text } : current,
            ),
        });
        await queryClient.invalidateQueries({
          queryKey: aiSocialQueries.chatMessages(characterId).queryKey,
        });
        void queryClient.invalidateQueries({ queryKey: aiSocialQueries.chats().queryKey });
        setTurn(null);
        return true;
      } catch (error) {
        if (isApiError(error) && error.code === 'DAILY_LIMIT') {
          setLimitMessage(error.message);
          setTurn(null);
          return false;
        }
        setTurn((current) => (current ? { ...current, status: 'failed' } : current));
        return false;
      } finally {
        busy.current = false;
      }
    },
    [characterId, queryClient],
  );

  return { turn, limitMessage, send };
}
