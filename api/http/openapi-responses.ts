import type { z } from "@hono/zod-openapi";

/** An OpenAPI response whose JSON body has this schema: `responses: { 200: json(schema, "…") }`. */
export const json = <T extends z.ZodType>(schema: T, description: string) => ({ description, content: { "application/json": { schema } } });
