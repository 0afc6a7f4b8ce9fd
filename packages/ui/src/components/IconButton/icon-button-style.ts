import * as styles from './IconButton.css.ts';

/** The icon button look as a class list, for links and dialog closers drawn as one. */
export function iconButtonStyle({
  variant = 'ghost',
}: {
  variant?: keyof typeof styles.variant | undefined;
} = {}): string {
  return `${styles.base} ${styles.variant[variant]}`;
}
