import type { invoices } from '../../../db/schema/index.js';
import type { Activation } from '../activation.js';
import { placeOfSupply, type BilledTo } from './place-of-supply.js';
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
  billedTo: BilledTo;
  plan: { name: string; billingPeriod: string };
  payment: { id: string; providerPaymentId: string; amountMinor: number; currency: string };
  activation: Pick<Activation, 'start' | 'end'>;
  /** Credit for the previous plan's unused days, already taken off the payment. */
  credit?: { minor: number; note: string | null };
}

/** Everything the invoice prints, frozen now; the place of supply and the tax as placeOfSupply decides. */
export function invoiceFields(input: InvoiceInput): NewInvoice {
  const { supplier, seller, billedTo, payment } = input;
  const {
    billedState: sellerState,
    placeOfSupply: place,
    tax,
  } = placeOfSupply(supplier.state, billedTo, payment.amountMinor);
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
    placeOfSupply: place,
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
