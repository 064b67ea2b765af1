import { flagAnswer, type FlagInput } from "#api/contract/flags";
import { apiPath, apiPaths } from "#api/contract/paths";
import type { ApiClient } from "./client.server";

/** A member's flag on a review or a cooksnap (decision 097): 201; 403 on one's own, 404 for none, 409 for a second, 422 for a bad note. */
export function flagContent(api: ApiClient, kind: "review" | "cooksnap", id: number, input: FlagInput) {
  return api.post(apiPath(kind === "review" ? apiPaths.reviewFlags : apiPaths.cooksnapFlags, { id }), flagAnswer, input);
}
