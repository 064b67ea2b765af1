import { z } from "@hono/zod-openapi";
import { requireVerifiedMember } from "../access/auth-middleware";
import { apiPaths } from "../contract/paths";
import { findReview } from "../community/reviews";
import { findCooksnap } from "../cooksnaps/cooksnap-queries";
import { flagAndAnswer, flagRoute } from "../flags/flag-answer";
import { flagWeight, posterTrust } from "../forums/forum-trust";
import { recordId } from "../http/address-params";
import { createRouter } from "../http/bindings";
import { ApiError } from "../http/errors";

/**
 * Members flag reviews and cooksnaps as they flag forum posts (decision 097): the same body, weight
 * and answers; enough weight hides one from everyone but its author until a moderator reviews it.
 */
const idParam = z.object({ id: recordId });
const reviewFlagRoute = flagRoute(apiPaths.reviewFlags, idParam, "a review");
const cooksnapFlagRoute = flagRoute(apiPaths.cooksnapFlags, idParam, "a cooksnap");

export const contentFlagsRouter = createRouter()
  .openapi(reviewFlagRoute, async (c) => {
    const user = requireVerifiedMember(c);
    const found = await findReview(c.var.db, c.req.valid("param").id);
    if (!found) throw new ApiError(404, "community.review_not_found");
    const { review } = found;
    return flagAndAnswer(
      c,
      user,
      { kind: "review", id: review.id, threadId: null, authorId: review.userId, status: review.status },
      c.req.valid("json"),
      async () => flagWeight(await posterTrust(c.var.db, user)),
      { notFound: "community.review_not_found", own: "flags.own", already: "flags.already_flagged", done: "flags.flagged" },
    );
  })
  .openapi(cooksnapFlagRoute, async (c) => {
    const user = requireVerifiedMember(c);
    const found = await findCooksnap(c.var.db, c.req.valid("param").id);
    if (!found) throw new ApiError(404, "cooksnaps.not_found");
    const { cooksnap } = found;
    return flagAndAnswer(
      c,
      user,
      { kind: "cooksnap", id: cooksnap.id, threadId: null, authorId: cooksnap.userId, status: cooksnap.status },
      c.req.valid("json"),
      async () => flagWeight(await posterTrust(c.var.db, user)),
      { notFound: "cooksnaps.not_found", own: "flags.own", already: "flags.already_flagged", done: "flags.flagged" },
    );
  });
