/** The planner's addresses (before localizing), shared by its pages and the recipe page's form. */
export const plannerPath = "/meal-planner";
export const newPlanPath = "/meal-planner/new";
export const planPath = (id: number) => `/meal-planner/${id}`;

/** Set on the recipe's address after "Añadir al plan" without JavaScript: the plan it went into. */
export const planAddedParameter = "planned";

/** Where the shopping list makes a list from a plan (its own area; it reads `plan` and `intent=from-plan`). */
export const shoppingListPath = "/user/shopping-list";
