import { Button, visuallyHidden } from '@arcana/ui';
import { useMemo, useState } from 'react';
import { canChooseSpeaker, playTestTone, useMicLevel } from './audio-check';
import { ConnectionCheck } from './ConnectionCheck';
import { CheckResult, DevicePicker } from './check-result';
import * as styles from './device-check.css';
import { readIceTransportPolicy } from './ice-policy';
import { t } from './intl';
import { mediaProblemMessage } from './media-messages';
import { VideoView } from './media-view';
import { useDeviceMedia } from './use-device-media';

/** /_test/video: a device and connection check a user can open before a session. */
export function DeviceCheckPage() {
  const policy = useMemo(() => readIceTransportPolicy(), []);
  const device = useDeviceMedia();
  const { stream, status, problem } = device.media;
  const [cameraPlaying, setCameraPlaying] = useState(false);
  const mic = useMicLevel(stream);
  const cameraOk = status === 'failed' ? false : cameraPlaying ? true : null;
  const micOk = status === 'failed' ? false : mic.heard ? true : null;

  return (
    <div className={styles.page} data-testid="device-check">
      <p className={styles.intro}>{t('check.intro')}</p>
      {status === 'ready' ? null : (
        <Button
          size="lg"
          fullWidth
          loading={status === 'pending'}
          onClick={() => void device.open()}
          data-testid="device-check-start"
        >
          {t(status === 'failed' ? 'call.media.retry' : 'check.start')}
        </Button>
      )}
      {problem ? (
        <p className={styles.problem} role="alert" data-testid="device-check-error">
          {mediaProblemMessage(problem, 'both')}
        </p>
      ) : null}
      <div className={styles.grid}>
        <section className={styles.card} aria-labelledby="check-camera">
          <div className={styles.cardHead}>
            <h2 id="check-camera" className={styles.cardTitle}>
              {t('check.camera.title')}
            </h2>
            <CheckResult ok={cameraOk} testId="device-check-camera" />
          </div>
          <div className={styles.preview}>
            {stream ? (
              <VideoView
                stream={stream}
                className={styles.previewVideo}
                label={t('call.local.label')}
                onLoadedData={() => setCameraPlaying(true)}
              />
            ) : (
              t('check.camera.empty')
            )}
          </div>
          <DevicePicker
            label={t('check.camera.picker')}
            devices={device.devices.cameras}
            value={device.cameraId}
            kindName={t('call.device.camera')}
            onChange={(id) => {
              setCameraPlaying(false);
              device.chooseCamera(id);
            }}
          />
        </section>
        <section className={styles.card} aria-labelledby="check-mic">
          <div className={styles.cardHead}>
            <h2 id="check-mic" className={styles.cardTitle}>
              {t('check.mic.title')}
            </h2>
            <CheckResult ok={micOk} testId="device-check-mic" />
          </div>
          <meter
            className={visuallyHidden}
            min={0}
            max={100}
            value={Math.round(mic.level * 100)}
            aria-label={t('call.mic.level')}
          />
          <div className={styles.meter} aria-hidden="true">
            <span
              className={styles.meterFill}
              style={{ width: `${Math.round(mic.level * 100)}%` }}
            />
          </div>
          <p className={styles.hint}>{t('check.mic.hint')}</p>
          <DevicePicker
            label={t('check.mic.picker')}
            devices={device.devices.microphones}
            value={device.microphoneId}
            kindName={t('call.device.microphone')}
            onChange={device.chooseMicrophone}
          />
        </section>
        <SpeakerCheck speakers={device.devices.speakers} />
        <ConnectionCheck policy={policy} track={stream?.getVideoTracks()[0] ?? null} />
        <section className={`${styles.card} ${styles.wide}`} aria-labelledby="check-tips">
          <h2 id="check-tips" className={styles.cardTitle}>
            {t('check.tips.title')}
          </h2>
          <ul className={styles.tips}>
            <li>{t('check.tips.earphones')}</li>
            <li>{t('check.tips.network')}</li>
            <li>{t('check.tips.otherApps')}</li>
            <li>{t('check.tips.permission')}</li>
          </ul>
        </section>
      </div>
    </div>
  );
}

function SpeakerCheck({ speakers }: { speakers: MediaDeviceInfo[] }) {
  const [sinkId, setSinkId] = useState('');
  const [playing, setPlaying] = useState(false);
  const play = async () => {
    setPlaying(true);
    try {
      await playTestTone(sinkId);
    } finally {
      setPlaying(false);
    }
  };
  return (
    <section className={styles.card} aria-labelledby="check-speaker">
      <div className={styles.cardHead}>
        <h2 id="check-speaker" className={styles.cardTitle}>
          {t('check.speaker.title')}
        </h2>
      </div>
      <Button
        variant="secondary"
        loading={playing}
        onClick={() => void play()}
        data-testid="device-check-speaker"
      >
        {t(playing ? 'check.speaker.playing' : 'check.speaker.play')}
      </Button>
      <p className={styles.hint}>{t('check.speaker.hint')}</p>
      {canChooseSpeaker() ? (
        <DevicePicker
          label={t('check.speaker.picker')}
          devices={speakers}
          value={sinkId}
          kindName={t('check.speaker.title')}
          onChange={setSinkId}
        />
      ) : null}
    </section>
  );
}
