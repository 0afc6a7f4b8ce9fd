import { CloseIcon, PhoneIcon } from '@arcana/ui';
import type { ReactNode } from 'react';
import * as styles from './call.css';
import {
  CameraIcon,
  CameraOffIcon,
  HangUpIcon,
  MicIcon,
  MicOffIcon,
  SwitchCameraIcon,
} from './call-icons';
import { t } from './intl';

export type CallControlsProps = {
  kind: 'CALL' | 'VIDEO';
  /** The camera and microphone are open (toggles need them). */
  hasMedia: boolean;
  muted: boolean;
  cameraOff: boolean;
  canSwitchCamera: boolean;
  onMute(): void;
  onCamera(): void;
  onSwitchCamera(): void;
  onHangUp(): void;
  /** The call ended: no media to control; call again (when the other side ended it) or leave. */
  ended?: 'me' | 'remote' | null;
  onRedial?(): void;
  /** The compact strip: mute and hang up only (the camera is the call view's business). */
  compact?: boolean;
};

type ControlProps = {
  testId: string;
  label: string;
  icon: ReactNode;
  pressed?: boolean;
  danger?: boolean;
  primary?: boolean;
  disabled?: boolean;
  onClick(): void;
};

/** A round control with its caption under it (captions say what a press does now). */
function Control({
  testId,
  label,
  icon,
  pressed,
  danger,
  primary,
  disabled,
  onClick,
}: ControlProps) {
  return (
    <button
      type="button"
      className={styles.control}
      data-testid={testId}
      data-variant={danger ? 'danger' : primary ? 'primary' : undefined}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
    >
      <span className={styles.controlIcon} aria-hidden="true">
        {icon}
      </span>
      <span>{label}</span>
    </button>
  );
}

/** Mute, camera off, switch camera (only with two cameras) and hang up. */
export function CallControls(props: CallControlsProps) {
  const { kind, hasMedia, muted, cameraOff, canSwitchCamera, ended } = props;
  if (ended) {
    return (
      <div className={styles.controls} role="toolbar" aria-label={t('call.control.group')}>
        {ended === 'remote' && props.onRedial ? (
          <Control
            testId="call-redial"
            label={t('call.control.redial')}
            icon={<PhoneIcon />}
            primary
            onClick={props.onRedial}
          />
        ) : null}
        <Control
          testId="call-hangup"
          label={t('call.control.close')}
          icon={<CloseIcon />}
          onClick={props.onHangUp}
        />
      </div>
    );
  }
  return (
    <div className={styles.controls} role="toolbar" aria-label={t('call.control.group')}>
      <Control
        testId="call-mute"
        label={t(muted ? 'call.control.unmute' : 'call.control.mute')}
        icon={muted ? <MicOffIcon /> : <MicIcon />}
        pressed={muted}
        disabled={!hasMedia}
        onClick={props.onMute}
      />
      {kind === 'VIDEO' && !props.compact ? (
        <Control
          testId="call-camera"
          label={t(cameraOff ? 'call.control.cameraOn' : 'call.control.cameraOff')}
          icon={cameraOff ? <CameraOffIcon /> : <CameraIcon />}
          pressed={cameraOff}
          disabled={!hasMedia}
          onClick={props.onCamera}
        />
      ) : null}
      {kind === 'VIDEO' && canSwitchCamera && !props.compact ? (
        <Control
          testId="call-switch-camera"
          label={t('call.control.switchCamera')}
          icon={<SwitchCameraIcon />}
          disabled={!hasMedia || cameraOff}
          onClick={props.onSwitchCamera}
        />
      ) : null}
      <Control
        testId="call-hangup"
        label={t('call.control.hangUp')}
        icon={<HangUpIcon />}
        danger
        onClick={props.onHangUp}
      />
    </div>
  );
}
