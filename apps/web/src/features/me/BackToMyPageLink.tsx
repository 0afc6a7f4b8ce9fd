import { layoutOf } from '@arcana/app-shell';
import { buttonStyle, ChevronLeftIcon } from '@arcana/ui';
import { Link, useMatches } from '@tanstack/react-router';
import { t } from '../../app/intl';

/**
 * SPEC §2: content pages show a back link, to /me for user pages (every content page of the web
 * app is one). Other layouts that take a back link get none from here.
 */
export function BackToMyPageLink() {
  const matches = useMatches();
  if (layoutOf(matches) !== 'content') return null;
  return (
    <Link to="/me" className={buttonStyle({ variant: 'ghost', size: 'sm' })}>
      <ChevronLeftIcon size={20} />
      {t('web.me.backToMe')}
    </Link>
  );
}
