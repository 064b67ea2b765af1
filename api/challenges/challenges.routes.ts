import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { requirePermission, requireUser, requireVerifiedMember } from "../access/auth-middleware";
import { challengeBody, challengeEntryBody, challengeList, challengeMine, challenge as challengeSchema } from "../contract/challenges";
import { CHALLENGES_TAG, challengeTag, memberTag, recipeTag } from "../contract/cache-tags";
import { apiPaths } from "../contract/paths";
import { slugParam } from "../contract/slug-param";
import { recordId } from "../http/address-params";
import { type ApiBindings, createRouter } from "../http/bindings";
import { tagAnswer } from "../http/cache-tags";
import { ApiError } from "../http/errors";
import { forbidden, invalid, json, jsonBody, notFound as notFoundAs, unauthorized } from "../http/openapi-responses";
import { translate } from "../i18n/messages";
import {
  catalogueIds,
  challengeMineOf,
  challengeSlug,
  createChallenge,
  enterChallenge,
  findChallengeRow,
  listChallenges,
  presentChallenge,
  voteForEntry,
} from "./challenge-queries";

/** Challenges (issue 34, decision 109): anyone reads them; members enter and vote in their windows; hosts and admins set them. */
const notFound = notFoundAs("No such challenge");
const said = z.object({ message: z.string() });
const challengeParam = z.object({ challenge: slugParam });

const listRoute = createRoute({
  method: "get",
  path: apiPaths.challenges,
  summary: "The latest challenges: open for entries first, then voting, coming and finished",
  responses: { 200: json(challengeList, "Challenges") },
});

const challengeRoute = createRoute({
  method: "get",
  path: apiPaths.challenge,
  summary: "A challenge by slug with its entries; votes and places only once voting has closed (the leaderboard)",
  request: { params: challengeParam },
  responses: { 200: json(challengeSchema, "Challenge"), 404: notFound, 422: invalid() },
});

const mineRoute = createRoute({
  method: "get",
  path: apiPaths.challengeMine,
  summary: "The caller's entries and votes in a challenge, and their recipes and cooksnaps they could enter (with what each lacks)",
  request: { params: challengeParam },
  responses: { 200: json(challengeMine, "Mine"), 401: unauthorized, 404: notFound, 422: invalid() },
});

const createChallengeRoute = createRoute({
  method: "post",
  path: apiPaths.challenges,
  summary: "Sets a challenge in both languages (hosts and admins); the voting-opened and results effects wait in the outbox for their moments",
  request: { body: jsonBody(challengeBody) },
  responses: {
    201: json(z.object({ data: challengeSchema, message: z.string() }), "Published"),
    401: unauthorized,
    403: forbidden("Neither a host nor an admin"),
    422: invalid("A text out of bounds, windows out of order, an ingredient or tag not in the catalogue, or a title whose slug another challenge has"),
  },
});

const enterRoute = createRoute({
  method: "post",
  path: apiPaths.challengeEntries,
  summary: "Enters one of the caller's published recipes or cooksnaps while entries are open; it must have what the challenge requires",
  request: { params: challengeParam, body: jsonBody(challengeEntryBody) },
  responses: {
    201: json(z.object({ data: z.object({ id: z.number().int() }), message: z.string() }), "Entered"),
    401: unauthorized,
    403: forbidden("E-mail not verified"),
    404: notFound,
    409: json(said, "Entries are not open, or already entered, or the member's entries are all made"),
    422: invalid("Not the caller's published recipe or cooksnap, or it lacks what the challenge requires"),
  },
});

const voteRoute = createRoute({
  method: "post",
  path: apiPaths.challengeVotes,
  summary: "One vote for another member's entry while voting is open",
  request: { params: z.object({ challenge: slugParam, entry: recordId }) },
  responses: {
    201: json(said, "Voted"),
    401: unauthorized,
    404: notFound,
    409: json(said, "Voting is not open, or already voted"),
    422: invalid("The caller's own entry"),
  },
});

async function challengeRowOf(c: Context<ApiBindings>, slug: string) {
  const row = await findChallengeRow(c.var.db, slug);
  if (!row) throw new ApiError(404, "challenges.not_found");
  return row;
}

