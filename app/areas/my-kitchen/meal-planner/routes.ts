import { page, type PageNode } from "../../../platform/routing/page-declaration";

const own = { access: "member", cache: "private", index: "noindex", analytics: "account" } as const;

/** The meal planner (§2: members only, in the user-area layout; docs/decisions/046). */
export const mealPlannerRoutes: PageNode[] = [
  page("meal-planner", "areas/my-kitchen/meal-planner/plans.tsx", {
    id: "meal-planner/plans",
    ...own,
    memberCache: true,
    nav: [{ menu: "user-area", order: 5, labelKey: "nav.mealPlanner" }],
  }),
  page("meal-planner/new", "areas/my-kitchen/meal-planner/new-plan.tsx", { id: "meal-planner/new-plan", ...own }),
  page("meal-planner/:id", "areas/my-kitchen/meal-planner/plan.tsx", { id: "meal-planner/plan", ...own }),
];
