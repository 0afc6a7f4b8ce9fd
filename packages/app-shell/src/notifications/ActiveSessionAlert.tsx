import type { SenderType } from '@arcana/domain';
import { useActiveSessionAlert } from '@arcana/realtime';
import { useRouter } from '@tanstack/react-router';
import { lazyPart } from '../lazy/lazy-part';
import { sessionRoomLink } from './room-link';

const ActiveSessionAlertDialog = lazyPart(() => import('./ActiveSessionAlertDialog'));

export type ActiveSessionAlertProps = {
  /** The side of the room this app hosts (web → USER, counselor app → COUNSELOR). */
  hostSide: SenderType;
  otherAppOrigin: string;
};

/** SPEC §2 root-level alert: the realtime package picks the session, this draws it. */
export function ActiveSessionAlert({ hostSide, otherAppOrigin }: ActiveSessionAlertProps) {
  const router = useRouter();
  const { session, countdownText, dismiss } = useActiveSessionAlert();
  if (!session) return null;
  return (
    <ActiveSessionAlertDialog
      key={`${session.id}:${session.status}`}
      session={session}
      side={session.senderType}
      countdownText={countdownText ?? ''}
      link={sessionRoomLink(session.id, session.senderType, hostSide, otherAppOrigin)}
      onDismiss={dismiss}
      onEnter={(path) => {
        dismiss();
        router.history.push(path);
      }}
    />
  );
}
