import { Logo, NotificationBell, renderRouterNavLink } from '@arcana/app-shell';
import { AppHeader, Stack, TopNav } from '@arcana/ui';
import { Link } from '@tanstack/react-router';
import { t } from '../../app/intl';
import { HeaderAccount } from '../auth';
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
        <Stack direction="row" align="center" gap={2}>
          <TopNav
            items={mainSections()}
            renderLink={renderRouterNavLink}
            aria-label={t('web.nav.label')}
          />
          <NotificationBell audience="USER" to="/me/notifications" />
          <HeaderAccount />
        </Stack>
      }
    />
  );
}
