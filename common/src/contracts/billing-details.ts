import { z } from 'zod';
import { gstinState } from '../gst/gstin';
import { gstStateNames } from '../gst/states';
import { accountMessages, gstinSchema, optionalText } from './account';

/**
 * The buyer's details a GST invoice prints, given at checkout (prefilled from the profile): legal name,
 * GSTIN (optional: without one the invoice is to an unregistered person) and billing address with state.
 * The state decides the place of supply when there is no GSTIN; with one, the GSTIN's state does.
 */
const legalNameMessage = 'Enter the legal name your GSTIN is registered to';
export const billingDetailsSchema = z
  .object({
    legalName: optionalText(120).meta({
      description: `Needed with a GSTIN: '${legalNameMessage}' otherwise`,
    }),
    gstin: gstinSchema,
    address: optionalText(300),
    state: z
      .enum(gstStateNames)
      .nullish()
      .transform((v) => v ?? null),
  })
  .superRefine((d, ctx) => {
    const registered = d.gstin ? gstinState(d.gstin) : undefined;
    if (registered && d.state && registered.name !== d.state) {
      ctx.addIssue({
        code: 'custom',
        path: ['state'],
        message: accountMessages.gstinStateMismatch(registered.name),
      });
    }
    if (d.gstin && !d.legalName) {
      ctx.addIssue({
        code: 'custom',
        path: ['legalName'],
        message: legalNameMessage,
      });
    }
  });
/** What the client sends. */
export type BillingDetailsInput = z.input<typeof billingDetailsSchema>;
/** After validation: trimmed, blanks as null, GSTIN upper-cased. */
export type BillingDetails = z.output<typeof billingDetailsSchema>;

/** POST /api/payments/{id}/invoice-correction: the corrected details (the same checks as at checkout). */
export const invoiceCorrectionRequestSchema = billingDetailsSchema;
export type InvoiceCorrectionRequest = z.input<typeof invoiceCorrectionRequestSchema>;

export const invoiceCorrectionResponseSchema = z.object({
  message: z.string(),
  data: z.object({ credit_note_number: z.string(), invoice_number: z.string() }),
});
export type InvoiceCorrectionResponse = z.infer<typeof invoiceCorrectionResponseSchema>;

export const invoiceCorrectionCodes = {
  periodOver: 'CORRECTION_PERIOD_OVER',
  nothingToCorrect: 'NOTHING_TO_CORRECT',
} as const;

export const invoiceCorrectionMessages = {
  corrected: (creditNote: string, invoice: string) =>
    `Credit note ${creditNote} cancels the old invoice; your corrected invoice is ${invoice}.`,
  periodOver: (lastDay: string) =>
    `GST allows corrections to this invoice until ${lastDay}. That date has passed, so it can no longer be corrected. For help, write to us from the Contact page.`,
  nothingToCorrect: 'These are the details already on the invoice: change what is missing or wrong.',
} as const;
