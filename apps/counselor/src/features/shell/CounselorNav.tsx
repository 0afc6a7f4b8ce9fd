import { renderRouterNavLink } from '@arcana/app-shell';
import { BottomNav, SideNav } from '@arcana/ui';
import { t } from '../../app/intl';
import { counselorSections } from './nav-items';

export function CounselorNav() {
  return (
    <BottomNav
      items={counselorSections()}
      renderLink={renderRouterNavLink}
      aria-label={t('counselor.nav.label')}
    />
  );
}

export function CounselorSideNav() {
  return (
    <SideNav
      items={counselorSections()}
      renderLink={renderRouterNavLink}
      aria-label={t('counselor.nav.label')}
    />
  );
}
