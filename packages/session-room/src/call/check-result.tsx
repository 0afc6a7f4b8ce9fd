import { CheckCircleIcon, CrossCircleIcon } from './call-icons';
import * as styles from './device-check.css';
import { t } from './intl';

/** A pass/fail/pending result in words with its icon; `data-ok` for the tests. */
export function CheckResult({
  ok,
  testId,
  label,
  extra,
  skipped = false,
}: {
  ok: boolean | null;
  testId?: string;
  label?: string;
  extra?: Record<string, string | number>;
  /** Not checked (a guest, nothing configured): not passed, yet nothing the user did wrong. */
  skipped?: boolean;
}) {
  const text =
    label ??
    t(ok === null ? 'check.result.idle' : ok ? 'check.result.success' : 'check.result.failed');
  return (
    <span
      className={styles.result}
      data-ok={ok === null ? '' : String(ok)}
      data-skipped={skipped || undefined}
      data-testid={testId}
      {...extra}
    >
      {ok === true ? <CheckCircleIcon size={18} /> : null}
      {ok === false && !skipped ? <CrossCircleIcon size={18} /> : null}
      {text}
    </span>
  );
}

type DevicePickerProps = {
  label: string;
  devices: MediaDeviceInfo[];
  value: string;
  kindName: string;
  onChange(id: string): void;
};

/** A native select of devices (labels only after permission; numbered until then). */
export function DevicePicker({ label, devices, value, kindName, onChange }: DevicePickerProps) {
  if (devices.length === 0) return null;
  return (
    <label className={styles.field}>
      {label}
      <select
        className={styles.select}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {value === '' ? <option value="">{t('check.device.default')}</option> : null}
        {devices.map((device, index) => (
          <option key={device.deviceId} value={device.deviceId}>
            {device.label || t('check.device.unnamed', { kind: kindName, index: index + 1 })}
          </option>
        ))}
      </select>
    </label>
  );
}
