import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bankLookupRequestSchema,
  bankLookupSchema,
  bankPageSchema,
  bankQuerySchema,
  coverageRequestSchema,
  coverageSchema,
  keywordImportQuerySchema,
  keywordImportSchema,
  keywordReportRefusalSchema,
} from '@common/contracts/keyword-bank';
import { currentUser, type Guards } from '../../lib/auth.js';
import { bodyErrors, errorResponses, signedInErrors } from '../../lib/error-responses.js';
import { reportFileBody, reportFileTypes } from '../../lib/report-file.js';
import type { KeywordBankService } from './keyword-bank.service.js';

/** /api/keyword-bank: a seller's own report files, their search terms and how a listing covers them. */
export const keywordBankRoutes =
  ({ guards, keywordBank }: { guards: Guards; keywordBank: KeywordBankService }): FastifyPluginAsync =>
  async (app) => {
    app.addContentTypeParser(reportFileTypes, (_req, payload, done) => done(null, payload));
    const api = app.withTypeProvider<ZodTypeProvider>();
    const signedIn = { onRequest: guards.requireUser };
    const tags = ['keyword-bank'];
    const security = [{ bearer: [] }];
    const importId = z.object({ id: z.uuid() });

    app.post<{ Querystring: z.infer<typeof keywordImportQuerySchema> }>(
      '/keyword-bank/imports',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          operationId: 'previewKeywordReport',
          description:
            'Reads a report file sent as the body (CSV, TSV or XLSX, at most 64 MB): which report it is, its dates, rows, the columns read and left, and each bad row. Kept pending until confirmed; no AI call.',
          consumes: reportFileTypes,
          body: reportFileBody,
          querystring: keywordImportQuerySchema,
          response: {
            201: keywordImportSchema,
            422: keywordReportRefusalSchema.describe(
              'Not a report Vikreta reads (KEYWORD_REPORT_UNKNOWN): the message names the columns it lacks',
            ),
            ...errorResponses(400, 413, 415, ...signedInErrors, 429, 500),
          },
        },
      },
      async (req, reply) =>
        reply
          .status(201)
          .send(await keywordBank.preview(currentUser(req).id, req.query.name, req.body as Readable)),
    );
    api.post(
      '/keyword-bank/imports/:id/confirm',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          operationId: 'confirmKeywordReport',
          description:
            'Puts a previewed file into the keyword bank; the same file a second time changes nothing.',
          params: importId,
          response: { 200: keywordImportSchema, ...errorResponses(400, ...signedInErrors, 404, 500) },
        },
      },
      (req) => keywordBank.confirm(currentUser(req).id, req.params.id),
    );
    api.get(
      '/keyword-bank/imports',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          operationId: 'listKeywordReports',
          description: 'The report files in the keyword bank, newest first.',
          response: {
            200: z.object({ imports: z.array(keywordImportSchema) }),
            ...errorResponses(...signedInErrors, 500),
          },
        },
      },
      async (req) => ({ imports: await keywordBank.imports(currentUser(req).id) }),
    );
    api.delete(
      '/keyword-bank/imports/:id',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          operationId: 'deleteKeywordReport',
          description: 'Removes one report file and its terms from the bank (or drops a preview).',
          params: importId,
          response: {
            204: z.null().describe('Removed'),
            ...errorResponses(400, ...signedInErrors, 404, 500),
          },
        },
      },
      async (req, reply) => {
        await keywordBank.deleteImport(currentUser(req).id, req.params.id);
        return reply.status(204).send(null);
      },
    );
    api.delete(
      '/keyword-bank',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          operationId: 'deleteKeywordBank',
          description: "Removes every report file and search term of the seller's keyword bank.",
          response: { 204: z.null().describe('Removed'), ...errorResponses(...signedInErrors, 500) },
        },
      },
      async (req, reply) => {
        await keywordBank.deleteAll(currentUser(req).id);
        return reply.status(204).send(null);
      },
    );
    api.get(
      '/keyword-bank/terms',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          operationId: 'listKeywordBank',
          description:
            "The seller's search terms with their measured figures, searched and sorted, a page at a time.",
          querystring: bankQuerySchema,
          response: { 200: bankPageSchema, ...errorResponses(400, ...signedInErrors, 500) },
        },
      },
      (req) => keywordBank.page(currentUser(req).id, req.query),
    );
    api.post(
      '/keyword-bank/lookup',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          operationId: 'lookUpKeywordBank',
          description: 'Measured figures for up to 50 terms, where the bank has them.',
          body: bankLookupRequestSchema,
          response: { 200: bankLookupSchema, ...errorResponses(...bodyErrors, ...signedInErrors, 500) },
        },
      },
      async (req) => ({ terms: await keywordBank.lookup(currentUser(req).id, req.body.terms) }),
    );
    api.post(
      '/keyword-bank/coverage',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          operationId: 'keywordCoverage',
          description:
            "Which of the seller's top measured terms a listing carries and where, backend search terms that add the missing ones within the byte limit, and terms that spend without selling.",
          body: coverageRequestSchema,
          response: { 200: coverageSchema, ...errorResponses(...bodyErrors, ...signedInErrors, 500) },
        },
      },
      (req) => keywordBank.coverage(currentUser(req).id, req.body),
    );
    app.get(
      '/keyword-bank/export',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          operationId: 'exportKeywordBank',
          description: 'The whole keyword bank as CSV (UTF-8 with a byte order mark).',
          response: {
            200: {
              description: 'The CSV file, sent as an attachment',
              content: { 'text/csv': { schema: z.string() } },
            },
            ...errorResponses(...signedInErrors, 500),
          },
        },
      },
      async (req, reply) => {
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="vikreta-keyword-bank.csv"')
          .send(Readable.from(keywordBank.csv(currentUser(req).id)));
      },
    );
  };
