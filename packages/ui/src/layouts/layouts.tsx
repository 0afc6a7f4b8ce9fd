import type { ReactNode } from 'react';
import { AppHeader } from '../components/AppHeader/AppHeader.tsx';
import { AppFrame, BackLinkSlot, type LayoutBaseProps, PageTitle } from './AppFrame.tsx';

// The eleven layouts of SPEC §2. Each is a few lines over AppFrame so the differences are
// visible side by side: which chrome it shows and how wide its content runs.

export interface ChromeProps extends LayoutBaseProps {
  header?: ReactNode;
  /** Mobile bottom navigation (BottomNav). */
  nav?: ReactNode;
  footer?: ReactNode;
}

export interface TitledChromeProps extends ChromeProps {
  /** Rendered as the page's <h1> at the top of main. */
  title?: ReactNode;
}

/** Main sections with bottom nav; routes without a layout use it. */
export function DefaultLayout(props: ChromeProps) {
  return <AppFrame layout="default" width="content" {...props} />;
}

/** AI tarot characters: same chrome as default. */
export function AiLayout(props: ChromeProps) {
  return <AppFrame layout="ai" width="content" {...props} />;
}

/** Counseling browsing (products, counselors, reviews). */
export function CounselingLayout(props: ChromeProps) {
  return <AppFrame layout="counseling" width="content" {...props} />;
}

/** Web-only pages: no app bottom nav, footer allowed. */
export function NoAppLayout({ nav: _nav, ...props }: ChromeProps) {
  return <AppFrame layout="no-app" width="content" {...props} />;
}

/** No chrome at all (payment, full-screen flows): only the main landmark. */
export function EmptyLayout({ children, skipLinkLabel, className }: LayoutBaseProps) {
  return (
    <AppFrame layout="empty" width="full" skipLinkLabel={skipLinkLabel} className={className}>
      {children}
    </AppFrame>
  );
}

/** Help centre: narrow reading column. */
export function HelpLayout({ title, children, ...props }: TitledChromeProps) {
  return (
    <AppFrame layout="help" width="narrow" {...props}>
      {title ? <PageTitle>{title}</PageTitle> : null}
      {children}
    </AppFrame>
  );
}

/** 마이페이지 and its sections: narrow column with bottom nav. */
export function MypageLayout({ title, children, ...props }: TitledChromeProps) {
  return (
    <AppFrame layout="mypage" width="narrow" {...props}>
      {title ? <PageTitle>{title}</PageTitle> : null}
      {children}
    </AppFrame>
  );
}

export interface ContentLayoutProps extends TitledChromeProps {
  /** SPEC §2: content pages show a back link (to /me or /counselor); the app renders it. */
  backLink?: ReactNode;
}

/** Content pages: back link at the top, then the title and a narrow column. */
export function ContentLayout({ backLink, title, children, ...props }: ContentLayoutProps) {
  return (
    <AppFrame layout="content" width="narrow" {...props}>
      {backLink ? <BackLinkSlot>{backLink}</BackLinkSlot> : null}
      {title ? <PageTitle>{title}</PageTitle> : null}
      {children}
    </AppFrame>
  );
}

export interface CounselorLayoutProps extends ChromeProps {
  /** Desktop side navigation (SideNav); on phones `nav` (BottomNav) takes over. */
  sideNav?: ReactNode;
}

/** Counselor back office: side nav on desktop, bottom nav on phones. */
export function CounselorLayout(props: CounselorLayoutProps) {
  return <AppFrame layout="counselor" width="content" {...props} />;
}

export interface SubpageLayoutProps extends LayoutBaseProps {
  /** Replaces the built-in header entirely. */
  header?: ReactNode;
  /** Back button for the built-in header (e.g. an IconButton-styled router Link). */
  backLink?: ReactNode;
  title?: ReactNode;
  /** Actions on the right of the built-in header. */
  actions?: ReactNode;
  footer?: ReactNode;
}

/** A step away from a section: back button + title header, no bottom nav. */
export function SubpageLayout({ header, backLink, title, actions, ...props }: SubpageLayoutProps) {
  return (
    <AppFrame
      layout="subpage"
      width="narrow"
      header={header ?? <AppHeader start={backLink} title={title} end={actions} />}
      {...props}
    />
  );
}

/** A section's home: large title at the top, bottom nav. */
export function SubpageHomeLayout({ title, children, ...props }: TitledChromeProps) {
  return (
    <AppFrame layout="subpage-home" width="content" {...props}>
      {title ? <PageTitle large>{title}</PageTitle> : null}
      {children}
    </AppFrame>
  );
}
