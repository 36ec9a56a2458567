import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  invoiceCorrectionRequestSchema,
  invoiceCorrectionResponseSchema,
} from '@common/contracts/billing-details';
import { currentUser, type Guards } from '../../lib/auth.js';
import { bodyErrors, errorResponses, signedInErrors } from '../../lib/error-responses.js';
import type { BillingService } from './billing.service.js';

const tags = ['billing'];
const security = [{ bearer: [] }];
const pdfFile = (what: string) => ({
  description: `The ${what} as a PDF file, sent as an attachment named after its number`,
  content: { 'application/pdf': { schema: z.string() } },
});
const params = z.object({ id: z.string().max(100) });
/** VK/2026-27/000002 → VK-2026-27-000002.pdf */
const fileName = (number: string) => `${number.replaceAll('/', '-')}.pdf`;

/** Corrected invoices and the PDFs of every invoice and credit note of the seller. */
export const billingDocumentsRoutes =
  ({ billing, guards }: { billing: BillingService; guards: Guards }): FastifyPluginAsync =>
  async (app) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const signedIn = guards.requireUser;

    api.post(
      '/payments/:id/invoice-correction',
      {
        onRequest: signedIn,
        schema: {
          tags,
          security,
          operationId: 'correctPaymentInvoice',
          description:
            "Issues a credit note cancelling the payment's invoice in force and a corrected invoice with the given buyer details; refused (409) after the period GST allows.",
          params,
          body: invoiceCorrectionRequestSchema,
          response: {
            200: invoiceCorrectionResponseSchema,
            ...errorResponses(...bodyErrors, ...signedInErrors, 404, 409, 500),
          },
        },
      },
      (req) => billing.corrections.correct(currentUser(req).id, req.params.id, req.body),
    );
    // Typed by hand: the answers are PDF files, not JSON bodies the zod provider would expect.
    app.get<{ Params: { id: string } }>(
      '/invoices/:id',
      {
        onRequest: signedIn,
        schema: {
          tags,
          security,
          operationId: 'getInvoice',
          description: "One of the caller's invoices, in force or cancelled; anyone else's is a 404.",
          params,
          response: { 200: pdfFile('invoice'), ...errorResponses(400, ...signedInErrors, 404, 500) },
        },
      },
      async (req, reply) => {
        const { pdf, number } = await billing.invoicePdfById(currentUser(req).id, req.params.id);
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${fileName(number)}"`)
          .send(pdf);
      },
    );
    app.get<{ Params: { id: string } }>(
      '/credit-notes/:id',
      {
        onRequest: signedIn,
        schema: {
          tags,
          security,
          operationId: 'getCreditNote',
          description: "One of the caller's credit notes; anyone else's is a 404.",
          params,
          response: { 200: pdfFile('credit note'), ...errorResponses(400, ...signedInErrors, 404, 500) },
        },
      },
      async (req, reply) => {
        const { pdf, number } = await billing.creditNotePdf(currentUser(req).id, req.params.id);
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${fileName(number)}"`)
          .send(pdf);
      },
    );
  };
