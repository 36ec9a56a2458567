import { billingDetailsSchema, type BillingDetails } from '@common/contracts/billing-details';
import type { Profile } from '@common/contracts/account';

/** The checkout's GST details as typed (blank is none). */
export interface BillingDetailsValues {
  legalName: string;
  gstin: string;
  address: string;
  state: string;
}

/** What the checkout starts from: the profile's business name, GSTIN and state. */
export const billingDetailsFromProfile = (profile: Profile | undefined): BillingDetailsValues => ({
  legalName: profile?.businessName ?? '',
  gstin: profile?.gstin ?? '',
  address: '',
  state: profile?.state ?? '',
});

/** Checked with the server's own schema: the details to send, or the first message per field. */
export function checkedBillingDetails(
  values: BillingDetailsValues,
): { details: BillingDetails; errors: null } | { details: null; errors: Record<string, string> } {
  const parsed = billingDetailsSchema.safeParse({ ...values, state: values.state || null });
  if (parsed.success) return { details: parsed.data, errors: null };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? '')] ??= issue.message;
  return { details: null, errors };
}
