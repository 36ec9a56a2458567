import { z } from 'zod';

/**
 * One page of a list. New lists answer `{ data, pagination }` (pageOf); the lists whose shape the product
 * specification fixes keep their own name for the items (`history`, `users`) beside the same `pagination`.
 */
export const paginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** The page asked for: 1-based, at most 100 items. */
export const pageQuery = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
};

/** `{ data: items, pagination }`: the one shape of a new paged list. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), pagination: paginationSchema });

/** The pagination of `total` items seen `limit` at a time. */
export const paginationOf = (page: number, limit: number, total: number): Pagination => ({
  page,
  limit,
  total,
  totalPages: Math.ceil(total / limit),
});
