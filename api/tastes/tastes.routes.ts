import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { requireUser } from "../access/auth-middleware";
import { dataEnvelope, validationErrorBody } from "../contract/envelopes";
import { recipeSummary } from "../contract/recipes";
import { boundedInteger } from "../http/search-params";
import { presentRecipeSummary } from "../recipes/recipe-presenter";
import { apiPaths } from "../contract/paths";
import { type MemberTastes, memberTastes, tastesBody } from "../contract/tastes";
import { type ApiBindings, createRouter } from "../http/bindings";
import { invalid, json, jsonBody, unauthorized } from "../http/openapi-responses";
import { pickText } from "../i18n/bilingual";
import { translate } from "../i18n/messages";
import { type Catalogue, getCatalogue } from "../search/query/catalogue-lookup";
import { findTastes, listRecipesForTastes, saveTastes, type StoredTastes } from "./taste-queries";

/**
 * The ingredients people most often leave out, offered as one tap each in the onboarding; any
 * catalogue ingredient is accepted.
 */
const COMMON_DISLIKES = [
  "cilantro",
  "champinon",
  "seta",
  "aceituna-negra",
  "anchoa",
  "gamba",
  "mejillon",
  "cacahuete",
  "nuez",
  "almendra",
  "berenjena",
  "pimiento-verde",
  "pepino",
  "coliflor",
  "guindilla",
  "mostaza",
  "huevo",
  "queso",
  "cebolla",
  "ajo",
];

const tastesRoute = createRoute({
  method: "get",
  path: apiPaths.tastes,
  summary: "The member's tastes (diets, ingredients left out, cuisines) and what the onboarding offers",
  responses: { 200: json(dataEnvelope(memberTastes), "The tastes"), 401: unauthorized },
});

const putTastesRoute = createRoute({
  method: "put",
  path: apiPaths.tastes,
  summary: "Saves the member's tastes; empty lists skip the onboarding",
  request: { body: jsonBody(tastesBody) },
  responses: {
    200: json(dataEnvelope(memberTastes).extend({ message: z.string() }), "Saved"),
    401: unauthorized,
    422: invalid("A slug that is not a diet, a cuisine or a catalogue ingredient, or too many"),
  },
});

const tastesRecipesRoute = createRoute({
  method: "get",
  path: apiPaths.tastesRecipes,
  summary: "The newest recipes for every one of the member's diets, without the ingredients they leave out",
  request: { query: z.object({ limit: boundedInteger(1, 24).default(4) }) },
  responses: { 200: json(dataEnvelope(z.array(recipeSummary)), "Newest first; empty before the member chose a diet"), 401: unauthorized, 422: invalid("Invalid limit") },
});

type Kind = keyof StoredTastes;

/** Each kind's entry for a slug, or undefined: diets and cuisines are categories of that type, dislikes ingredients. */
function entryOf(catalogue: Catalogue, kind: Kind, slug: string) {
  if (kind === "dislikes") return catalogue.ingredientBySlug.get(slug);
  const category = catalogue.categoryBySlug.get(slug);
  return category && category.type === (kind === "diets" ? "diet" : "cuisine") && category.parentId !== null ? category : undefined;
}

/**
 * The search filters these tastes stand for (decision 075): a diet is required through its tag, as
 * the plain-words reader maps "vegana" (a diet with no tag of its own is left to the home's strip),
 * an ingredient left out is excluded. One rule, which the search page and the home's strips read.
 */
function searchDefaults(catalogue: Catalogue, stored: StoredTastes | undefined): MemberTastes["search"] {
  return {
    include_tag_slugs: (stored?.diets ?? []).filter((slug) => entryOf(catalogue, "diets", slug) && catalogue.tagBySlug.has(slug)),
    exclude_ingredient_ids: (stored?.dislikes ?? []).filter((slug) => entryOf(catalogue, "dislikes", slug)),
  };
}

function present(catalogue: Catalogue, stored: StoredTastes | undefined, locale: "es" | "en"): MemberTastes {
  const choices = (kind: Kind, slugs: readonly string[]) =>
    slugs.flatMap((slug) => {
      const entry = entryOf(catalogue, kind, slug);
      return entry ? [{ slug, name: pickText(locale, entry.nameEs, entry.nameEn) }] : [];
    });
  const categoriesOf = (type: "diet" | "cuisine") =>
    catalogue.categories.filter((category) => category.type === type && category.parentId !== null && category.level === 1).map((category) => category.slug);
  return {
    diets: choices("diets", stored?.diets ?? []),
    dislikes: choices("dislikes", stored?.dislikes ?? []),
    cuisines: choices("cuisines", stored?.cuisines ?? []),
    onboarded: stored !== undefined,
    options: {
      diets: choices("diets", categoriesOf("diet")),
      dislikes: choices("dislikes", [...new Set([...COMMON_DISLIKES, ...(stored?.dislikes ?? [])])]),
      cuisines: choices("cuisines", categoriesOf("cuisine")),
    },
    search: searchDefaults(catalogue, stored),
  };
}

async function tastesOf(c: Context<ApiBindings>, userId: number) {
  const [catalogue, stored] = await Promise.all([getCatalogue(c.var.db), findTastes(c.var.db, userId)]);
  return present(catalogue, stored, c.var.locale);
}

export const tastesRouter = createRouter()
  .openapi(tastesRoute, async (c) => {
    const user = requireUser(c);
    return c.json({ data: await tastesOf(c, user.id) }, 200);
  })
  .openapi(putTastesRoute, async (c) => {
    const user = requireUser(c);
    const body = c.req.valid("json");
    const catalogue = await getCatalogue(c.var.db);
    const errors: Record<string, string[]> = {};
    for (const kind of ["diets", "dislikes", "cuisines"] as const) {
      const unknown = body[kind].find((slug) => !entryOf(catalogue, kind, slug));
      if (unknown !== undefined) errors[kind] = [translate(c.var.locale, `tastes.unknown_${kind}`)];
    }
    const [first] = Object.values(errors);
    if (first) return c.json({ message: first[0]!, errors } satisfies z.infer<typeof validationErrorBody>, 422);
    const unique = (slugs: string[]) => [...new Set(slugs)];
    await saveTastes(c.var.db, user.id, { diets: unique(body.diets), dislikes: unique(body.dislikes), cuisines: unique(body.cuisines) });
    const skipped = body.diets.length + body.dislikes.length + body.cuisines.length === 0;
    return c.json({ data: await tastesOf(c, user.id), message: translate(c.var.locale, skipped ? "tastes.skipped" : "tastes.saved") }, 200);
  })
  .openapi(tastesRecipesRoute, async (c) => {
    const user = requireUser(c);
    const { limit } = c.req.valid("query");
    const [catalogue, stored] = await Promise.all([getCatalogue(c.var.db), findTastes(c.var.db, user.id)]);
    const idsOf = (kind: Kind) => (stored?.[kind] ?? []).flatMap((slug) => entryOf(catalogue, kind, slug)?.id ?? []);
    const diets = idsOf("diets");
    const rows = diets.length ? await listRecipesForTastes(c.var.db, diets, idsOf("dislikes"), limit) : [];
    return c.json({ data: rows.map((row) => presentRecipeSummary(row, c.var.locale, c.var.env.MEDIA_BASE_URL)) }, 200);
  });
