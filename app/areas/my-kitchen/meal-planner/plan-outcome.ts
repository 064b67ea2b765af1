/** What a form of the planner did, carried in `?done=` after a post without JavaScript (the page says it). */
const planOutcomes = ["created", "saved", "added", "entrySaved", "removed", "copied", "deleted", "feedRenewed", "feedRevoked"] as const;
export type PlanOutcome = (typeof planOutcomes)[number];

export function readOutcome(searchParams: URLSearchParams): PlanOutcome | undefined {
  const value = searchParams.get("done");
  return planOutcomes.find((outcome) => outcome === value);
}
