import { type APIRequestContext, expect } from '@playwright/test';
import { bearer, loginByApi } from '../support/accounts';
import { SMOKE } from './addresses';
import { DEMO_PASSWORD } from './personas';

// The session pages (issue 10) need a session both demo accounts are parties of. The demo seed
// may hold finished ones; when it holds none, the dev api makes one (a fresh data folder per run,
// so it adds to nothing else). Either way it is finished: its room opens no camera and its
// pages show the transcript, the money and the review.

const DAY_MS = 86_400_000;
const seoulDay = (at: Date) => new Date(at.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);

type MySession = { id: number; status: string; hasReview: boolean; counselor: { id: number } };

export async function demoSessionId(request: APIRequestContext): Promise<number> {
  const user = await loginByApi(request, 'demo-user', DEMO_PASSWORD, SMOKE.api);
  const counselor = await loginByApi(request, 'demo-counselor', DEMO_PASSWORD, SMOKE.api);
  const profile = await request.get(`${SMOKE.api}/api/client/counselor`, {
    headers: bearer(counselor),
  });
  expect(profile.status()).toBe(200);
  const counselorId = ((await profile.json()) as { id: number }).id;

  const now = new Date();
  const range = new URLSearchParams({
    start: seoulDay(new Date(now.getTime() - 365 * DAY_MS)),
    end: seoulDay(now),
  });
  const mine = await request.get(`${SMOKE.api}/api/client/counseling/sessions/me?${range}`, {
    headers: bearer(user),
  });
  expect(mine.status()).toBe(200);
  const together = ((await mine.json()) as MySession[]).filter(
    (session) => session.counselor.id === counselorId && session.status === 'COMPLETED',
  );
  const seeded = together.find((session) => session.hasReview) ?? together[0];
  if (seeded) return seeded.id;

  const made = await request.post(`${SMOKE.api}/api/dev/sessions`, {
    data: {
      userId: user.user.id,
      counselorId,
      status: 'COMPLETED',
      startTime: new Date(now.getTime() - 3_600_000).toISOString(),
      type: 'VIDEO',
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  return ((await made.json()) as { id: number }).id;
}
