import { renderRouterNavLink } from '@arcana/app-shell';
import { BottomNav } from '@arcana/ui';
import { t } from '../../app/intl';
import { mainSections } from './nav-items';

export function WebBottomNav() {
  return (
    <BottomNav
      items={mainSections()}
      renderLink={renderRouterNavLink}
      aria-label={t('web.nav.label')}
    />
  );
}
