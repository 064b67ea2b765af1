import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { rowsOf } from "../db/rows-of";
import { cooksnaps, recipes, reviews } from "../db/schema";
import { isPublished } from "../recipes/published";
import { findRecipeSummariesInOrder, type RecipeSummaryRow } from "../recipes/recipe-queries";

/**
 * "Popular this week" (decision 071): the published recipes most reviewed and cooked ("Lo he
 * cocinado") in the last 7 days, then, for a quiet week, the most reviewed and best rated of all
 * time, as the search's "popular" order ranks them.
 */
export async function listPopularThisWeek(db: Database, limit: number): Promise<RecipeSummaryRow[]> {
  const ids = rowsOf<{ id: number }>(
    await db.execute(sql`
      select ${recipes.id} as id
      from ${recipes}
      left join (
        select recent.recipe_id, count(*)::int as activity from (
          select ${reviews.recipeId} as recipe_id from ${reviews} where ${reviews.createdAt} > now() - interval '7 days'
          union all
          select ${cooksnaps.recipeId} as recipe_id from ${cooksnaps} where ${cooksnaps.createdAt} > now() - interval '7 days'
        ) as recent group by recent.recipe_id
      ) as week on week.recipe_id = ${recipes.id}
      where ${isPublished}
      order by coalesce(week.activity, 0) desc, ${recipes.reviewsCount} desc, ${recipes.averageRating} desc, ${recipes.id} desc
      limit ${limit}`),
  ).map((row) => Number(row.id));
  return findRecipeSummariesInOrder(db, ids);
}
