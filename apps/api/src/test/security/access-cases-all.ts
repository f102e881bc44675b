import type { AccessCase, Caller } from './access-cases.js';
import { catalogueCases } from './access-cases-catalogue.js';
import { customerCases } from './access-cases-customer.js';
import { deliveryWorkCases } from './access-cases-delivery-work.js';
import { monthlyBillCases } from './access-cases-monthly-bill.js';
import { orderCases } from './access-cases-orders.js';
import { staffAccountCases } from './access-cases-staff-account.js';
import { subscriptionWalletCases } from './access-cases-subscription-wallet.js';
import type { Owner, World } from './security-world.js';

/** Every route's access case, by `METHOD /api/path`. */
export const ACCESS_CASES: Record<string, AccessCase> = {
  ...catalogueCases,
  ...customerCases,
  ...deliveryWorkCases,
  ...orderCases,
  ...staffAccountCases,
  // Last: their first case opens a delivery area for customer A's PIN code.
  ...subscriptionWalletCases,
  // After them: the bill's first case uses customer A's subscription.
  ...monthlyBillCases,
};

/** A caller the route lets in, with its token: the admin where staff may act, else the owner. */
export async function allowedCaller(
  w: World,
  c: AccessCase,
): Promise<{ caller: Caller; owner: Owner; token?: string }> {
  const owner = c.fresh ? await w.newOwner() : w.a;
  if (c.access === 'public') return { caller: 'anonymous', owner };
  if (c.access === 'self' || c.access === 'owner-customer')
    return { caller: 'customer A', owner, token: owner.token };
  return { caller: 'admin', owner, token: w.t.auth.admin };
}
