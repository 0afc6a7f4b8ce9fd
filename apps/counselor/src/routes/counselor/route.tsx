import { requireCounselor } from '@arcana/app-shell';
import { createFileRoute } from '@tanstack/react-router';
import { CounselorPages } from '../../features/incoming/CounselorPages';

// Every /counselor page needs the COUNSELOR role (SPEC §2 'auth-counselor'): a guest goes to
// /login?redirectUri=<path>; a user without the role is told where to apply. The layout also
// carries the incoming-requests panel (DESIGN "Incoming requests").
export const Route = createFileRoute('/counselor')({
  beforeLoad: requireCounselor,
  component: CounselorPages,
});
