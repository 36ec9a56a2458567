import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorCodes } from '@common/contracts/errors';
import {
  bulkListingJobSchema,
  bulkListingRequestSchema,
  listingFileMarketplaces,
  listingFileRefusalSchema,
  listingFileRequestSchema,
  type ListingFileRequest,
} from '@common/contracts/listing-file';
import { listingFileProblems, listingFileReady } from '@common/listing-files/listing-file-problems';
import { listingFileTemplate } from '@common/marketplaces/registry';
import { currentUser, type Guards } from '../../lib/auth.js';
import type { BulkListingsService } from './bulk-listings.service.js';
import { bodyErrors, errorResponses, signedInErrors } from '../../lib/error-responses.js';
import { AppError } from '../../lib/errors.js';
import { writeListingFile } from './write-listing-file.js';

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const params = z.object({ marketplace: z.enum(listingFileMarketplaces) });

/** POST /api/listing-files/{marketplace}: the file a seller uploads to the marketplace, for one product. */
export const listingFilesRoutes =
  ({ guards, bulkListings }: { guards: Guards; bulkListings: BulkListingsService }): FastifyPluginAsync =>
  async (app) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const signedIn = { onRequest: guards.requireUser };
    const tags = ['listing-files'];
    const security = [{ bearer: [] }];
    const job = z.object({ id: z.uuid() });

    api.post(
      '/listing-files/bulk',
      {
        ...signedIn,
        // 500 products with their facts: larger than the 1 MB every other body gets.
        bodyLimit: 4 * 1024 * 1024,
        schema: {
          tags,
          security,
          operationId: 'startBulkListings',
          description:
            "Starts optimizing a seller's products, one metered Product Optimization call each, run by the server one at a time; a used-up quota stops the job with the plan's message.",
          body: bulkListingRequestSchema,
          response: {
            201: bulkListingJobSchema,
            ...errorResponses(...bodyErrors, ...signedInErrors, 409, 500),
          },
        },
      },
      async (req, reply) => reply.status(201).send(await bulkListings.create(currentUser(req).id, req.body)),
    );
    api.get(
      '/listing-files/bulk/:id',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          operationId: 'getBulkListings',
          description: "Where the seller's bulk upload stands, row by row; anyone else's is a 404.",
          params: job,
          response: { 200: bulkListingJobSchema, ...errorResponses(400, ...signedInErrors, 404, 500) },
        },
      },
      (req) => bulkListings.progress(currentUser(req).id, req.params.id),
    );
    api.post(
      '/listing-files/bulk/:id/resume',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          operationId: 'resumeBulkListings',
          description:
            "Runs a stopped upload's skipped products again (after the plan's limit, then an upgrade); 409 while another upload runs or when it did not stop.",
          params: job,
          response: { 200: bulkListingJobSchema, ...errorResponses(400, ...signedInErrors, 404, 409, 500) },
        },
      },
      (req) => bulkListings.resume(currentUser(req).id, req.params.id),
    );
    app.get<{ Params: z.infer<typeof job> }>(
      '/listing-files/bulk/:id/file',
      {
        ...signedIn,
        schema: {
          tags,
          security,
          operationId: 'getBulkListingFile',
          description:
            "The marketplace's listing file with every finished product that fits it; the header X-Unfit-Lines names the lines left out (fix them one by one).",
          params: job,
          response: {
            200: {
              description: 'The listing file, sent as an attachment',
              content: { [xlsxType]: { schema: z.string() } },
            },
            ...errorResponses(400, ...signedInErrors, 404, 409, 500),
          },
        },
      },
      async (req, reply) => {
        const { marketplace, file, unfit } = await bulkListings.file(currentUser(req).id, req.params.id);
        return reply
          .type(xlsxType)
          .header('content-disposition', `attachment; filename="${marketplace}-listings.xlsx"`)
          .header('x-unfit-lines', unfit.map((u) => u.line).join(','))
          .send(file);
      },
    );

    // Typed by hand: the answer is an XLSX file, not a JSON body the zod provider would expect.
    app.post<{ Params: z.infer<typeof params>; Body: ListingFileRequest }>(
      '/listing-files/:marketplace',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['listing-files'],
          security: [{ bearer: [] }],
          operationId: 'writeListingFile',
          description:
            "The marketplace's listing file (XLSX) for one product, checked first against the marketplace's rules: lengths in characters and bytes, required columns, prices. No AI call, no quota.",
          params,
          body: listingFileRequestSchema,
          response: {
            200: {
              description: 'The listing file, sent as an attachment',
              content: { [xlsxType]: { schema: z.string() } },
            },
            422: listingFileRefusalSchema.describe(
              'The listing does not fit the file (LISTING_FILE_INVALID): every problem on its field',
            ),
            ...errorResponses(...bodyErrors, ...signedInErrors, 500),
          },
        },
      },
      async (req, reply) => {
        const { marketplace } = req.params;
        const problems = listingFileProblems(marketplace, req.body);
        if (!listingFileReady(problems)) {
          const errors = problems.filter((p) => p.severity === 'error');
          throw new AppError(
            422,
            errorCodes.listingFileInvalid,
            `${errors.length} ${errors.length === 1 ? 'field does' : 'fields do'} not fit ${listingFileTemplate(marketplace).name}`,
            { problems },
          );
        }
        const file = await writeListingFile(marketplace, [req.body]);
        const name = `${marketplace}-listing-${req.body.sku.replace(/[^A-Za-z0-9_-]+/g, '-').slice(0, 60)}.xlsx`;
        return reply
          .type(xlsxType)
          .header('content-disposition', `attachment; filename="${name}"`)
          .send(file);
      },
    );
  };
