import { CounselorGate, requireCounselor } from '@arcana/app-shell';
import { createFileRoute } from '@tanstack/react-router';
import { env } from '../../env';

// Every /counselor page needs the COUNSELOR role (SPEC §2 'auth-counselor'): a guest goes to
// /login?redirectUri=<path>; a user without the role is told where to apply.
export const Route = createFileRoute('/counselor')({
  beforeLoad: requireCounselor,
  component: () => <CounselorGate applicationHref={`${env.webOrigin}/counselor/application`} />,
});
