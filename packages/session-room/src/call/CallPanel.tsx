import type { RoomState } from '@arcana/domain';
import { Button, visuallyHidden } from '@arcana/ui';
import { useEffect, useMemo, useState } from 'react';
import type { CallPanelProps } from '../room-connection';
import { CallControls } from './CallControls';
import * as styles from './call.css';
import {
  callAllowed,
  callNoteOf,
  callUnavailableReason,
  formatElapsed,
  nextCallStart,
  PHASE_LABEL,
} from './call-view';
import { readIceTransportPolicy } from './ice-policy';
import { t } from './intl';
import { mediaProblemMessage } from './media-messages';
import { useRemoteAudio, VideoView } from './media-view';
import { useCall } from './use-call';
import { useLocalMedia } from './use-local-media';

const QUALITY_LABEL = {
  good: 'call.quality.good',
  fair: 'call.quality.fair',
  poor: 'call.quality.poor',
} as const;

/** Real WebRTC between the two sides, signaled through the api (voice or video). */
export function CallPanel(props: CallPanelProps) {
  const { room } = props;
  if (!callAllowed(room.session.status)) {
    const reason = callUnavailableReason(room.session.status);
    return (
      <div
        className={styles.unavailable}
        data-testid="call-unavailable"
        data-status={room.session.status}
      >
        <p className={styles.unavailableTitle}>{t(`call.unavailable.${reason}.title`)}</p>
        <p>{t(`call.unavailable.${reason}.description`)}</p>
      </div>
    );
  }
  return <ActiveCall {...props} />;
}

/** The other party as the call shows them: name and, for a counselor, the portrait. */
function otherParty(room: RoomState) {
  return room.me === 'USER'
    ? {
        name: t('call.remote.counselor', { name: room.counselor.name }),
        initial: room.counselor.name.slice(0, 1),
        imageUrl: room.counselor.imageUrl,
      }
    : {
        name: t('call.remote.user', { name: room.session.user.displayName }),
        initial: room.session.user.displayName.slice(0, 1),
        imageUrl: null,
      };
}

