import {
  AiLayout,
  ContentLayout,
  CounselingLayout,
  CounselorLayout,
  DefaultLayout,
  EmptyLayout,
  HelpLayout,
  MypageLayout,
  NoAppLayout,
  SubpageHomeLayout,
  SubpageLayout,
} from '@arcana/ui';
import { useMatches } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { t } from '../intl/intl';
import { layoutOf, layoutTitleOf } from './layout-of';

export type AppLayoutProps = {
  children: ReactNode;
  /** The app's header (default, ai, counseling, counselor, help, mypage, content, no-app, subpage-home). */
  header?: ReactNode;
  /** Mobile bottom navigation. */
  nav?: ReactNode;
  /** Counselor layout: desktop side navigation. */
  sideNav?: ReactNode;
  footer?: ReactNode;
  /** Content and subpage layouts: the back link (SPEC §2: to /me or /counselor). */
  backLink?: ReactNode;
  /** Subpage layout: actions on the right of its header. */
  actions?: ReactNode;
  /** Overrides the deepest route's staticData.title. */
  title?: ReactNode;
};

/** Renders the ui layout that the deepest route's `staticData.layout` names (default: default). */
export function AppLayout({
  children,
  header,
  nav,
  sideNav,
  footer,
  backLink,
  actions,
  title,
}: AppLayoutProps) {
  const matches = useMatches();
  const layout = layoutOf(matches);
  const pageTitle = title ?? layoutTitleOf(matches);
  const skipLinkLabel = t('shell.skipLink');
  const chrome = { header, nav, footer, skipLinkLabel };

  switch (layout) {
    case 'default':
      return <DefaultLayout {...chrome}>{children}</DefaultLayout>;
    case 'ai':
      return <AiLayout {...chrome}>{children}</AiLayout>;
    case 'counseling':
      return <CounselingLayout {...chrome}>{children}</CounselingLayout>;
    case 'no-app':
      return <NoAppLayout {...chrome}>{children}</NoAppLayout>;
    case 'counselor':
      return (
        <CounselorLayout {...chrome} sideNav={sideNav}>
          {children}
        </CounselorLayout>
      );
    case 'empty':
      return <EmptyLayout skipLinkLabel={skipLinkLabel}>{children}</EmptyLayout>;
    case 'help':
      return (
        <HelpLayout {...chrome} title={pageTitle}>
          {children}
        </HelpLayout>
      );
    case 'mypage':
      return (
        <MypageLayout {...chrome} title={pageTitle}>
          {children}
        </MypageLayout>
      );
    case 'content':
      return (
        <ContentLayout {...chrome} title={pageTitle} backLink={backLink}>
          {children}
        </ContentLayout>
      );
    case 'subpage':
      // Its own header: back button + title (+ actions); the app header and nav stay out.
      return (
        <SubpageLayout
          skipLinkLabel={skipLinkLabel}
          title={pageTitle}
          backLink={backLink}
          actions={actions}
          footer={footer}
        >
          {children}
        </SubpageLayout>
      );
    case 'subpage-home':
      return (
        <SubpageHomeLayout {...chrome} title={pageTitle}>
          {children}
        </SubpageHomeLayout>
      );
    default:
      return layout satisfies never;
  }
}
