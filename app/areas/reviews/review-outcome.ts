import type { SubmissionResult } from "@conform-to/react";

type ReviewIntent = "create" | "update" | "delete";

/** What a review form did, said back in the page's language (a notice; without JavaScript, `?review=` after the redirect). */
const reviewOutcomes = ["published", "updated", "deleted"] as const;
export type ReviewOutcome = (typeof reviewOutcomes)[number];
export const reviewOutcomeParameter = "review";

/** The outcome an address carries, if it is one. */
export function reviewOutcomeOf(search: URLSearchParams): ReviewOutcome | undefined {
  const value = search.get(reviewOutcomeParameter);
  return reviewOutcomes.find((outcome) => outcome === value);
}

/** What the recipe page's action answers a review form (with JavaScript; without, a redirect on success). */
export interface ReviewAnswer {
  intent: ReviewIntent | null;
  result?: SubmissionResult<string[]>;
  /** What was done, in the page's language. */
  message?: string | null;
  /** A refusal not tied to a field (delete). */
  error?: string | null;
}
