import type { ReactNode } from 'react';
import * as styles from './AppFrame.css.ts';

/** The eleven layouts of SPEC §2, as shown on `data-layout`. */
export type LayoutName =
  | 'ai'
  | 'content'
  | 'counseling'
  | 'counselor'
  | 'default'
  | 'empty'
  | 'help'
  | 'mypage'
  | 'no-app'
  | 'subpage'
  | 'subpage-home';

/** Slots every layout accepts. */
export interface LayoutBaseProps {
  children: ReactNode;
  /** Text of the skip link to #main, from the catalog (본문으로 건너뛰기). */
  skipLinkLabel: string;
  className?: string;
}

export interface AppFrameProps extends LayoutBaseProps {
  layout: LayoutName;
  header?: ReactNode;
  /** Mobile bottom bar (a <BottomNav>, which hides itself at ≥ lg). */
  nav?: ReactNode;
  /** Desktop side column (a <SideNav>, which hides itself below lg). */
  sideNav?: ReactNode;
  footer?: ReactNode;
  /** content: up to 1200 px; narrow: up to 720 px; full: edge to edge, no padding. */
  width?: 'content' | 'narrow' | 'full';
}

/** Header + main + bottom nav + footer; the primitive the named layouts are built from. */
export function AppFrame({
  layout,
  skipLinkLabel,
  header,
  nav,
  sideNav,
  footer,
  width = 'content',
  className,
  children,
}: AppFrameProps) {
  return (
    <div className={[styles.frame, className].filter(Boolean).join(' ')} data-layout={layout}>
      <a className={styles.skipLink} href="#main">
        {skipLinkLabel}
      </a>
      {header}
      <div
        className={[
          styles.shell,
          styles.shellWidth[width],
          nav ? styles.shellWithBottomNav : styles.shellWithoutBottomNav,
          sideNav ? styles.shellWithSideNav : '',
        ]
          .join(' ')
          .trimEnd()}
      >
        {sideNav}
        <main
          id="main"
          tabIndex={-1}
          className={width === 'full' ? styles.main : `${styles.main} ${styles.mainPadded}`}
        >
          {children}
        </main>
      </div>
      {footer}
      {nav}
    </div>
  );
}

/** The back link above a content page's body (SPEC §2: to /me or /counselor). */
export function BackLinkSlot({ children }: { children: ReactNode }) {
  return <div className={styles.backLink}>{children}</div>;
}

/** A page title at the top of main, for layouts that take `title`. */
export function PageTitle({ children, large }: { children: ReactNode; large?: boolean }) {
  return <h1 className={large ? styles.homeTitle : styles.pageTitle}>{children}</h1>;
}
