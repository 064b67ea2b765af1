import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { messageResponse } from "../contract/auth";
import { dataEnvelope, pageEnvelope, validationErrorBody } from "../contract/envelopes";
import { INGREDIENT_MATCHES, MAX_PAGE, PANTRY_MAX_ITEMS, PANTRY_RECIPES_PER_PAGE, SEARCH_SLUG_MAX_LENGTH } from "../contract/limits";
import {
  ingredientRef,
  ingredientSearchQuery,
  kitchenSettings,
  kitchenSettingsBody,
  pantry,
  pantryAmountBody,
  pantryItem,
  pantryItemBody,
  pantryRecipeMatch,
  pantrySettingsBody,
} from "../contract/pantry";
import { readingUnitSystem, type UnitSystem } from "../contract/measures";
import { apiPaths } from "../contract/paths";
import { requireUser } from "../access/auth-middleware";
import { throttle } from "../security/throttle";
import { addressKey } from "../http/address-params";
import { type ApiBindings, createRouter } from "../http/bindings";
import { ApiError } from "../http/errors";
import { invalid, json, jsonBody, notFound, unauthorized } from "../http/openapi-responses";
import { boundedInteger, pageMeta } from "../http/search-params";
import { translate } from "../i18n/messages";
import { getCatalogue } from "../search/query/catalogue-lookup";
import { matchIngredients } from "../search/suggestions/suggestions";
import {
  assumesStaples,
  countPantryItems,
  findMakeableRecipes,
  findPantryItem,
  kitchenSettingsOf,
  listPantryItems,
  putPantryItem,
  removePantryItem,
  setAssumeStaples,
  setUnitSystem,
} from "./pantry-queries";
import { ingredientById, ingredientRefOf, presentMatch, presentPantry, stapleEntries } from "./pantry-presenter";

const ingredientParam = z.object({ ingredient: addressKey(SEARCH_SLUG_MAX_LENGTH) });
const itemAnswer = dataEnvelope(pantryItem).extend({ message: z.string() });

const ingredientSearchRoute = createRoute({
  method: "get",
  path: apiPaths.ingredientSearch,
  summary: "Catalogue ingredients for what is typed, in either language, accents folded (the pantry's picker)",
  request: { query: ingredientSearchQuery },
  responses: { 200: json(dataEnvelope(z.array(ingredientRef)), "Best matches first, at most 8"), 422: invalid("No text, or too long") },
});

const pantryRoute = createRoute({
  method: "get",
  path: apiPaths.pantry,
  summary: "The member's pantry, A to Z in their language, and whether staples count as held",
  responses: { 200: json(dataEnvelope(pantry), "The pantry"), 401: unauthorized },
});

const addItemRoute = createRoute({
  method: "post",
  path: apiPaths.pantryItems,
  summary: "Adds a catalogue ingredient (by slug) with an optional amount; adding one already held sets its amount",
  request: { body: jsonBody(pantryItemBody) },
  responses: { 201: json(itemAnswer, "Added"), 401: unauthorized, 422: invalid("Unknown ingredient, a full pantry, or a wrong amount") },
});

const updateItemRoute = createRoute({
  method: "put",
  path: apiPaths.pantryItem,
  summary: "Changes how much of an ingredient the pantry holds",
  request: { params: ingredientParam, body: jsonBody(pantryAmountBody) },
  responses: { 200: json(itemAnswer, "Changed"), 401: unauthorized, 404: notFound("Not in the pantry"), 422: invalid() },
});

const removeItemRoute = createRoute({
  method: "delete",
  path: apiPaths.pantryItem,
  summary: "Takes an ingredient out of the pantry",
  request: { params: ingredientParam },
  responses: { 200: json(messageResponse, "Removed"), 401: unauthorized, 404: notFound("Not in the pantry") },
});

const settingsRoute = createRoute({
  method: "put",
  path: apiPaths.pantrySettings,
  summary: "Whether salt, oil, water, pepper… count as held without being added",
  request: { body: jsonBody(pantrySettingsBody) },
  responses: { 200: json(dataEnvelope(pantry).extend({ message: z.string() }), "The pantry"), 401: unauthorized, 422: invalid() },
});

