import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { bearer, type Login, loginByApi } from '../../support/accounts';
import { E2E } from '../../support/addresses';

// The purchase specs' own helpers (issue 9): seeded counselors (counselor01…24 / demo1234!) have
// products and hours, which a dev counselor has not; each spec file takes counselors of its own
// so files running side by side never buy the same counselor's time.

export type SeededCounselor = {
  login: Login;
  counselorId: number;
  products: {
    id: number;
    name: string;
    price: number;
    counselingType: string;
    durationMinutes: number | null;
  }[];
};

export async function seededCounselor(
  request: APIRequestContext,
  username: string,
  status?: 'ON' | 'OFF' | 'BUSY',
): Promise<SeededCounselor> {
  const login = await loginByApi(request, username, 'demo1234!');
  const profile = await request.get(`${E2E.api}/api/client/counselor`, { headers: bearer(login) });
  expect(profile.status()).toBe(200);
  const { id } = (await profile.json()) as { id: number };
  if (status) {
    const changed = await request.patch(`${E2E.api}/api/client/counselor/status`, {
      headers: bearer(login),
      data: { status },
    });
    expect(changed.status()).toBe(200);
  }
  const products = await request.get(`${E2E.api}/api/public/counselors/${id}/products`);
  expect(products.status()).toBe(200);
  return { login, counselorId: id, products: await products.json() };
}

/** Ticks 전체 동의 (all three required agreements). */
export async function agreeToAll(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: '전체 동의' }).check();
  for (const box of await page.getByRole('checkbox').all()) await expect(box).toBeChecked();
}

/** On the api-served sandbox checkout: the approve button reads '<amount> 결제하기'. */
export async function approveInSandbox(page: Page, amountText: string): Promise<void> {
  await expect(page).toHaveURL(/\/api\/public\/payments\/sandbox\/checkout\//);
  await expect(page.getByRole('heading', { name: '테스트 결제' })).toBeVisible();
  await page.getByRole('button', { name: `${amountText} 결제하기` }).click();
}

export async function orderOf(request: APIRequestContext, login: Login, orderId: string) {
  const response = await request.get(`${E2E.api}/api/client/orders/${orderId}`, {
    headers: bearer(login),
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as { status: string; sessionId: number | null; amount: number };
}
