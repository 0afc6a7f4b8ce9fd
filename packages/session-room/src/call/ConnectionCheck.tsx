import { Button } from '@arcana/ui';
import { useState } from 'react';
import { CheckResult } from './check-result';
import type { CandidateType } from './connection-check';
import * as styles from './device-check.css';
import { t } from './intl';
import { useConnectionCheck } from './use-connection-check';

const SHOWN_CANDIDATES = ['host', 'srflx', 'relay'] as const;

const CANDIDATE_LABEL = {
  host: 'check.candidates.host',
  srflx: 'check.candidates.srflx',
  relay: 'check.candidates.relay',
} as const;

const PATH_LABEL: Record<string, 'check.path.host' | 'check.path.srflx' | 'check.path.relay'> = {
  host: 'check.path.host',
  srflx: 'check.path.srflx',
  prflx: 'check.path.srflx',
  relay: 'check.path.relay',
};

function RelayRow({ check }: { check: ReturnType<typeof useConnectionCheck>['relay'] }) {
  const ok =
    check.status === 'done'
      ? check.candidates.has('relay')
      : check.status === 'skipped' || check.status === 'error'
        ? false
        : null;
  const found: Set<CandidateType> = check.status === 'done' ? check.candidates : new Set();
  return (
    <li className={styles.checkRow}>
      <div className={styles.cardHead}>
        <strong>{t('check.connection.relay')}</strong>
        <CheckResult
          ok={ok}
          skipped={check.status === 'skipped'}
          testId="device-check-relay"
          label={
            check.status === 'running'
              ? t('check.result.running')
              : check.status === 'skipped'
                ? t('check.result.skipped')
                : undefined
          }
          extra={{ 'data-candidates': [...found].join(',') }}
        />
      </div>
      {check.status === 'done' ? (
        <div className={styles.chips}>
          {SHOWN_CANDIDATES.map((type) => (
            <span key={type} className={styles.chip} data-found={found.has(type)}>
              {t(found.has(type) ? 'check.found' : 'check.notFound', {
                what: t(CANDIDATE_LABEL[type]),
              })}
            </span>
          ))}
        </div>
      ) : null}
      <p className={styles.hint}>
        {check.status === 'skipped'
          ? t(
              check.reason === 'login'
                ? 'check.connection.relayLogin'
                : 'check.connection.relayUnavailable',
            )
          : ok === false
            ? t('check.failed.relay')
            : ok
              ? t('check.connection.relayOk')
              : t('check.connection.relayHint')}
      </p>
    </li>
  );
}

function LoopbackRow({
  check,
  withCamera,
}: {
  check: ReturnType<typeof useConnectionCheck>['loopback'];
  withCamera: boolean;
}) {
  const done = check.status === 'done' ? check : null;
  const ok = done ? done.connected : check.status === 'error' ? false : null;
  return (
    <li className={styles.checkRow}>
      <div className={styles.cardHead}>
        <strong>{t('check.connection.local')}</strong>
        <CheckResult
          ok={ok}
          testId="device-check-loopback"
          label={check.status === 'running' ? t('check.result.running') : undefined}
          extra={{ 'data-frames': done?.framesDecoded ?? 0 }}
        />
      </div>
      {done?.connected ? (
        <p className={styles.hint}>
          {withCamera
            ? t('check.loopback.frames', { count: done.framesDecoded })
            : t('check.loopback.data')}
          {done.rttMs !== null && done.localCandidateType
            ? ` · ${t('check.result.detail', {
                rtt: t('unit.ms', { value: done.rttMs }),
                path: t(PATH_LABEL[done.localCandidateType] ?? 'check.path.host'),
              })}`
            : null}
        </p>
      ) : (
        <p className={styles.hint}>
          {ok === false ? t('check.failed.local') : t('check.connection.localHint')}
        </p>
      )}
    </li>
  );
}

/** 연결 확인: TURN candidates and a loopback call on this device, with advice when they fail. */
export function ConnectionCheck({
  policy,
  track,
}: {
  policy: RTCIceTransportPolicy;
  track: MediaStreamTrack | null;
}) {
  const check = useConnectionCheck(policy);
  // What the last run sent: the camera, or only a data channel before the camera was on.
  const [ranWithCamera, setRanWithCamera] = useState(false);
  return (
    <section className={`${styles.card} ${styles.wide}`} aria-labelledby="check-connection">
      <div className={styles.cardHead}>
        <h2 id="check-connection" className={styles.cardTitle}>
          {t('check.connection.title')}
        </h2>
        <Button
          size="sm"
          loading={check.running}
          onClick={() => {
            setRanWithCamera(track !== null);
            void check.run(track);
          }}
          data-testid="device-check-run"
        >
          {t(check.running ? 'check.connection.running' : 'check.connection.run')}
        </Button>
      </div>
      {policy === 'relay' ? <p className={styles.hint}>{t('check.policy.relay')}</p> : null}
      <ul className={styles.checks} aria-live="polite">
        <RelayRow check={check.relay} />
        <LoopbackRow check={check.loopback} withCamera={ranWithCamera} />
      </ul>
    </section>
  );
}
