import { splitGst } from '@common/gst/gst-split';
import { gstinState } from '@common/gst/gstin';
import type { invoices } from '../../../db/schema/index.js';
import type { Activation } from '../activation.js';
import type { Supplier } from './supplier.js';

export type NewInvoice = typeof invoices.$inferInsert;
export type InvoiceRow = typeof invoices.$inferSelect;

export interface InvoiceInput {
  number: string;
  financialYear: string;
  sequence: number;
  issuedAt: Date;
  supplier: Supplier;
  seller: {
    id: string;
    firstName: string;
    lastName: string;
    email: string;
    phone: string | null;
  };
  /** The buyer's details stored on the order at checkout. */
  billedTo: {
    legalName: string | null;
    gstin: string | null;
    address: string | null;
    state: string | null;
  };
  plan: { name: string; billingPeriod: string };
  payment: { id: string; providerPaymentId: string; amountMinor: number; currency: string };
  activation: Pick<Activation, 'start' | 'end'>;
  /** Credit for the previous plan's unused days, already taken off the payment. */
  credit?: { minor: number; note: string | null };
}

/**
 * Everything the invoice prints, frozen now. Place of supply of a service to a registered person is the
 * recipient's location (IGST Act s.12(2)(a)): their GSTIN's state; to anyone else the address on record (the
 * state given at checkout), else the supplier's location (s.12(2)(b)). CGST + SGST when it is the supplier's own
 * state, IGST otherwise.
 */
export function invoiceFields(input: InvoiceInput): NewInvoice {
  const { supplier, seller, billedTo, payment } = input;
  const sellerState = (billedTo.gstin ? gstinState(billedTo.gstin)?.name : undefined) ?? billedTo.state ?? null;
  const placeOfSupply = sellerState ?? supplier.state;
  const intraState = supplier.state !== null && placeOfSupply === supplier.state;
  const tax = splitGst(payment.amountMinor, intraState);
  return {
    paymentId: payment.id,
    userId: seller.id,
    number: input.number,
    financialYear: input.financialYear,
    sequence: input.sequence,
    supplierName: supplier.name,
    supplierAddress: supplier.address,
    supplierGstin: supplier.gstin,
    supplierState: supplier.state,
    billedName: `${seller.firstName} ${seller.lastName}`.trim(),
    billedEmail: seller.email,
    billedPhone: seller.phone,
    billedBusinessName: billedTo.legalName,
    billedGstin: billedTo.gstin,
    billedAddress: billedTo.address,
    billedState: sellerState,
    placeOfSupply,
    planName: input.plan.name,
    billingPeriod: input.plan.billingPeriod,
    periodStart: input.activation.start,
    periodEnd: input.activation.end,
    providerPaymentId: payment.providerPaymentId,
    amountMinor: tax.total,
    creditMinor: input.credit?.minor ?? 0,
    creditNote: input.credit?.note ?? null,
    sacCode: supplier.sac,
    taxableMinor: tax.taxable,
    cgstMinor: tax.cgst,
    sgstMinor: tax.sgst,
    igstMinor: tax.igst,
    currency: payment.currency,
    issuedAt: input.issuedAt,
  };
}
