import { markRoomRead, roomQueries, sendRoomTyping } from '@arcana/api-client';
import { showToast } from '@arcana/app-shell';
import { isReviewable, type RoomState, type SenderType, type SessionMessage } from '@arcana/domain';
import { Button, buttonStyle, Dialog, DialogContent, DialogTitle } from '@arcana/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import {
  type RefObject,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { t } from '../intl';
import { RoomLink } from '../room/RoomLink';
import { Composer } from './Composer';
import * as styles from './chat.css';
import { MessageItem, OutgoingItem } from './MessageItem';
import { PrivateImage } from './PrivateImage';
import { buildTimeline, mergeMessages } from './timeline';
import { useOutbox } from './use-outbox';

/** Typing is told at most this often while the draft keeps changing. */
const TYPING_THROTTLE_MS = 3_000;
/** Near enough to the bottom to follow new messages and count them as read. */
const BOTTOM_SLACK_PX = 80;

export type ChatPanelProps = {
  room: RoomState;
  liveMessages: readonly SessionMessage[];
  addMessage(message: SessionMessage): void;
  otherTyping: boolean;
};

function otherSide(me: SenderType): SenderType {
  return me === 'USER' ? 'COUNSELOR' : 'USER';
}

/** The conversation of the room: history paged upward, live messages, the send box. */
export function ChatPanel({ room, liveMessages, addMessage, otherTyping }: ChatPanelProps) {
  const sessionId = room.session.id;
  const me = room.me;
  const history = useInfiniteQuery(roomQueries.messages(sessionId));
  const outbox = useOutbox(sessionId, addMessage);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const [image, setImage] = useState<{ url: string; alt: string } | null>(null);

  // Pages come newest first (each next page is older); show oldest first.
  const historyItems = useMemo(
    () => [...(history.data?.pages ?? [])].reverse().flatMap((page) => page.items),
    [history.data],
  );
  const messages = useMemo(
    () => mergeMessages(historyItems, liveMessages),
    [historyItems, liveMessages],
  );
  const timeline = useMemo(
    () => buildTimeline(messages, outbox.outgoing, me),
    [messages, outbox.outgoing, me],
  );
  const pageReads = history.data?.pages[0]?.reads;
  const otherReadId = Math.max(room.reads[otherSide(me)], pageReads?.[otherSide(me)] ?? 0);
  const open = room.session.status === 'PREPARING' || room.session.status === 'IN_PROGRESS';

  useKeepScroll(scrollerRef, messages, outbox.outgoing.length, me);
  useReadMarks(scrollerRef, sessionId, me, messages, room.reads[me]);
  const onTyping = useTypingSender(sessionId, open);
  useLoadOlderAtTop(scrollerRef, history);

  const openImage = useCallback((url: string, alt: string) => setImage({ url, alt }), []);
  const avatarUrl = me === 'USER' ? room.counselor.imageUrl : null;

  return (
    <section className={styles.panel} aria-label={t('chat.region')}>
      <div ref={scrollerRef} className={styles.scroller} data-testid="chat-scroller">
        {history.isError ? (
          <div className={styles.empty} role="alert">
            <p>{t('chat.loadError')}</p>
            <Button size="sm" variant="secondary" onClick={() => void history.refetch()}>
              {t('room.retry')}
            </Button>
          </div>
        ) : null}
        {history.hasNextPage ? (
          <div className={styles.olderRow}>
            <Button
              size="sm"
              variant="ghost"
              loading={history.isFetchingNextPage}
              onClick={() => void history.fetchNextPage()}
            >
              {t('chat.loadOlder')}
            </Button>
          </div>
        ) : history.isSuccess && messages.length > 0 ? (
          <p className={styles.olderRow}>{t('chat.start')}</p>
        ) : null}
        {history.isSuccess && timeline.length === 0 ? (
          <p className={styles.empty}>{open ? t('chat.empty') : t('chat.emptyClosed')}</p>
        ) : null}
        <ol className={styles.log} aria-label={t('chat.log')} data-testid="chat-log">
          {timeline.map((item) => {
            switch (item.kind) {
              case 'day':
                return (
                  <li key={item.key} className={styles.day}>
                    {item.label}
                  </li>
                );
              case 'message':
                return (
                  <MessageItem
                    key={item.key}
                    message={item.message}
                    me={me}
                    otherReadId={otherReadId}
                    avatarUrl={avatarUrl}
                    continued={item.continued}
                    onOpenImage={openImage}
                  />
                );
              case 'outgoing':
                return (
                  <OutgoingItem
                    key={item.key}
                    outgoing={item.outgoing}
                    onResend={outbox.resend}
                    onDiscard={outbox.discard}
                  />
                );
              default:
                return item satisfies never;
            }
          })}
        </ol>
      </div>
      <p className={styles.typing} aria-live="polite">
        {otherTyping && open ? t(`chat.typing.${otherSide(me)}`) : ''}
      </p>
      {open ? (
        <Composer
          onSend={outbox.send}
          onTyping={onTyping}
          onImageRefused={(message) => void showToast(message, 'error')}
        />
      ) : (
        <ClosedNotice room={room} />
      )}
      <Dialog open={image !== null} onOpenChange={(next) => (next ? null : setImage(null))}>
        <DialogContent closeLabel={t('room.close')} aria-describedby={undefined}>
          <DialogTitle>{t('chat.image.title')}</DialogTitle>
          {image ? (
            <PrivateImage className={styles.largeImage} src={image.url} alt={image.alt} />
          ) : null}
        </DialogContent>
      </Dialog>
    </section>
  );
}

