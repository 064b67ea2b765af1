import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { requirePermission, requireVerifiedMember } from "../access/auth-middleware";
import { throttle } from "../security/throttle";
import { errorBody, dataEnvelope } from "../contract/envelopes";
import { ingredientProposal, ingredientProposalApproval, ingredientProposalBody, ingredientProposalPage, ingredientProposalRejection } from "../contract/ingredient-proposals";
import { apiPaths } from "../contract/paths";
import { recordId } from "../http/address-params";
import { type ApiBindings, createRouter } from "../http/bindings";
import { cursorQuery, cursorRecordId, decodeCursor, encodeCursor } from "../http/cursor";
import { ApiError } from "../http/errors";
import { forbidden as forbiddenAs, invalid, json, jsonBody, notFound as notFoundAs, tooManyAttempts, unauthorized, unverified } from "../http/openapi-responses";
import { translate } from "../i18n/messages";
import { approveProposal, createProposal, type Duplicate, findDuplicate, findProposal, listPendingProposals, rejectProposal } from "./ingredient-proposal-queries";

/** Proposals a member may send in an hour: a few missing ingredients per recipe, not a script. */
const PROPOSALS_PER_HOUR = 20;

const saved = dataEnvelope(ingredientProposal).extend({ message: z.string() });
const proposalParam = z.object({ proposal: recordId });
const notAdmin = forbiddenAs("Not an admin");
const notPending = notFoundAs("No such proposal, or it was already decided");

function duplicateError(duplicate: Duplicate) {
  return new ApiError(409, duplicate.kind === "catalogue" ? "ingredient_proposals.in_catalogue" : "ingredient_proposals.already_proposed", { name: duplicate.name });
}

const proposeRoute = createRoute({
  method: "post",
  path: apiPaths.ingredientProposals,
  summary: "Proposes an ingredient the catalogue lacks, as the member wrote it; an admin decides",
  request: { body: jsonBody(ingredientProposalBody) },
  responses: {
    201: json(saved, "Stored, pending"),
    401: unauthorized,
    403: unverified,
    409: json(errorBody, "Already in the catalogue, or already proposed and pending (the message names it)"),
    422: invalid(),
    429: tooManyAttempts,
  },
});

const pendingRoute = createRoute({
  method: "get",
  path: apiPaths.adminIngredientProposals,
  summary: "Pending ingredient proposals, oldest first, by cursor",
  request: { query: cursorQuery },
  responses: { 200: json(ingredientProposalPage, "A page of proposals"), 401: unauthorized, 403: notAdmin, 422: invalid() },
});

const approveRoute = createRoute({
  method: "post",
  path: apiPaths.approveIngredientProposal,
  summary: 'Adds a pending proposal to the catalogue (both names, a slug, the aisle "other")',
  request: { params: proposalParam, body: jsonBody(ingredientProposalApproval) },
  responses: { 200: json(saved, "Approved"), 401: unauthorized, 403: notAdmin, 404: notPending, 409: json(errorBody, "The catalogue has it already"), 422: invalid() },
});

const rejectRoute = createRoute({
  method: "post",
  path: apiPaths.rejectIngredientProposal,
  summary: "Turns a pending proposal down, with an optional reason",
  request: { params: proposalParam, body: jsonBody(ingredientProposalRejection) },
  responses: { 200: json(saved, "Rejected"), 401: unauthorized, 403: notAdmin, 404: notPending, 422: invalid() },
});

const decided = async (c: Context<ApiBindings>, id: number, key: "ingredient_proposals.approved" | "ingredient_proposals.rejected") => ({
  data: (await findProposal(c.var.db, id))!,
  message: translate(c.var.locale, key),
});

const router = createRouter();
// Before any validation, as the other admin calls: a visitor gets 401 and a member 403 whatever they send.
router.use(`${apiPaths.adminIngredientProposals}/*`, async (c, next) => {
  requirePermission(c, "review:ingredient-proposal");
  await next();
});

export const ingredientProposalsRouter = router
  .openapi(proposeRoute, async (c) => {
    const user = requireVerifiedMember(c);
    await throttle(c, "ingredient-proposal", String(user.id), PROPOSALS_PER_HOUR, 3600);
    const body = c.req.valid("json");
    const names = { nameEs: body.name_es, nameEn: body.name_en };
    const duplicate = await findDuplicate(c.var.db, names);
    if (duplicate) throw duplicateError(duplicate);
    const proposal = await createProposal(c.var.db, user.id, { ...names, sourceLine: body.source_line });
    // Another member's identical proposal stored between the check and the insert.
    if (!proposal) throw duplicateError((await findDuplicate(c.var.db, names)) ?? { kind: "pending", name: (body.name_es ?? body.name_en)! });
    return c.json({ data: proposal, message: translate(c.var.locale, "ingredient_proposals.created", { name: (body.name_es ?? body.name_en)! }) }, 201);
  })
  .openapi(pendingRoute, async (c) => {
    requirePermission(c, "review:ingredient-proposal");
    const { per_page: perPage, cursor } = c.req.valid("query");
    const page = await listPendingProposals(c.var.db, { perPage, afterId: decodeCursor(cursor, cursorRecordId) });
    return c.json({ data: page.rows, meta: { per_page: perPage, next_cursor: page.lastId ? encodeCursor(page.lastId) : null } }, 200);
  })
  .openapi(approveRoute, async (c) => {
    const admin = requirePermission(c, "review:ingredient-proposal");
    const id = c.req.valid("param").proposal;
    const body = c.req.valid("json");
    const proposal = await findProposal(c.var.db, id);
    if (!proposal || proposal.status !== "pending") throw new ApiError(404, "ingredient_proposals.not_found");
    const names = { nameEs: body.name_es ?? proposal.name_es ?? undefined, nameEn: body.name_en ?? proposal.name_en ?? undefined };
    const duplicate = await findDuplicate(c.var.db, names);
    if (duplicate?.kind === "catalogue") throw duplicateError(duplicate);
    if (!(await approveProposal(c.var.db, id, admin.id, { nameEs: body.name_es, nameEn: body.name_en }))) throw new ApiError(404, "ingredient_proposals.not_found");
    c.var.services.outbox.nudge(c.var.db);
    return c.json(await decided(c, id, "ingredient_proposals.approved"), 200);
  })
  .openapi(rejectRoute, async (c) => {
    const admin = requirePermission(c, "review:ingredient-proposal");
    const id = c.req.valid("param").proposal;
    if (!(await rejectProposal(c.var.db, id, admin.id, c.req.valid("json").reason))) throw new ApiError(404, "ingredient_proposals.not_found");
    c.var.services.outbox.nudge(c.var.db);
    return c.json(await decided(c, id, "ingredient_proposals.rejected"), 200);
  });
