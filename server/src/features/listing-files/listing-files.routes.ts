import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { errorCodes } from '@common/contracts/errors';
import {
  listingFileMarketplaces,
  listingFileRefusalSchema,
  listingFileRequestSchema,
  type ListingFileRequest,
} from '@common/contracts/listing-file';
import {
  listingFileProblems,
  listingFileReady,
  listingFileTemplates,
} from '@common/listing-files/listing-file-problems';
import type { Guards } from '../../lib/auth.js';
import { bodyErrors, errorResponses, signedInErrors } from '../../lib/error-responses.js';
import { AppError } from '../../lib/errors.js';
import { writeListingFile } from './write-listing-file.js';

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const params = z.object({ marketplace: z.enum(listingFileMarketplaces) });

/** POST /api/listing-files/{marketplace}: the file a seller uploads to the marketplace, for one product. */
export const listingFilesRoutes =
  ({ guards }: { guards: Guards }): FastifyPluginAsync =>
  async (app) => {
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
            `${errors.length} ${errors.length === 1 ? 'field does' : 'fields do'} not fit ${listingFileTemplates[marketplace].name}`,
            { problems },
          );
        }
        const file = await writeListingFile(marketplace, req.body);
        const name = `${marketplace}-listing-${req.body.sku.replace(/[^A-Za-z0-9_-]+/g, '-').slice(0, 60)}.xlsx`;
        return reply
          .type(xlsxType)
          .header('content-disposition', `attachment; filename="${name}"`)
          .send(file);
      },
    );
  };
