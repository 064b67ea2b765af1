import { createRoute, z } from "@hono/zod-openapi";
import { requireUser, requireVerifiedMember } from "../access/auth-middleware";
import { throttle } from "../security/throttle";
import { messageResponse } from "../contract/auth";
import { cooksnap, cooksnapBody } from "../contract/cooksnaps";
import { cursorPage } from "../contract/community";
import { dataEnvelope } from "../contract/envelopes";
import { MEMBER_SLUG_MAX_LENGTH, SLUG_MAX_LENGTH } from "../contract/limits";
import { apiPaths } from "../contract/paths";
import { can } from "../contract/permissions";
import { visibilityOf } from "../community/profile-visibility";
import { findMemberBySlug } from "../community/profiles";
import { addressKey, recordId } from "../http/address-params";
import { createRouter } from "../http/bindings";
import { recipePostPageTags, recipePostTags, tagAnswer } from "../http/cache-tags";
import { memberActivityTag, memberTag } from "../contract/cache-tags";
import { cursorQuery } from "../http/cursor";
import { ApiError } from "../http/errors";
import { forbidden, invalid, json, jsonBody, notFound as notFoundAs, tooManyAttempts, unauthorized } from "../http/openapi-responses";
import { translate } from "../i18n/messages";
import { findOwnPhoto, photoInCooksnap } from "../photos/photo-queries";
import { findRecipeSummary } from "../recipes/recipe-queries";
import { createCooksnap, deleteCooksnap, findCooksnap, listCooksnaps, presentCooksnap } from "./cooksnap-queries";
import { recipeCooksnapPage } from "./recipe-cooksnap-pages";

/** Cooksnaps, "Lo he cocinado" (docs/decisions/055). */
const notFound = notFoundAs("No such recipe, member or cooksnap");
const recipeParam = z.object({ recipe: addressKey(SLUG_MAX_LENGTH) });
const slugParam = z.object({ slug: addressKey(MEMBER_SLUG_MAX_LENGTH) });
const cooksnapParam = z.object({ id: recordId });

const recipeCooksnapsRoute = createRoute({
  method: "get",
  path: apiPaths.recipeCooksnaps,
  summary: "A published recipe's cooksnaps (members' photos of it cooked), newest first, by cursor",
  request: { params: recipeParam, query: cursorQuery },
  responses: { 200: json(cursorPage(cooksnap), "Cooksnaps"), 404: notFound, 422: invalid() },
});

const createCooksnapRoute = createRoute({
  method: "post",
  path: apiPaths.recipeCooksnaps,
  summary: 'Posts "I cooked it": one of the member\'s own photos (from POST /api/photos) and a short comment; one per member, recipe and day',
  request: { params: recipeParam, body: jsonBody(cooksnapBody) },
  responses: {
    201: json(dataEnvelope(cooksnap).extend({ message: z.string() }), "Posted"),
    401: unauthorized,
    403: forbidden("An e-mail not verified"),
    404: notFound,
    422: invalid("Not the member's photo, a photo already in a cooksnap, or already posted of this recipe today"),
    429: tooManyAttempts,
  },
});

const memberCooksnapsRoute = createRoute({
  method: "get",
  path: apiPaths.memberCooksnaps,
  summary: "A member's cooksnaps, newest first, by cursor (none when they keep their activity to themselves)",
  request: { params: slugParam, query: cursorQuery },
  responses: { 200: json(cursorPage(cooksnap), "Cooksnaps"), 404: notFound, 422: invalid() },
});

const followedCooksnapsRoute = createRoute({
  method: "get",
  path: apiPaths.followedCooksnaps,
  summary: "Cooksnaps by the members one follows (each with the recipe cooked), newest first, by cursor: published recipes only, none from a cook who keeps their activity private",
  request: { query: cursorQuery },
  responses: { 200: json(cursorPage(cooksnap), "Cooksnaps"), 401: unauthorized, 422: invalid() },
});

