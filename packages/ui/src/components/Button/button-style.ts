import * as styles from './Button.css.ts';

export type ButtonVariants = {
  variant?: keyof typeof styles.variant | undefined;
  size?: keyof typeof styles.size | undefined;
  fullWidth?: boolean | undefined;
};

/** The button look as a class list, so apps can style their router <Link> as a button too. */
export function buttonStyle({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
}: ButtonVariants = {}): string {
  const look = `${styles.base} ${styles.variant[variant]} ${styles.size[size]}`;
  return fullWidth ? `${look} ${styles.fullWidth}` : look;
}