/** Seconds since the call first connected, ticking each second (null before). */
function useElapsed(phase: Parameters<typeof nextCallStart>[1]) {
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setStartedAt((previous) => nextCallStart(previous, phase, Date.now()));
  }, [phase]);
  useEffect(() => {
    if (startedAt === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [startedAt]);
  return startedAt === null ? null : Math.max(0, (now - startedAt) / 1000);
}

function ActiveCall({ connection, room, kind, compact = false, onHangUp }: CallPanelProps) {
  const policy = useMemo(() => readIceTransportPolicy(), []);
  const local = useLocalMedia(kind, true);
  const stream = local.media.status === 'pending' ? undefined : local.media.stream;
  const { controller, snapshot, stats } = useCall({
    connection,
    kind,
    iceTransportPolicy: policy,
    stream,
    attempt: local.attempt,
  });
  const elapsed = useElapsed(snapshot.phase);
  const remoteAudio = useRemoteAudio(snapshot.remoteStream);
  const other = otherParty(room);
  const phaseLabel = t(PHASE_LABEL[snapshot.phase]);
  const video = kind === 'VIDEO';
  const quality = snapshot.phase === 'connected' ? (stats?.quality ?? null) : null;
  const remoteShown = video && snapshot.remoteStream !== null && snapshot.phase !== 'ended';

  const hangUp = () => {
    controller?.hangUp();
    onHangUp();
  };

  return (
    <section
      className={styles.panel}
      aria-label={t(video ? 'call.landmark.video' : 'call.landmark.call', { name: other.name })}
      data-testid="call-panel"
      data-kind={kind}
      data-compact={compact}
      data-phase={snapshot.phase}
      data-connection-state={snapshot.connectionState}
      data-remote-video-frames={video ? (stats?.framesDecoded ?? 0) : 0}
      data-ice-transport={policy}
      data-selected-candidate-type={stats?.localCandidateType ?? ''}
      data-quality={quality ?? ''}
    >
      {remoteAudio.element}
      <div className={styles.topBar}>
        <span className={styles.chip} data-testid="call-state" role="status" aria-live="polite">
          <span className={styles.dot} data-phase={snapshot.phase} aria-hidden="true" />
          {phaseLabel}
        </span>
        {quality ? (
          <span className={styles.chip} data-testid="call-quality" data-quality={quality}>
            <span className={visuallyHidden}>{t('call.quality.label')}</span>
            {t(QUALITY_LABEL[quality])}
          </span>
        ) : null}
        {elapsed !== null ? (
          <span className={styles.elapsed} data-testid="call-elapsed">
            <span className={visuallyHidden}>{t('call.elapsed.label')}</span>
            <time dateTime={`PT${Math.floor(elapsed)}S`}>{formatElapsed(elapsed)}</time>
          </span>
        ) : null}
      </div>

      <div className={styles.stage}>
        {remoteShown ? (
          <VideoView
            stream={snapshot.remoteStream}
            className={styles.remoteVideo}
            label={t('call.remote.label', { name: other.name })}
            testId="call-remote-video"
          />
        ) : null}
        {remoteShown && snapshot.phase === 'connected' ? null : (
          <CallPerson
            name={other.name}
            initial={other.initial}
            imageUrl={other.imageUrl}
            phase={snapshot.phase}
            endedBy={snapshot.endedBy}
            preparing={local.media.status === 'pending'}
            onRetry={() => controller?.retry()}
          />
        )}
        {local.media.status === 'failed' ? (
          <div
            className={styles.problem}
            data-testid="call-media-error"
            data-problem={local.media.problem}
            role="alert"
          >
            <p>{mediaProblemMessage(local.media.problem, video ? 'both' : 'microphone')}</p>
            <p>{t('call.media.receiveOnly')}</p>
            <Button size="sm" onClick={local.retry} data-testid="call-media-retry">
              {t('call.media.retry')}
            </Button>
          </div>
        ) : null}
        {remoteAudio.blocked ? (
          <div className={styles.problem}>
            <Button size="sm" onClick={remoteAudio.unblock} data-testid="call-audio-unblock">
              {t('call.audio.unblock')}
            </Button>
          </div>
        ) : null}
        {video && snapshot.phase !== 'ended' ? (
          <div className={styles.localPreview}>
            {local.media.stream && !local.cameraOff ? (
              <VideoView
                stream={local.media.stream}
                className={styles.localVideo}
                label={t('call.local.label')}
                testId="call-local-video"
              />
            ) : (
              <p className={styles.previewNote}>{t('call.local.cameraOff')}</p>
            )}
          </div>
        ) : null}
      </div>

      <CallControls
        kind={kind}
        hasMedia={local.media.status === 'ready'}
        muted={local.muted}
        cameraOff={local.cameraOff}
        canSwitchCamera={local.canSwitchCamera}
        onMute={local.toggleMute}
        onCamera={local.toggleCamera}
        onSwitchCamera={() =>
          void local
            .switchCamera(async (track) => controller?.replaceTrack('video', track))
            .catch(() => {})
        }
        onHangUp={hangUp}
        ended={snapshot.phase === 'ended' ? (snapshot.endedBy ?? 'me') : null}
        onRedial={() => void controller?.redial()}
        compact={compact}
      />
    </section>
  );
}

type CallPersonProps = {
  name: string;
  initial: string;
  imageUrl: string | null;
  phase: keyof typeof PHASE_LABEL;
  endedBy: 'me' | 'remote' | null;
  /** The browser is still opening the camera or microphone (or asking for permission). */
  preparing: boolean;
  onRetry(): void;
};

/** Who the call is with and where it stands (the voice call's whole stage; video's until it plays). */
function CallPerson(props: CallPersonProps) {
  const { name, initial, imageUrl, phase, onRetry } = props;
  const noteId = callNoteOf(phase, props.endedBy, props.preparing);
  const note = noteId ? t(noteId) : null;
  return (
    <div className={styles.person}>
      {imageUrl ? (
        <img className={styles.avatar} src={imageUrl} alt="" />
      ) : (
        <span className={styles.avatar} aria-hidden="true">
          {initial}
        </span>
      )}
      <p className={styles.personName}>{name}</p>
      {note ? <p className={styles.notice}>{note}</p> : null}
      {phase === 'failed' ? (
        <Button size="sm" onClick={onRetry} data-testid="call-retry">
          {t('call.control.retry')}
        </Button>
      ) : null}
    </div>
  );
}
