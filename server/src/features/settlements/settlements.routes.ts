import type { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  reconcileSettingsSchema,
  settlementRefusalSchema,
  settlementSchema,
  settlementUploadQuerySchema,
} from '@common/contracts/settlements';
import { currentUser, type Guards } from '../../lib/auth.js';
import { bodyErrors, errorResponses, signedInErrors } from '../../lib/error-responses.js';
import { reportFileBody, reportFileTypes } from '../../lib/report-file.js';
import type { SettlementsService } from './settlements.service.js';

/** /api/settlements: a seller's settlement files checked against the marketplace's rate card. */
export const settlementsRoutes =
  ({ guards, settlements }: { guards: Guards; settlements: SettlementsService }): FastifyPluginAsync =>
  async (app) => {
    app.addContentTypeParser(reportFileTypes, (_req, payload, done) => done(null, payload));
    const api = app.withTypeProvider<ZodTypeProvider>();
    const signedIn = { onRequest: guards.requireUser };
    const tags = ['settlements'];
    const security = [{ bearer: [] }];
    const params = z.object({ id: z.uuid() });

    app.post<{ Querystring: z.infer<typeof settlementUploadQuerySchema> }>(
      '/settlements',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          operationId: 'uploadSettlement',
          description:
            "Reads a settlement file sent as the body (Amazon.in's settlement flat file V2, tab-separated, at most 64 MB): its settlements, dates, orders, refunds and lines it could not read. Checked only when the seller asks; no AI call.",
          consumes: reportFileTypes,
          body: reportFileBody,
          querystring: settlementUploadQuerySchema,
          response: {
            201: settlementSchema,
            422: settlementRefusalSchema.describe(
              'Not a settlement file Vikreta reads (SETTLEMENT_FILE_UNKNOWN): the message names the columns it lacks',
            ),
            ...errorResponses(400, 413, 415, ...signedInErrors, 429, 500),
          },
        },
      },
      async (req, reply) =>
        reply
          .status(201)
          .send(await settlements.upload(currentUser(req).id, req.query.name, req.body as Readable)),
    );
    api.post(
      '/settlements/:id/reconcile',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          operationId: 'reconcileSettlement',
          description:
            "Queues a check of the file (a background job; GET the settlement for its status): every order recomputed from the rate card and tax rates in force on its date, with the seller's category, packed weight, zone and threshold, the differences listed by cause with a dispute text each. 409 while another check of the seller's runs.",
          params,
          body: reconcileSettingsSchema,
          response: {
            202: settlementSchema,
            ...errorResponses(...bodyErrors, ...signedInErrors, 404, 409, 500),
          },
        },
      },
      async (req, reply) =>
        reply.status(202).send(await settlements.reconcile(currentUser(req).id, req.params.id, req.body)),
    );
    api.post(
      '/settlements/:id/cancel',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          operationId: 'cancelSettlementCheck',
          description:
            'Stops a queued or running check; nothing of it is kept. 409 when the file is not being checked.',
          params,
          response: { 200: settlementSchema, ...errorResponses(400, ...signedInErrors, 404, 409, 500) },
        },
      },
      (req) => settlements.cancel(currentUser(req).id, req.params.id),
    );
    api.get(
      '/settlements',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          operationId: 'listSettlements',
          description: "The seller's settlement files and their checks, newest first.",
          response: {
            200: z.object({ settlements: z.array(settlementSchema) }),
            ...errorResponses(...signedInErrors, 500),
          },
        },
      },
      async (req) => ({ settlements: await settlements.list(currentUser(req).id) }),
    );
    api.get(
      '/settlements/:id',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          operationId: 'getSettlement',
          description: 'One settlement file and its check.',
          params,
          response: { 200: settlementSchema, ...errorResponses(400, ...signedInErrors, 404, 500) },
        },
      },
      (req) => settlements.get(currentUser(req).id, req.params.id),
    );
    api.delete(
      '/settlements/:id',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          operationId: 'deleteSettlement',
          description: 'Removes a settlement file and its check.',
          params,
          response: {
            204: z.null().describe('Removed'),
            ...errorResponses(400, ...signedInErrors, 404, 500),
          },
        },
      },
      async (req, reply) => {
        await settlements.remove(currentUser(req).id, req.params.id);
        return reply.status(204).send(null);
      },
    );
    app.get<{ Params: z.infer<typeof params> }>(
      '/settlements/:id/disputes.csv',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          operationId: 'exportSettlementDisputes',
          description:
            'Every difference of a checked file as CSV (UTF-8 with a byte order mark), with its dispute text.',
          params,
          response: {
            200: {
              description: 'The CSV file, sent as an attachment',
              content: { 'text/csv': { schema: z.string() } },
            },
            ...errorResponses(400, ...signedInErrors, 404, 500),
          },
        },
      },
      async (req, reply) =>
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="vikreta-settlement-disputes.csv"')
          .send(await settlements.disputesCsv(currentUser(req).id, req.params.id)),
    );
  };
