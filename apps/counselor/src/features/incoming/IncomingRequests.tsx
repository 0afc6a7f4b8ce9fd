import { counselorRequestMutations } from '@arcana/api-client';
import { showToast, useSession } from '@arcana/app-shell';
import { COUNSELING_TYPE_LABELS, type CounselorReservation } from '@arcana/domain';
import { Button, buttonStyle, VisuallyHidden } from '@arcana/ui';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../office';
import { countdownClock, secondsLeft } from './countdown';
import * as styles from './IncomingRequests.css';
import { t } from './intl';
import { RequestCard } from './RequestCard';
import { createRequestSound } from './request-sound';
import { useIncomingRequests } from './use-incoming-requests';

const sound = createRequestSound();

/** Browsers unlock audio on the first gesture; a request after it then rings. */
function useAudioUnlock() {
  useEffect(() => {
    const unlock = () => {
      sound.unlock();
      window.removeEventListener('pointerdown', unlock);
      window.removeEventListener('keydown', unlock);
    };
    window.addEventListener('pointerdown', unlock);
    window.addEventListener('keydown', unlock);
    return unlock;
  }, []);
}

function announcementOf(request: CounselorReservation) {
  return t('counselor.incoming.announce', {
    name: request.user.displayName,
    type: COUNSELING_TYPE_LABELS[request.counselingType],
    product: request.product.name,
  });
}

/**
 * DESIGN "Incoming requests": the pending IMMEDIATE requests on every counselor page, with the
 * time left of the 2 minutes, accept (then the way into the room) and decline, the critical tone
 * and a spoken announcement. Mounted by the /counselor layout for counselors only.
 */
export function IncomingRequests() {
  const session = useSession();
  if (!session.isCounselor) return null;
  return <IncomingRequestsPanel />;
}

export function IncomingRequestsPanel() {
  useAudioUnlock();
  const [announcement, setAnnouncement] = useState('');
  const [muted, setMuted] = useState(() => sound.isMuted());
  const [declining, setDeclining] = useState<CounselorReservation | null>(null);
  const [accepted, setAccepted] = useState<CounselorReservation[]>([]);
  // On a phone the panel covers much of the page: it folds to its head, and opens again for
  // every new request.
  const [collapsed, setCollapsed] = useState(false);

  const { requests, now } = useIncomingRequests(() => {
    setCollapsed(false);
    sound.play();
  });
  const newest = requests.at(-1);
  const soonest = requests[0];
  // The newest arrival is read out once (the live region speaks when its text changes).
  useEffect(() => {
    if (newest) setAnnouncement(announcementOf(newest));
  }, [newest]);

  const accept = useMutation(counselorRequestMutations.accept());
  const decline = useMutation(counselorRequestMutations.decline());
  const busy = accept.isPending || decline.isPending;

  const answerFailed = () => void showToast(t('counselor.incoming.answerFailed'), 'error');

  const onAccept = (request: CounselorReservation) =>
    accept.mutate(request.id, {
      onSuccess: () => setAccepted((list) => [...list, request]),
      onError: answerFailed,
    });

  const onDecline = () => {
    if (!declining) return;
    decline.mutate(declining.id, {
      onSuccess: () => void showToast(t('counselor.incoming.declined'), 'success'),
      onError: answerFailed,
      onSettled: () => setDeclining(null),
    });
  };

  const toggleSound = () => {
    sound.setMuted(!muted);
    setMuted(!muted);
  };

  const dismiss = (id: number) => setAccepted((list) => list.filter((each) => each.id !== id));
  const visible = requests.length > 0 || accepted.length > 0;

  return (
    <>
      <VisuallyHidden>
        <div role="status" aria-live="assertive" aria-atomic="true">
          {announcement}
        </div>
      </VisuallyHidden>
      {visible ? (
        <section className={styles.panel} aria-labelledby="incoming-requests-heading">
          <div className={styles.head}>
            <div className={styles.headText}>
              <h2 id="incoming-requests-heading" className={styles.heading}>
                {requests.length > 0
                  ? t('counselor.incoming.heading', { n: requests.length })
                  : t('counselor.incoming.region')}
              </h2>
              {requests.length > 0 && !collapsed ? (
                <p className={styles.lead}>{t('counselor.incoming.lead')}</p>
              ) : null}
              {soonest && collapsed ? (
                // Folded, the head still says how long the most urgent request has.
                <p className={styles.lead}>
                  {t('counselor.incoming.timeLeft', {
                    time: countdownClock(secondsLeft(soonest.respondBy, now)),
                  })}
                </p>
              ) : null}
            </div>
            <div className={styles.headButtons}>
              <button
                type="button"
                className={styles.soundToggle}
                aria-pressed={!muted}
                onClick={toggleSound}
              >
                {muted ? t('counselor.incoming.soundOff') : t('counselor.incoming.soundOn')}
              </button>
              <button
                type="button"
                className={styles.soundToggle}
                aria-expanded={!collapsed}
                aria-controls="incoming-requests-list"
                onClick={() => setCollapsed(!collapsed)}
              >
                {collapsed ? t('counselor.incoming.expand') : t('counselor.incoming.collapse')}
              </button>
            </div>
          </div>
          <ul id="incoming-requests-list" className={styles.list} hidden={collapsed}>
            {accepted.map((request) => (
              <li key={`accepted-${request.id}`} className={styles.accepted}>
                <span className={styles.name}>
                  {t('counselor.incoming.accepted', { name: request.user.displayName })}
                </span>
                <span className={styles.meta}>{t('counselor.incoming.acceptedText')}</span>
                <div className={styles.actions}>
                  <Button variant="secondary" onClick={() => dismiss(request.id)}>
                    {t('counselor.incoming.dismiss')}
                  </Button>
                  <Link
                    to="/counseling/sessions/$id"
                    params={{ id: request.id }}
                    search={{ senderType: 'COUNSELOR' }}
                    className={buttonStyle({ variant: 'primary' })}
                    onClick={() => dismiss(request.id)}
                  >
                    {t('counselor.incoming.enterRoom')}
                  </Link>
                </div>
              </li>
            ))}
            {requests.map((request) => (
              <RequestCard
                key={request.id}
                request={request}
                now={now}
                accepting={accept.isPending && accept.variables === request.id}
                busy={busy}
                onAccept={() => onAccept(request)}
                onDecline={() => setDeclining(request)}
              />
            ))}
          </ul>
        </section>
      ) : null}
      <ConfirmDialog
        open={declining !== null}
        onOpenChange={(open) => (open ? null : setDeclining(null))}
        title={t('counselor.incoming.declineTitle')}
        description={t('counselor.incoming.declineText', {
          name: declining?.user.displayName ?? '',
        })}
        confirmLabel={t('counselor.incoming.declineConfirm')}
        onConfirm={onDecline}
        pending={decline.isPending}
      />
    </>
  );
}
