import type { z } from "@hono/zod-openapi";
import { errorBody, validationErrorBody } from "../contract/envelopes";

/**
 * The pieces of an OpenAPI route declaration every feature repeats, written once:
 * `request: { body: jsonBody(schema) }`, `responses: { 200: json(schema, "…"), 401: unauthorized, 404: notFound("…") }`.
 */

/** An OpenAPI response whose JSON body has this schema: `responses: { 200: json(schema, "…") }`. */
export const json = <T extends z.ZodType>(schema: T, description: string) => ({ description, content: { "application/json": { schema } } });

/** A required JSON request body with this schema. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({ content: { "application/json": { schema } }, required: true });

/** 401: the call needs a signed-in member. */
export const unauthorized = json(errorBody, "Not signed in");

/** 403, with what the member may not do. */
export const forbidden = (description: string) => json(errorBody, description);

/** 403 for a member whose e-mail is not verified yet, on writes that publish or notify (decision 029). */
export const unverified = forbidden("E-mail not verified");

/** 404, with what was not found. */
export const notFound = (description: string) => json(errorBody, description);

/** 422 with field errors (§5 messages). */
export const invalid = (description = "Invalid data") => json(validationErrorBody, description);

/** 429: a rate limit was reached. */
export const tooManyAttempts = json(errorBody, "Too many attempts");
