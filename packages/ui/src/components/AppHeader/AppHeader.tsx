import type { ReactNode } from 'react';
import * as styles from './AppHeader.css.ts';

export interface AppHeaderProps {
  /** Left slot: the logo, a back link or a menu button. */
  start?: ReactNode;
  title?: ReactNode;
  /** The heading element of the title; use 'div' when the page has its own <h1>. */
  titleAs?: 'h1' | 'div';
  /** Right slot: actions (notifications, profile) or a desktop <TopNav>. */
  end?: ReactNode;
  className?: string;
}

/** A slim sticky header that clears the device's top safe area. */
export function AppHeader({ start, title, titleAs = 'h1', end, className }: AppHeaderProps) {
  const Title = titleAs;
  return (
    <header className={[styles.header, className].filter(Boolean).join(' ')}>
      <div className={styles.bar}>
        <div className={styles.start}>{start}</div>
        {title ? <Title className={styles.title}>{title}</Title> : <span />}
        <div className={styles.end}>{end}</div>
      </div>
    </header>
  );
}
