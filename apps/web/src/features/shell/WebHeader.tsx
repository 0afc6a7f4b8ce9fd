import { Logo, renderRouterNavLink } from '@arcana/app-shell';
import { AppHeader, TopNav } from '@arcana/ui';
import { Link } from '@tanstack/react-router';
import { t } from '../../app/intl';
import { mainSections } from './nav-items';

export function WebHeader() {
  return (
    <AppHeader
      start={
        <Link to="/" aria-label={t('web.header.home')}>
          <Logo />
        </Link>
      }
      end={
        <TopNav
          items={mainSections()}
          renderLink={renderRouterNavLink}
          aria-label={t('web.nav.label')}
        />
      }
    />
  );
}
