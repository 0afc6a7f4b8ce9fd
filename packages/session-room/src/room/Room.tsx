import { roomQueries } from '@arcana/api-client';
import { type RoomState, type RoomView, SESSION_STATUS_LABELS } from '@arcana/domain';
import { visuallyHidden } from '@arcana/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { CallPanel } from '../call/CallPanel';
import { callAllowed } from '../call/call-view';
import { ChatPanel } from '../chat/ChatPanel';
import { clockStateOf } from '../clock/countdown';
import { t } from '../intl';
import { RoomControls } from './RoomControls';
import { RoomHeader } from './RoomHeader';
import { RoomLink } from './RoomLink';
import { RoomOverview } from './RoomOverview';
import * as styles from './room.css';
import { useDesktop } from './use-desktop';
import { useRoomFrame } from './use-room-frame';
import { useRoomLive } from './use-room-live';
import { roomViewHref, ViewTabs, viewsOf } from './ViewTabs';

export type RoomProps = {
  room: RoomState;
  /** When this state arrived (browser time), for the server-time offset of the clock. */
  receivedAt: number;
  view: RoomView;
};

/** The view to draw: one this session has (a CHAT session has no call view), else the room. */
function viewFor(room: RoomState, view: RoomView): RoomView {
  return viewsOf(room.session.counselingType).includes(view) ? view : 'room';
}

/** The room once its state is known: header, controls, the view, and the chat. */
export function Room({ room, receivedAt, view: requested }: RoomProps) {
  const sessionId = room.session.id;
  const me = room.me;
  const navigate = useNavigate();
  const frameRef = useRef<HTMLElement>(null);
  useRoomFrame(frameRef);
  const history = useInfiniteQuery(roomQueries.messages(sessionId));
  // The stream starts once the history's first page settled: it continues after its newest id.
  const firstPage = history.data?.pages[0];
  const resumeFrom = firstPage
    ? (firstPage.items.at(-1)?.id ?? null)
    : history.isError
      ? null
      : undefined;
  const live = useRoomLive(sessionId, me, resumeFrom);
  const view = viewFor(room, requested);
  const callKind = room.session.counselingType === 'CHAT' ? null : room.session.counselingType;
  const inCall = (view === 'call' || view === 'video') && callKind !== null;
  // A call started in the call view goes on in the other views (as in every messenger), shown
  // there as a compact strip, until hang-up or the session closes. The panel keeps one place in
  // the tree whatever the view, so switching views never unmounts it (and never hangs up).
  const [callKept, setCallKept] = useState(inCall);
  const callOpen = callAllowed(room.session.status);
  useEffect(() => {
    if (inCall && callOpen) setCallKept(true);
    if (!callOpen) setCallKept(false);
  }, [inCall, callOpen]);
  const callShown = inCall || (callKept && callOpen);
  const compactCall = callShown && !inCall;
  // On desktop the chat sits beside the overview or the call; the chat view is the chat alone.
  const split = view !== 'chat';

  // One tab list on the page: in the header on desktop, under it on phones.
  const desktop = useDesktop();
  const tabs = (
    <ViewTabs
      sessionId={sessionId}
      senderType={me}
      counselingType={room.session.counselingType}
      current={view}
      variant={desktop ? 'desktop' : 'mobile'}
    />
  );

  return (
    <section
      ref={frameRef}
      className={styles.room}
      data-breakout={me === 'USER'}
      data-view={view}
      aria-label={t('room.landmark', { product: room.session.product.name })}
      data-testid="session-room"
      data-status={room.session.status}
      data-clock-state={clockStateOf(room.clock, room.session.status)}
      data-me={me}
    >
      <RoomHeader
        room={room}
        receivedAt={receivedAt}
        streamState={live.connection.streamState}
        onRetryStream={live.retry}
        tabs={desktop ? tabs : null}
      >
        <RoomControls room={room} />
      </RoomHeader>
      {desktop ? null : tabs}
      <div className={styles.body} data-split={split} data-call-strip={compactCall}>
        {view === 'room' ? (
          <div className={styles.stage} data-hide-mobile-chat="false">
            <RoomOverview room={room} />
          </div>
        ) : null}
        {callShown && callKind ? (
          <div className={styles.callSlot} data-compact={compactCall}>
            <CallPanel
              connection={live.connection}
              room={room}
              kind={callKind}
              compact={compactCall}
              onHangUp={() => {
                setCallKept(false);
                if (inCall) {
                  void navigate({ href: roomViewHref(sessionId, 'room', me), replace: true });
                }
              }}
            />
            {compactCall ? (
              <RoomLink
                href={roomViewHref(sessionId, callKind === 'VIDEO' ? 'video' : 'call', me)}
                replace
                className={styles.callReturn}
                data-testid="room-call-return"
              >
                {t('room.call.return')}
              </RoomLink>
            ) : null}
          </div>
        ) : null}
        {/* Phones give the overview or the call the whole stage; the chat is one tab away. */}
        <div className={styles.chatColumn} data-hidden-mobile={view === 'room' || inCall}>
          <ChatPanel
            room={room}
            liveMessages={live.liveMessages}
            addMessage={live.addMessage}
            otherTyping={live.otherTyping}
          />
        </div>
      </div>
      <StatusAnnouncer room={room} />
    </section>
  );
}

/** Says status changes and incoming messages aloud (polite), never the history. */
function StatusAnnouncer({ room }: { room: RoomState }) {
  const [text, setText] = useState('');
  const previous = useRef(room.session.status);
  useEffect(() => {
    if (previous.current === room.session.status) return;
    previous.current = room.session.status;
    setText(t('room.announce.status', { status: SESSION_STATUS_LABELS[room.session.status] }));
  }, [room.session.status]);
  return (
    <p className={visuallyHidden} aria-live="polite" role="status">
      {text}
    </p>
  );
}
