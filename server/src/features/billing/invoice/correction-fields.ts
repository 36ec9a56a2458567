import type { creditNotes } from '../../../db/schema/index.js';
import type { InvoiceRow, NewInvoice } from './invoice-fields.js';
import { placeOfSupply, type BilledTo } from './place-of-supply.js';

export type NewCreditNote = typeof creditNotes.$inferInsert;
export type CreditNoteRow = typeof creditNotes.$inferSelect;

interface Numbered {
  number: string;
  financialYear: string;
  sequence: number;
  issuedAt: Date;
}

/** A credit note cancelling `invoice` in full: the same value and tax, numbered in its own series. */
export const creditNoteFields = (invoice: InvoiceRow, numbered: Numbered, reason: string): NewCreditNote => ({
  ...numbered,
  invoiceId: invoice.id,
  userId: invoice.userId,
  reason,
  amountMinor: invoice.amountMinor,
  taxableMinor: invoice.taxableMinor,
  cgstMinor: invoice.cgstMinor,
  sgstMinor: invoice.sgstMinor,
  igstMinor: invoice.igstMinor,
  currency: invoice.currency,
});

/**
 * The invoice replacing `invoice`: the same supply (supplier, plan, period, payment, amount) to the corrected
 * buyer details, with the place of supply and tax worked out again from them.
 */
export function correctedInvoiceFields(
  invoice: InvoiceRow,
  billedTo: BilledTo,
  numbered: Numbered,
): NewInvoice {
  const { id: _id, ...same } = invoice;
  const {
    billedState,
    placeOfSupply: place,
    tax,
  } = placeOfSupply(invoice.supplierState, billedTo, invoice.amountMinor);
  return {
    ...same,
    ...numbered,
    billedBusinessName: billedTo.legalName,
    billedGstin: billedTo.gstin,
    billedAddress: billedTo.address,
    billedState,
    placeOfSupply: place,
    taxableMinor: tax.taxable,
    cgstMinor: tax.cgst,
    sgstMinor: tax.sgst,
    igstMinor: tax.igst,
    correctsInvoiceId: invoice.id,
    correctsInvoiceNumber: invoice.number,
  };
}