const recipesRoute = createRoute({
  method: "get",
  path: apiPaths.pantryRecipes,
  summary: "What can I make: published recipes ranked by the share of their catalogue ingredients the pantry holds, with what is missing",
  description:
    "Only recipes sharing at least one ingredient the member added are ranked (assumed staples alone match nearly every recipe). Order: share held, then fewest missing, rating, id. 20 a page.",
  request: { query: z.object({ page: boundedInteger(1, MAX_PAGE).default(1) }) },
  responses: { 200: json(pageEnvelope(pantryRecipeMatch), "A page of recipes"), 401: unauthorized, 422: invalid("Invalid page") },
});

const kitchenSettingsRoute = createRoute({
  method: "get",
  path: apiPaths.kitchenSettings,
  summary: "The member's units (metric, or US customary on English answers) and whether staples count as held",
  description:
    "`unit_system` is what English pages show the member (Spanish ones are metric): until they choose, English's default, US customary, and `unit_system_chosen` is false.",
  responses: { 200: json(dataEnvelope(kitchenSettings), "The settings"), 401: unauthorized },
});

const putKitchenSettingsRoute = createRoute({
  method: "put",
  path: apiPaths.kitchenSettings,
  summary: "Chooses the member's units: metric, or US customary (cups, ounces, pounds) on English pages; Spanish pages stay metric",
  request: { body: jsonBody(kitchenSettingsBody) },
  responses: { 200: json(dataEnvelope(kitchenSettings).extend({ message: z.string() }), "The settings"), 401: unauthorized, 422: invalid() },
});

// The setting is the units of English pages (Spanish ones are metric): until chosen, theirs by default.
const presentKitchenSettings = (settings: { unitSystem: UnitSystem | null; assumeStaples: boolean }) => ({
  unit_system: readingUnitSystem("en", settings.unitSystem),
  unit_system_chosen: settings.unitSystem !== null,
  assume_staples: settings.assumeStaples,
});

/** The catalogue entry behind a slug, reloading the catalogue once for one added since it was read. */
async function ingredientBySlug(c: Context<ApiBindings>, slug: string) {
  const entry = (await getCatalogue(c.var.db)).ingredientBySlug.get(slug);
  return entry ?? (await getCatalogue(c.var.db, { refresh: true })).ingredientBySlug.get(slug);
}

async function presentItem(c: Context<ApiBindings>, row: { ingredientId: number; quantity: number | null; unit: string | null; updatedAt: Date }) {
  const entry = ingredientById(await getCatalogue(c.var.db)).get(row.ingredientId)!;
  return {
    ingredient: ingredientRefOf(entry, c.var.locale),
    quantity: row.quantity,
    unit: row.unit as z.infer<typeof pantryItem>["unit"],
    updated_at: row.updatedAt.toISOString(),
  };
}

async function currentPantry(c: Context<ApiBindings>, userId: number) {
  const [rows, assumeStaples, catalogue] = await Promise.all([listPantryItems(c.var.db, userId), assumesStaples(c.var.db, userId), getCatalogue(c.var.db)]);
  return presentPantry(rows, assumeStaples, catalogue, c.var.locale);
}

