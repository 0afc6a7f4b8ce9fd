import * as styles from './office.css';

/** A save's refusal that belongs to no field, read out as it appears. */
export function FormError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p className={styles.error} role="alert">
      {message}
    </p>
  );
}
