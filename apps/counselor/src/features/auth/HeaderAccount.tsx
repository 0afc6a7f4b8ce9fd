import { useLogout, useSession } from '@arcana/app-shell';
import { Button, Stack, Text } from '@arcana/ui';
import { t } from '../../app/intl';

/** The counselor's name and 로그아웃 (the page reloads, and the guard sends it to /login). */
export function HeaderAccount() {
  const session = useSession();
  const { logout, isPending } = useLogout();
  if (!session.isCounselor) return null;
  return (
    <Stack direction="row" align="center" gap={2}>
      <Text as="span" size="sm" weight="semibold" truncate style={{ minWidth: 0, maxWidth: 160 }}>
        {t('counselor.auth.header.name', { name: session.user.name })}
      </Text>
      <Button variant="ghost" size="sm" loading={isPending} onClick={() => void logout()}>
        {t('counselor.auth.header.logout')}
      </Button>
    </Stack>
  );
}
