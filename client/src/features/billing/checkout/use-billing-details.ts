import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { BillingDetails } from '@common/contracts/billing-details';
import { profileQuery } from '@/features/account';
import {
  billingDetailsFromProfile,
  checkedBillingDetails,
  type BillingDetailsValues,
} from './billing-details';

/**
 * The checkout's GST details: prefilled from the profile once it arrives (a GSTIN added there later shows
 * here), edited on /pricing, checked before an order is made.
 */
export function useBillingDetails() {
  const profile = useQuery(profileQuery);
  // Null until the seller edits: until then the form shows the profile's details, whenever they arrive.
  const [values, setValues] = useState<BillingDetailsValues | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [open, setOpen] = useState(false);

  const shown = values ?? billingDetailsFromProfile(profile.data);
  return {
    values: shown,
    errors,
    open,
    setOpen,
    setValues: (next: BillingDetailsValues) => setValues(next),
    /** The details to send with the order, or null (the form opened on its messages). */
    confirm(): BillingDetails | null {
      const checked = checkedBillingDetails(shown);
      setErrors(checked.errors ?? {});
      if (!checked.details) setOpen(true);
      return checked.details;
    },
  };
}
