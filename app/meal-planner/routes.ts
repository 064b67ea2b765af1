import { route, type RouteConfigEntry } from "@remix-run/route-config";

/** The meal planner (§2: members only, in the user-area layout; docs/decisions/046). */
export const mealPlannerRoutes: RouteConfigEntry[] = [
  route("meal-planner", "meal-planner/plans.tsx", { id: "meal-planner/plans" }),
  route("meal-planner/new", "meal-planner/new-plan.tsx", { id: "meal-planner/new-plan" }),
  route("meal-planner/:id", "meal-planner/plan.tsx", { id: "meal-planner/plan" }),
];
