import { Button, buttonStyle, Card, Heading, Spinner, Stack, Text } from '@arcana/ui';
import { Outlet } from '@tanstack/react-router';
import { t } from '../intl/counselor-gate-messages';
import { useSession } from './session';
import { useLogout } from './session-actions';

// app-shell has no style compiler of its own: the ui pieces plus two layout values.
const screenStyle = { minHeight: '60vh', padding: 16 } as const;
const cardStyle = { width: '100%', maxWidth: 440, textAlign: 'center' } as const;

export type CounselorOnlyScreenProps = {
  /** `${VITE_WEB_ORIGIN}/counselor/application`: applying happens in the web app. */
  applicationHref: string;
};

/** SPEC §6: a logged-in user without the COUNSELOR role is told why, and where to apply. */
export function CounselorOnlyScreen({ applicationHref }: CounselorOnlyScreenProps) {
  const { logout, isPending } = useLogout();
  return (
    <Stack
      as="section"
      align="center"
      justify="center"
      style={screenStyle}
      aria-labelledby="counselor-only-title"
    >
      <Card padding="lg" style={cardStyle}>
        <Stack gap={4}>
          <Heading level={1} size="xl" id="counselor-only-title">
            {t('shell.auth.counselorOnly.title')}
          </Heading>
          <Text tone="muted">{t('shell.auth.counselorOnly.description')}</Text>
          <Stack gap={3}>
            <a
              href={applicationHref}
              className={buttonStyle({ variant: 'primary', fullWidth: true })}
            >
              {t('shell.auth.counselorOnly.apply')}
            </a>
            <Button variant="secondary" fullWidth loading={isPending} onClick={() => void logout()}>
              {t('shell.auth.counselorOnly.switchAccount')}
            </Button>
          </Stack>
        </Stack>
      </Card>
    </Stack>
  );
}

/** The /counselor layout route's component: the pages for counselors, the explanation for others. */
export function CounselorGate({ applicationHref }: CounselorOnlyScreenProps) {
  const session = useSession();
  if (session.status === 'loading') {
    return (
      <Stack align="center" justify="center" style={screenStyle}>
        <Spinner label={t('shell.loading')} />
      </Stack>
    );
  }
  if (!session.isCounselor) return <CounselorOnlyScreen applicationHref={applicationHref} />;
  return <Outlet />;
}
