import { eq } from 'drizzle-orm';
import { listTokenPackagesResponse, type TokenPackage } from '@basalt/contracts';
import { purchases } from '../../platform/db/schema';
import type { TestApp } from '../../test/test-app';

export async function packageNamed(t: TestApp, label: string): Promise<TokenPackage> {
  const { packages } = listTokenPackagesResponse.parse((await t.app.inject('/api/token-packages')).json());
  const found = packages.find((p) => p.label === label);
  if (!found) throw new Error(`no package ${label}`);
  return found;
}

export async function balanceOf(t: TestApp, cookie: string): Promise<number> {
  const response = await t.app.inject({ url: '/api/tokens/balance', headers: { cookie } });
  return (response.json() as { balance: number }).balance;
}

export async function purchasesOf(t: TestApp, userId: string) {
  return t.database.db.select().from(purchases).where(eq(purchases.userId, userId));
}

export function startCheckout(t: TestApp, cookie: string, body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/checkout-sessions', headers: { cookie }, payload: body });
}