const deleteCooksnapRoute = createRoute({
  method: "delete",
  path: apiPaths.cooksnap,
  summary: "Deletes a cooksnap: its author, or a moderator or admin (delete:cooksnap:any); its photo stays the member's",
  request: { params: cooksnapParam },
  responses: { 200: json(messageResponse, "Deleted"), 401: unauthorized, 403: forbidden("Neither the author nor a moderator or admin"), 404: notFound },
});

export const cooksnapsRouter = createRouter()
  .openapi(recipeCooksnapsRoute, async (c) => {
    const { cursor, per_page: perPage } = c.req.valid("query");
    const found = await recipeCooksnapPage(c.var.db, c.req.valid("param").recipe, perPage, c.var.locale, c.var.env.MEDIA_BASE_URL, cursor);
    if (!found) throw new ApiError(404, "community.recipe_not_found");
    tagAnswer(c, recipePostPageTags(found));
    return c.json(found.page, 200);
  })
  .openapi(createCooksnapRoute, async (c) => {
    const user = requireVerifiedMember(c);
    await throttle(c, "cooksnap", String(user.id), 30, 60);
    const found = await findRecipeSummary(c.var.db, c.req.valid("param").recipe);
    if (!found) throw new ApiError(404, "community.recipe_not_found");
    const input = c.req.valid("json");
    const refuse = (key: "cooksnaps.photo_not_found" | "cooksnaps.photo_taken" | "cooksnaps.once_a_day", field: string) => {
      const message = translate(c.var.locale, key);
      return c.json({ message, errors: { [field]: [message] } }, 422);
    };
    if (!(await findOwnPhoto(c.var.db, input.photo_id, user.id))) return refuse("cooksnaps.photo_not_found", "photo_id");
    if (await photoInCooksnap(c.var.db, input.photo_id)) return refuse("cooksnaps.photo_taken", "photo_id");
    const created = await createCooksnap(c.var.db, { id: user.id, name: user.name, slug: user.slug }, found.recipe, input);
    if (!created) return refuse("cooksnaps.once_a_day", "recipe");
    c.var.services.outbox.nudge(c.var.db);
    return c.json({ data: presentCooksnap(created, c.var.locale, c.var.env.MEDIA_BASE_URL), message: translate(c.var.locale, "cooksnaps.saved") }, 201);
  })
  .openapi(memberCooksnapsRoute, async (c) => {
    const member = await findMemberBySlug(c.var.db, c.req.valid("param").slug);
    const visible = member ? visibilityOf(member, c.var.user?.id) : undefined;
    if (!member || !visible?.profile) throw new ApiError(404, "community.user_not_found");
    const { cursor, per_page: perPage } = c.req.valid("query");
    // Whether their activity shows is the member's own row (member:<id>); what it lists, their activity.
    const shown = [memberTag(member.id), memberActivityTag(member.id)];
    if (!visible.activity) {
      tagAnswer(c, shown);
      return c.json({ data: [], meta: { per_page: perPage, next_cursor: null } }, 200);
    }
    const cooksnaps = await listCooksnaps(c.var.db, { userId: member.id, ownList: c.var.user?.id === member.id }, perPage, c.var.locale, c.var.env.MEDIA_BASE_URL, cursor);
    tagAnswer(c, [...shown, ...recipePostTags(cooksnaps.data)]);
    return c.json(cooksnaps, 200);
  })
  .openapi(followedCooksnapsRoute, async (c) => {
    const user = requireUser(c);
    const { cursor, per_page: perPage } = c.req.valid("query");
    return c.json(await listCooksnaps(c.var.db, { followedBy: user.id }, perPage, c.var.locale, c.var.env.MEDIA_BASE_URL, cursor), 200);
  })
  .openapi(deleteCooksnapRoute, async (c) => {
    const user = requireUser(c);
    const found = await findCooksnap(c.var.db, c.req.valid("param").id);
    if (!found) throw new ApiError(404, "cooksnaps.not_found");
    if (!can(user, "delete:cooksnap", { ownerId: found.cooksnap.userId })) throw new ApiError(403, "cooksnaps.forbidden");
    await deleteCooksnap(c.var.db, found.cooksnap.id);
    return c.json({ message: translate(c.var.locale, "cooksnaps.deleted") }, 200);
  });
