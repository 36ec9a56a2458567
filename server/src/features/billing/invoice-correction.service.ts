import {
  invoiceCorrectionCodes,
  invoiceCorrectionMessages,
  type BillingDetails,
  type InvoiceCorrectionResponse,
} from '@common/contracts/billing-details';
import { billingMessages } from '@common/contracts/billing';
import type { AppContext } from '../../context.js';
import { AppError, notFound } from '../../lib/errors.js';
import { correctionDeadline } from './invoice/correction-deadline.js';
import { correctedInvoiceFields, creditNoteFields } from './invoice/correction-fields.js';
import { formatDate } from './invoice/format.js';
import type { InvoiceRow } from './invoice/invoice-fields.js';
import { financialYearOf, formatCreditNoteNumber, formatInvoiceNumber } from './invoice/invoice-number.js';
import { inPaymentTransaction } from './payment.repo.js';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const sameDetails = (invoice: InvoiceRow, d: BillingDetails) =>
  invoice.billedBusinessName === d.legalName &&
  invoice.billedGstin === d.gstin &&
  invoice.billedAddress === d.address &&
  (d.gstin !== null || invoice.billedState === d.state);

/**
 * A corrected invoice (docs/decisions/0010-corrected-invoices.md): in one transaction, a credit note in its
 * own series cancels the invoice in force in full, and a new invoice in the invoice series, with the corrected
 * buyer details, replaces it. Both numbers are taken in that transaction, so a failure leaves no gap. Allowed
 * until the end of 30 November after the financial year of the supply (CGST Act s.34(2)).
 */
export const invoiceCorrectionService = (ctx: AppContext) => ({
  async correct(
    userId: string,
    paymentId: string,
    details: BillingDetails,
  ): Promise<InvoiceCorrectionResponse> {
    if (!uuidPattern.test(paymentId)) throw notFound(billingMessages.invoiceNotFound);
    const now = ctx.clock.now();
    const done = await inPaymentTransaction(ctx.database.db, async (tx) => {
      await tx.lockSeller(userId);
      const found = await tx.currentInvoiceOf(userId, paymentId);
      if (!found) throw notFound(billingMessages.invoiceNotFound);
      const { invoice, suppliedAt } = found;
      const deadline = correctionDeadline(financialYearOf(suppliedAt ?? invoice.issuedAt));
      if (now.getTime() > deadline.getTime())
        throw new AppError(
          409,
          invoiceCorrectionCodes.periodOver,
          invoiceCorrectionMessages.periodOver(formatDate(deadline)),
        );
      if (sameDetails(invoice, details))
        throw new AppError(
          400,
          invoiceCorrectionCodes.nothingToCorrect,
          invoiceCorrectionMessages.nothingToCorrect,
        );
      const financialYear = financialYearOf(now);
      const noteSequence = await tx.nextCreditNoteSequence(financialYear);
      const creditNote = await tx.insertCreditNote(
        creditNoteFields(
          invoice,
          {
            number: formatCreditNoteNumber(financialYear, noteSequence),
            financialYear,
            sequence: noteSequence,
            issuedAt: now,
          },
          `Buyer's details corrected: replaced by a new invoice`,
        ),
      );
      const sequence = await tx.nextInvoiceSequence(financialYear);
      const corrected = await tx.insertInvoice(
        correctedInvoiceFields(invoice, details, {
          number: formatInvoiceNumber(financialYear, sequence),
          financialYear,
          sequence,
          issuedAt: now,
        }),
      );
      return { creditNote, corrected };
    });
    return {
      message: invoiceCorrectionMessages.corrected(done.creditNote.number, done.corrected.number),
      data: { credit_note_number: done.creditNote.number, invoice_number: done.corrected.number },
    };
  },
});
