import { createFileRoute, redirect } from '@tanstack/react-router';

// The back office has no page at / (DESIGN "Runtime layout"): its home is /counselor.
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: '/counselor', replace: true });
  },
});