export const pantryRouter = createRouter()
  .openapi(ingredientSearchRoute, async (c) => {
    const catalogue = await getCatalogue(c.var.db);
    c.header("Cache-Control", "public, max-age=300");
    return c.json({ data: matchIngredients(catalogue, c.req.valid("query").q, c.var.locale, INGREDIENT_MATCHES) }, 200);
  })
  .openapi(pantryRoute, async (c) => {
    const user = requireUser(c);
    return c.json({ data: await currentPantry(c, user.id) }, 200);
  })
  .openapi(addItemRoute, async (c) => {
    const user = requireUser(c);
    await throttle(c, "pantry", String(user.id), 120, 60);
    const body = c.req.valid("json");
    const entry = await ingredientBySlug(c, body.ingredient);
    const refuse = (key: "pantry.unknown_ingredient" | "pantry.full") => {
      const message = translate(c.var.locale, key, { max: PANTRY_MAX_ITEMS });
      return c.json({ message, errors: { ingredient: [message] } } satisfies z.infer<typeof validationErrorBody>, 422);
    };
    if (!entry) return refuse("pantry.unknown_ingredient");
    const held = await findPantryItem(c.var.db, user.id, entry.id);
    if (!held && (await countPantryItems(c.var.db, user.id)) >= PANTRY_MAX_ITEMS) return refuse("pantry.full");
    const row = await putPantryItem(c.var.db, user.id, entry.id, { quantity: body.quantity ?? null, unit: body.quantity == null ? null : (body.unit ?? "unit") });
    return c.json({ data: await presentItem(c, row), message: translate(c.var.locale, "pantry.added", { name: ingredientRefOf(entry, c.var.locale).name }) }, 201);
  })
  .openapi(updateItemRoute, async (c) => {
    const user = requireUser(c);
    const entry = await ingredientBySlug(c, c.req.valid("param").ingredient);
    if (!entry || !(await findPantryItem(c.var.db, user.id, entry.id))) throw new ApiError(404, "pantry.not_held");
    const body = c.req.valid("json");
    const row = await putPantryItem(c.var.db, user.id, entry.id, { quantity: body.quantity ?? null, unit: body.quantity == null ? null : (body.unit ?? "unit") });
    return c.json({ data: await presentItem(c, row), message: translate(c.var.locale, "pantry.changed", { name: ingredientRefOf(entry, c.var.locale).name }) }, 200);
  })
  .openapi(removeItemRoute, async (c) => {
    const user = requireUser(c);
    const entry = await ingredientBySlug(c, c.req.valid("param").ingredient);
    if (!entry || !(await removePantryItem(c.var.db, user.id, entry.id))) throw new ApiError(404, "pantry.not_held");
    return c.json({ message: translate(c.var.locale, "pantry.removed", { name: ingredientRefOf(entry, c.var.locale).name }) }, 200);
  })
  .openapi(settingsRoute, async (c) => {
    const user = requireUser(c);
    const { assume_staples } = c.req.valid("json");
    await setAssumeStaples(c.var.db, user.id, assume_staples);
    return c.json({ data: await currentPantry(c, user.id), message: translate(c.var.locale, assume_staples ? "pantry.staples_on" : "pantry.staples_off") }, 200);
  })
  .openapi(kitchenSettingsRoute, async (c) => {
    const user = requireUser(c);
    return c.json({ data: presentKitchenSettings(await kitchenSettingsOf(c.var.db, user.id)) }, 200);
  })
  .openapi(putKitchenSettingsRoute, async (c) => {
    const user = requireUser(c);
    const { unit_system } = c.req.valid("json");
    await setUnitSystem(c.var.db, user.id, unit_system);
    const message = translate(c.var.locale, unit_system === "us" ? "pantry.units_us" : "pantry.units_metric");
    return c.json({ data: presentKitchenSettings(await kitchenSettingsOf(c.var.db, user.id)), message }, 200);
  })
  .openapi(recipesRoute, async (c) => {
    const user = requireUser(c);
    const { page } = c.req.valid("query");
    const [rows, assumeStaples, catalogue] = await Promise.all([listPantryItems(c.var.db, user.id), assumesStaples(c.var.db, user.id), getCatalogue(c.var.db)]);
    const held = rows.map((row) => row.ingredientId);
    const staples = assumeStaples ? stapleEntries(catalogue).map((entry) => entry.id) : [];
    const found = await findMakeableRecipes(c.var.db, held, staples, page, PANTRY_RECIPES_PER_PAGE);
    const counted = new Set([...held, ...staples]);
    return c.json(
      {
        data: found.rows.map((match) => presentMatch(match, counted, catalogue, c.var.locale, c.var.env.MEDIA_BASE_URL)),
        meta: pageMeta(found.total, page, PANTRY_RECIPES_PER_PAGE),
      },
      200,
    );
  });
