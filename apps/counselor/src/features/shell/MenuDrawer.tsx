import { CloseIcon, iconButtonStyle } from '@arcana/ui';
import * as RadixDialog from '@radix-ui/react-dialog';
import { t } from '../../app/intl';
import { GroupedNav } from './GroupedNav';
import * as styles from './nav.css';
import { counselorNavGroups } from './nav-items';

/**
 * The phone's 전체 메뉴: every back-office screen in a drawer from the right. Loaded on first
 * open, so the login page's first visit does not carry the dialog (DESIGN "Budgets").
 */
export default function MenuDrawer({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content className={styles.drawer} aria-describedby={undefined}>
          <div className={styles.drawerHead}>
            <RadixDialog.Title className={styles.drawerTitle}>
              {t('counselor.nav.menu')}
            </RadixDialog.Title>
            <RadixDialog.Close
              className={iconButtonStyle({ variant: 'ghost' })}
              aria-label={t('counselor.nav.close')}
            >
              <CloseIcon size={22} />
            </RadixDialog.Close>
          </div>
          <nav aria-label={t('counselor.nav.all')}>
            <GroupedNav groups={counselorNavGroups()} onNavigate={() => onOpenChange(false)} />
          </nav>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