export const challengesRouter = createRouter()
  .openapi(listRoute, async (c) => {
    const data = await listChallenges(c.var.db, c.var.locale, c.var.env.MEDIA_BASE_URL);
    tagAnswer(c, [CHALLENGES_TAG, ...data.flatMap((item) => [challengeTag(item.id), memberTag(item.host.id)])]);
    return c.json({ data }, 200);
  })
  .openapi(challengeRoute, async (c) => {
    const row = await challengeRowOf(c, c.req.valid("param").challenge);
    const answer = await presentChallenge(c.var.db, row, c.var.locale, c.var.env.MEDIA_BASE_URL);
    tagAnswer(c, [challengeTag(answer.id), memberTag(answer.host.id), ...answer.entries.flatMap((entry) => [memberTag(entry.user.id), recipeTag(entry.recipe.id)])]);
    return c.json(answer, 200);
  })
  .openapi(mineRoute, async (c) => {
    const user = requireUser(c);
    const row = await challengeRowOf(c, c.req.valid("param").challenge);
    return c.json(await challengeMineOf(c.var.db, row.challenge, user.id, c.var.locale), 200);
  })
  .openapi(createChallengeRoute, async (c) => {
    const user = requirePermission(c, "create:challenge");
    const input = c.req.valid("json");
    const required = await catalogueIds(c.var.db, input);
    if (required.missing) {
      const message = translate(c.var.locale, "challenges.catalogue_missing", { slug: required.missing.slug });
      return c.json({ message, errors: { [required.missing.field]: [message] } }, 422);
    }
    const slug = challengeSlug(input.title_es);
    const id = slug === "" ? undefined : await createChallenge(c.var.db, user.id, slug, input, required);
    if (id === undefined) {
      const message = translate(c.var.locale, "challenges.slug_taken");
      return c.json({ message, errors: { title_es: [message] } }, 422);
    }
    c.var.services.outbox.nudge(c.var.db);
    const row = await challengeRowOf(c, slug);
    const data = await presentChallenge(c.var.db, row, c.var.locale, c.var.env.MEDIA_BASE_URL);
    return c.json({ data, message: translate(c.var.locale, "challenges.created") }, 201);
  })
  .openapi(enterRoute, async (c) => {
    const user = requireVerifiedMember(c);
    const row = await challengeRowOf(c, c.req.valid("param").challenge);
    const input = c.req.valid("json");
    const outcome = await enterChallenge(c.var.db, row.challenge, user.id, input, c.var.locale);
    const field = "recipe_id" in input ? "recipe_id" : "cooksnap_id";
    if ("missing" in outcome) {
      const message = translate(c.var.locale, "challenges.missing", { missing: outcome.missing.join(", ") });
      return c.json({ message, errors: { [field]: [message] } }, 422);
    }
    if ("refused" in outcome) {
      if (outcome.refused === "not_yours") {
        const message = translate(c.var.locale, "challenges.not_yours");
        return c.json({ message, errors: { [field]: [message] } }, 422);
      }
      return c.json({ message: translate(c.var.locale, `challenges.${outcome.refused}`, { max: row.challenge.maxEntriesPerMember }) }, 409);
    }
    return c.json({ data: { id: outcome.entered }, message: translate(c.var.locale, "challenges.entered") }, 201);
  })
  .openapi(voteRoute, async (c) => {
    const user = requireUser(c);
    const { challenge, entry } = c.req.valid("param");
    const row = await challengeRowOf(c, challenge);
    const outcome = await voteForEntry(c.var.db, row.challenge.id, entry, user.id);
    if (outcome === "entry_not_found") throw new ApiError(404, "challenges.entry_not_found");
    if (outcome === "own_entry") {
      const message = translate(c.var.locale, "challenges.own_entry");
      return c.json({ message, errors: { entry: [message] } }, 422);
    }
    if (outcome !== "voted") return c.json({ message: translate(c.var.locale, `challenges.${outcome}`) }, 409);
    return c.json({ message: translate(c.var.locale, "challenges.voted") }, 201);
  });
