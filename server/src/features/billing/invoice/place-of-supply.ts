import { splitGst, type GstSplit } from '@common/gst/gst-split';
import { gstinState } from '@common/gst/gstin';

/** The buyer's details an invoice is made from (stored on the order, or given for a correction). */
export interface BilledTo {
  legalName: string | null;
  gstin: string | null;
  address: string | null;
  state: string | null;
}

/**
 * Place of supply of a service to a registered person is the recipient's location (IGST Act s.12(2)(a)):
 * their GSTIN's state; to anyone else the address on record (the state given at checkout), else the
 * supplier's location (s.12(2)(b)). CGST + SGST when it is the supplier's own state, IGST otherwise.
 */
export function placeOfSupply(
  supplierState: string | null,
  billedTo: BilledTo,
  totalMinor: number,
): { billedState: string | null; placeOfSupply: string | null; tax: GstSplit } {
  const billedState =
    (billedTo.gstin ? gstinState(billedTo.gstin)?.name : undefined) ?? billedTo.state ?? null;
  const place = billedState ?? supplierState;
  const intraState = supplierState !== null && place === supplierState;
  return { billedState, placeOfSupply: place, tax: splitGst(totalMinor, intraState) };
}
