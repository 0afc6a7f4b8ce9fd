// Loaded lazily by ActiveSessionAlert: the dialog layer is fetched only when a session is alerted.
import {
  COUNSELING_TYPE_LABELS,
  type SenderType,
  type Session,
  sessionDurationLabel,
} from '@arcana/domain';
import { Button, buttonStyle, vars } from '@arcana/ui';
import { Dialog, DialogContent, DialogFooter, DialogTitle } from '@arcana/ui/dialog';
import type { ReactNode } from 'react';
import { t } from '../intl/notification-messages';
import type { RoomLink } from './room-link';

export type ActiveSessionAlertDialogProps = {
  session: Session;
  /** Which side of the session the viewer is on: a counselor sees the customer's name. */
  side: SenderType;
  countdownText: string;
  link: RoomLink;
  onDismiss: () => void;
  /** Follows a same-app room link through the router (the alert hides on session pages). */
  onEnter?: (path: string) => void;
};

function alertTitle(session: Session): string {
  return session.status === 'SCHEDULED'
    ? t('shell.activeSession.upcoming')
    : t('shell.activeSession.inProgress');
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div style={{ display: 'flex', justifyContent: 'space-between', gap: vars.space[4] }}>
      <dt style={{ color: vars.color.foreground.muted }}>{label}</dt>
      <dd style={{ margin: 0, fontWeight: vars.font.weight.semibold, textAlign: 'right' }}>
        {children}
      </dd>
    </div>
  );
}

/** SPEC §2 root-level alert for an active or imminent session (closing it dismisses it). */
export default function ActiveSessionAlertDialog({
  session,
  side,
  countdownText,
  link,
  onDismiss,
  onEnter,
}: ActiveSessionAlertDialogProps) {
  const enterClass = buttonStyle({ variant: 'primary' });
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onDismiss();
      }}
    >
      <DialogContent
        onInteractOutside={(event) => event.preventDefault()}
        data-active-session-id={session.id}
        data-session-status={session.status}
      >
        <DialogTitle>{alertTitle(session)}</DialogTitle>
        <p style={{ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold }}>
          {session.product.name}
        </p>
        <dl
          style={{
            display: 'flex',
            flexDirection: 'column',
            gap: vars.space[2],
            margin: 0,
            padding: vars.space[4],
            borderRadius: vars.radius.lg,
            backgroundColor: vars.color.background.sunken,
            fontSize: vars.font.size.md,
          }}
        >
          {side === 'COUNSELOR' ? (
            <Row label={t('shell.activeSession.customer')}>{session.user.displayName}</Row>
          ) : (
            <Row label={t('shell.activeSession.counselor')}>{session.counselor.name}</Row>
          )}
          <Row label={t('shell.activeSession.type')}>
            {COUNSELING_TYPE_LABELS[session.counselingType]}
          </Row>
          {session.status === 'SCHEDULED' ? (
            <Row label={t('shell.activeSession.startsIn')}>
              <span style={{ fontVariantNumeric: 'tabular-nums' }}>{countdownText}</span>
            </Row>
          ) : null}
          <Row label={t('shell.activeSession.duration')}>
            {sessionDurationLabel(session.durationSeconds)}
          </Row>
        </dl>
        <DialogFooter>
          <Button variant="secondary" onClick={onDismiss}>
            {t('shell.activeSession.dismiss')}
          </Button>
          <a
            className={enterClass}
            href={link.href}
            onClick={(event) => {
              if (link.external || !onEnter) return;
              event.preventDefault();
              onEnter(link.href);
            }}
          >
            {t('shell.activeSession.enter')}
          </a>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