/** After the session the log stays; the box gives way to what happened and what is next. */
function ClosedNotice({ room }: { room: RoomState }) {
  const status = room.session.status;
  const before = status === 'PENDING' || status === 'SCHEDULED';
  const cancelled = status.startsWith('CANCELLED');
  const text = before
    ? t('chat.closed.beforeStart')
    : cancelled
      ? t('chat.closed.cancelled')
      : t('chat.closed.finished');
  const reviewable = room.me === 'USER' && isReviewable(room.session);
  return (
    <div className={styles.closed} data-testid="chat-closed">
      <p style={{ margin: 0 }}>{text}</p>
      {reviewable ? (
        <RoomLink
          href={`/counseling/sessions/${room.session.id}/review`}
          className={buttonStyle({ variant: 'primary', size: 'md' })}
        >
          {t('chat.review')}
        </RoomLink>
      ) : null}
    </div>
  );
}

function isNearBottom(element: HTMLElement): boolean {
  return element.scrollHeight - element.scrollTop - element.clientHeight <= BOTTOM_SLACK_PX;
}

/**
 * Older pages load above without moving what is on screen; new messages scroll into view when
 * the reader was at the bottom, or when they are our own.
 */
function useKeepScroll(
  scrollerRef: RefObject<HTMLDivElement | null>,
  messages: readonly SessionMessage[],
  outgoingCount: number,
  me: SenderType,
) {
  const previous = useRef({ oldest: 0, newest: 0, height: 0, atBottom: true, outgoing: 0 });
  useLayoutEffect(() => {
    const element = scrollerRef.current;
    if (!element) return;
    const oldest = messages[0]?.id ?? 0;
    const newest = messages.at(-1)?.id ?? 0;
    const last = previous.current;
    const mineNewest = messages.at(-1)?.senderType === me;
    if (last.height !== 0 && oldest !== last.oldest && newest === last.newest) {
      // Prepended: keep the same message under the reader's eyes.
      element.scrollTop += element.scrollHeight - last.height;
    } else if (
      last.height === 0 ||
      last.atBottom ||
      outgoingCount > last.outgoing ||
      (newest !== last.newest && mineNewest)
    ) {
      element.scrollTop = element.scrollHeight;
    }
    previous.current = {
      oldest,
      newest,
      height: element.scrollHeight,
      atBottom: isNearBottom(element),
      outgoing: outgoingCount,
    };
  }, [messages, outgoingCount, me, scrollerRef]);

  useEffect(() => {
    const element = scrollerRef.current;
    if (!element) return;
    const onScroll = () => {
      previous.current.atBottom = isNearBottom(element);
      previous.current.height = element.scrollHeight;
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => element.removeEventListener('scroll', onScroll);
  }, [scrollerRef]);
}

/** Loads the next older page when the top of the log scrolls into view. */
function useLoadOlderAtTop(
  scrollerRef: RefObject<HTMLDivElement | null>,
  history: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage(): unknown },
) {
  const state = useRef(history);
  state.current = history;
  useEffect(() => {
    const element = scrollerRef.current;
    if (!element) return;
    const onScroll = () => {
      const current = state.current;
      if (element.scrollTop < 40 && current.hasNextPage && !current.isFetchingNextPage) {
        void current.fetchNextPage();
      }
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => element.removeEventListener('scroll', onScroll);
  }, [scrollerRef]);
}

/** POST …/read for the other side's newest message once it is on screen in a visible tab. */
function useReadMarks(
  scrollerRef: RefObject<HTMLDivElement | null>,
  sessionId: number,
  me: SenderType,
  messages: readonly SessionMessage[],
  myReadId: number,
) {
  const sent = useRef(myReadId);
  const newestOther = useMemo(() => {
    for (let index = messages.length - 1; index >= 0; index -= 1) {
      const message = messages[index];
      if (message && message.senderType !== me) return message.id;
    }
    return 0;
  }, [messages, me]);

  useEffect(() => {
    const element = scrollerRef.current;
    const mark = () => {
      if (newestOther <= Math.max(sent.current, myReadId)) return;
      if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
      // Not drawn (the phone's room view hides the chat): nothing has been seen yet.
      if (element && element.clientHeight === 0) return;
      if (element && element.scrollHeight > element.clientHeight && !isNearBottom(element)) return;
      sent.current = newestOther;
      markRoomRead(sessionId, newestOther).catch(() => {
        sent.current = 0;
      });
    };
    mark();
    element?.addEventListener('scroll', mark, { passive: true });
    document.addEventListener('visibilitychange', mark);
    return () => {
      element?.removeEventListener('scroll', mark);
      document.removeEventListener('visibilitychange', mark);
    };
  }, [scrollerRef, sessionId, newestOther, myReadId]);
}

/** Tells the other side we are typing, at most every 3 s, and that we stopped. */
function useTypingSender(sessionId: number, open: boolean) {
  const lastSent = useRef<{ typing: boolean; at: number }>({ typing: false, at: 0 });
  const idle = useRef<ReturnType<typeof setTimeout> | null>(null);
  const send = useCallback(
    (typing: boolean) => {
      lastSent.current = { typing, at: Date.now() };
      sendRoomTyping(sessionId, typing).catch(() => {});
    },
    [sessionId],
  );
  useEffect(
    () => () => {
      if (idle.current) clearTimeout(idle.current);
    },
    [],
  );
  return useCallback(
    (typing: boolean) => {
      if (!open) return;
      if (idle.current) clearTimeout(idle.current);
      const last = lastSent.current;
      if (!typing) {
        if (last.typing) send(false);
        return;
      }
      if (!last.typing || Date.now() - last.at >= TYPING_THROTTLE_MS) send(true);
      // Stopped typing without sending: say so after a while.
      idle.current = setTimeout(() => send(false), TYPING_THROTTLE_MS * 2);
    },
    [open, send],
  );
}
