import { createRoute } from "@hono/zod-openapi";
import { requireVerifiedMember } from "../access/auth-middleware";
import { throttle } from "../security/throttle";
import { dataEnvelope } from "../contract/envelopes";
import { apiPaths } from "../contract/paths";
import { recipeImportDraft, recipeImportRequest } from "../contract/recipe-imports";
import { createRouter } from "../http/bindings";
import { invalid, json, jsonBody, tooManyAttempts, unauthorized, unverified } from "../http/openapi-responses";
import { type MessageKey, translate } from "../i18n/messages";
import { PageFetchError, type PageFetchFailure } from "./page-fetcher";
import { importRecipe, NotARecipePage } from "./recipe-import";

/** Outbound fetches cost the server more than a write: fewer of them a minute than reviews or follows. */
const IMPORTS_PER_MINUTE = 10;
const MAX_PAGE_MEGABYTES = 2;

const failureMessages: Record<PageFetchFailure | "not_recipe", MessageKey> = {
  address_not_allowed: "recipe_imports.address_not_allowed",
  unreachable: "recipe_imports.unreachable",
  timeout: "recipe_imports.timeout",
  too_large: "recipe_imports.too_large",
  not_html: "recipe_imports.not_recipe",
  not_recipe: "recipe_imports.not_recipe",
};

const importRoute = createRoute({
  method: "post",
  path: apiPaths.recipeImports,
  summary: "Reads a recipe page (schema.org JSON-LD, else microdata) into an editable draft; nothing is saved",
  description:
    "The server fetches the page: http and https only, public addresses only after DNS (every redirect too, at most 5), 15 s in all, at most 2 MB, HTML only. A page it cannot use answers 422 with the reason under errors.url, in the caller's language.",
  request: { body: jsonBody(recipeImportRequest) },
  responses: {
    200: json(dataEnvelope(recipeImportDraft), "The draft"),
    401: unauthorized,
    403: unverified,
    422: invalid("Not an address, an address the server may not fetch, a page that could not be read, or no recipe on it"),
    429: tooManyAttempts,
  },
});

export const recipeImportsRouter = createRouter().openapi(importRoute, async (c) => {
  const user = requireVerifiedMember(c);
  await throttle(c, "recipe-import", String(user.id), IMPORTS_PER_MINUTE, 60);
  try {
    const draft = await importRecipe(c.var.db, c.var.services.pageFetcher, c.req.valid("json").url, c.var.locale);
    return c.json({ data: draft }, 200);
  } catch (error) {
    const reason = error instanceof PageFetchError ? error.reason : error instanceof NotARecipePage ? "not_recipe" : undefined;
    if (!reason) throw error;
    const message = translate(c.var.locale, failureMessages[reason], { max: MAX_PAGE_MEGABYTES });
    return c.json({ message, errors: { url: [message] } }, 422);
  }
});
