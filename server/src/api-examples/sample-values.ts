/**
 * The values several examples share, so the document tells one story: Priya Sharma of Jaipur Weaves, a Free
 * Trial seller who buys the Starter plan, and the administrator who runs the site.
 */
export const seller = {
  id: '52fa99f5-68e3-42a5-8807-a6a48b91dbbe',
  email: 'priya@jaipurweaves.in',
  firstName: 'Priya',
  lastName: 'Sharma',
} as const;

export const admin = {
  id: '802b8ba6-e31f-4fe9-b8b7-2ae597cd6c63',
  name: 'Anita Desai',
  email: 'anita@vikreta.in',
} as const;

export const planIds = {
  freeTrial: '80ad1412-3c17-4d25-8fd4-8a4a94ba4dd9',
  starter: '316c2140-ade7-45df-b96b-f41cf7ef280f',
  professional: 'cdbc5bd1-e2e0-404e-96ed-d0c7deebfb18',
  enterprise: 'f115bb30-0901-4770-9d9d-488ddab18448',
} as const;

/** Monthly calls per AI tool, keyed by tool id as the plans' `limits` are. */
export const aiToolLimits = (monthlyLimit: number, isUnlimited = false) => ({
  '1': { monthly_limit: monthlyLimit, is_unlimited: isUnlimited, tool_name: 'Keyword Research' },
  '2': { monthly_limit: monthlyLimit, is_unlimited: isUnlimited, tool_name: 'Product Research' },
  '3': { monthly_limit: monthlyLimit, is_unlimited: isUnlimited, tool_name: 'Product Optimization' },
});

export const signedUpAt = '2026-11-21T06:30:00.000Z';
export const starterPaymentId = 'cec0ee8b-3c42-4ee7-a338-e852b2ec860f';
export const starterInvoiceNumber = 'VK/2026-27/000001';

/** A seller as the back office lists them: Priya on a running Starter plan. */
export const adminUserView = {
  id: seller.id,
  first_name: seller.firstName,
  last_name: seller.lastName,
  email: seller.email,
  status: 'active',
  role: 'user',
  email_verified: true,
  plan_id: planIds.starter,
  plan_name: 'Starter',
  plan_price: 499,
  plan_currency: 'INR',
  plan_billing_period: 'month',
  plan_start_date: signedUpAt,
  plan_end_date: '2026-12-21T06:30:00.000Z',
  plan_days_left: 30,
  plan_state: 'expiring',
  subscription_plan: 'premium',
  created_at: signedUpAt,
} as const;
