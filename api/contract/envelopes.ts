import { z } from "zod";

/**
 * The answer shapes of the recipe API (Laravel style), shared by the API, which declares them in
 * its OpenAPI document, and the web app's client, which parses every answer with them.
 */
export const dataEnvelope = <T extends z.ZodType>(item: T) => z.object({ data: item });

export const paginationMeta = z.object({
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  next_cursor: z.string().nullable(),
});
export type PaginationMeta = z.infer<typeof paginationMeta>;

export const pageEnvelope = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), meta: paginationMeta });

export const errorBody = z.object({ message: z.string() });

export const validationErrorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
