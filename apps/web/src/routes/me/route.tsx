import { requireUser } from '@arcana/app-shell';
import { createFileRoute } from '@tanstack/react-router';

// Every /me page needs a login (SPEC §2 'auth'): a guest goes to /login?redirectUri=<path>.
// Sub-pages are content pages with the back link to /me; /me itself is the mypage layout.
export const Route = createFileRoute('/me')({
  beforeLoad: requireUser,
  staticData: { layout: 'content' },
});
