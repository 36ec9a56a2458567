import { expect, type APIRequestContext } from '@playwright/test';
import { e2eAdmin } from '../../playwright.config';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Puts the seller on the named plan as an admin would, through the API. */
export async function moveToPlan(request: APIRequestContext, sellerToken: string, planName: string) {
  const me = (await (await request.get('/api/auth/user', { headers: bearer(sellerToken) })).json()) as {
    user?: { id: string };
    id?: string;
  };
  const sellerId = me.user?.id ?? me.id;
  const plans = (await (await request.get('/api/public/pricing-plans')).json()) as Array<{
    id: string;
    name: string;
  }>;
  const plan = plans.find((p) => p.name === planName);
  const login = await request.post('/api/auth/login', { data: e2eAdmin });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const assigned = await request.post(`/api/admin/users/${sellerId}/plan`, {
    headers: bearer(accessToken),
    data: { planId: plan?.id },
  });
  expect(assigned.ok(), `${planName} assigned: ${assigned.status()}`).toBe(true);
}
