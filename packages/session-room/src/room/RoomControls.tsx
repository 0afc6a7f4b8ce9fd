import { completeSession, enterRoom, exitRoom, roomQueries } from '@arcana/api-client';
import { type EnterRoomRequest, formatTime, type RoomState } from '@arcana/domain';
import { Button, visuallyHidden } from '@arcana/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { t } from '../intl';
import { AddTimeDialog } from './AddTimeDialog';
import { ConfirmDialog } from './ConfirmDialog';
import { EnterDialog } from './EnterDialog';
import * as styles from './room.css';

type OpenDialog = 'enter' | 'exit' | 'complete' | 'addTime' | null;

/** 입장하기, 나가기, 상담 종료, 시간 추가 — each as the room state allows it. */
export function RoomControls({ room }: { room: RoomState }) {
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  // Said aloud, not toasted: a toast sits on the send box on phones, and the room shows the
  // change itself (the buttons, the presence, the status).
  const [announcement, setAnnouncement] = useState('');
  const sessionId = room.session.id;
  const key = roomQueries.state(sessionId).queryKey;
  const store = (next: RoomState) => queryClient.setQueryData(key, next);

  const enter = useMutation({
    mutationFn: (body: EnterRoomRequest) => enterRoom(sessionId, room.me, body),
    onSuccess: (next) => {
      store(next);
      setDialog(null);
      setAnnouncement(t('room.entered'));
    },
  });
  const exit = useMutation({
    mutationFn: () => exitRoom(sessionId, room.me),
    onSuccess: (next) => {
      store(next);
      setDialog(null);
      setAnnouncement(t('room.exited'));
    },
  });
  const complete = useMutation({
    mutationFn: () => completeSession(sessionId),
    onSuccess: (next) => {
      store(next);
      setDialog(null);
      setAnnouncement(t('room.completed'));
      void queryClient.invalidateQueries({ queryKey: ['sessions', 'active'] });
    },
  });

  const opensAt = useEntryOpensAt(room);
  const open = room.session.status === 'PREPARING' || room.session.status === 'IN_PROGRESS';
  const waitingToOpen = !room.can.enter && opensAt !== null && !room.presence[room.me].inRoom;
  const showEnter = room.can.enter || waitingToOpen;

  const onEnterPress = () => {
    // Only the user may share a reading, so only the user gets the dialog.
    if (room.me === 'USER') setDialog('enter');
    else enter.mutate({});
  };

  if (!showEnter && !room.can.exit && !room.can.complete && !room.can.addTime) {
    return room.session.status === 'PENDING' ? (
      <p className={styles.controlsNote}>{t('room.enter.waiting')}</p>
    ) : null;
  }

  return (
    <div className={styles.controls} data-testid="room-controls">
      <p className={visuallyHidden} role="status">
        {announcement}
      </p>
      {showEnter ? (
        <Button
          size="sm"
          disabled={!room.can.enter}
          loading={enter.isPending}
          onClick={onEnterPress}
          data-testid="room-enter"
        >
          {t('room.enter')}
        </Button>
      ) : null}
      {waitingToOpen && opensAt ? (
        <span className={styles.controlsNote}>
          {t('room.enter.opensAt', { time: formatTime(opensAt) })}
        </span>
      ) : null}
      {room.can.addTime ? (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setDialog('addTime')}
          data-testid="room-add-time"
        >
          {t('room.addTime')}
        </Button>
      ) : null}
      {room.can.exit ? (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setDialog('exit')}
          data-testid="room-exit"
        >
          {t('room.exit')}
        </Button>
      ) : null}
      {room.can.complete && open ? (
        <Button
          size="sm"
          variant="danger"
          onClick={() => setDialog('complete')}
          data-testid="room-complete"
        >
          {t('room.complete')}
        </Button>
      ) : null}

      <EnterDialog
        open={dialog === 'enter'}
        onOpenChange={(next) => setDialog(next ? 'enter' : null)}
        pending={enter.isPending}
        onEnter={(body) => enter.mutate(body)}
      />
      <ConfirmDialog
        open={dialog === 'exit'}
        onOpenChange={(next) => setDialog(next ? 'exit' : null)}
        title={t('room.exit.title')}
        description={
          <>
            {t('room.exit.description')}
            {room.me === 'COUNSELOR' && room.session.status === 'IN_PROGRESS' ? (
              <>
                <br />
                {t('room.exit.counselorWarning')}
              </>
            ) : null}
          </>
        }
        confirmLabel={t('room.exit.confirm')}
        pending={exit.isPending}
        onConfirm={() => exit.mutate()}
      />
      <ConfirmDialog
        open={dialog === 'complete'}
        onOpenChange={(next) => setDialog(next ? 'complete' : null)}
        title={t('room.complete.title')}
        description={t('room.complete.description')}
        confirmLabel={t('room.complete.confirm')}
        danger
        pending={complete.isPending}
        onConfirm={() => complete.mutate()}
      />
      {room.can.addTime ? (
        <AddTimeDialog
          room={room}
          open={dialog === 'addTime'}
          onOpenChange={(next) => setDialog(next ? 'addTime' : null)}
        />
      ) : null}
    </div>
  );
}

/**
 * When entering opens, while it is still ahead; the room state is asked again at that moment so
 * the button enables itself without a reload.
 */
function useEntryOpensAt(room: RoomState): string | null {
  const queryClient = useQueryClient();
  const opensAt = room.entryOpensAt;
  const ahead = opensAt !== null && Date.parse(opensAt) > Date.now();
  useEffect(() => {
    if (!ahead || opensAt === null) return;
    const wait = Math.min(Date.parse(opensAt) - Date.now() + 500, 2 ** 31 - 1);
    const timer = setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: roomQueries.state(room.session.id).queryKey });
    }, wait);
    return () => clearTimeout(timer);
  }, [ahead, opensAt, queryClient, room.session.id]);
  return ahead ? opensAt : null;
}
