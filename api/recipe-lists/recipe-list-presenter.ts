import { RECIPE_LIST_COVERS } from "../contract/limits";
import type { RecipeListCard, RecipeListDetail } from "../contract/recipe-lists";
import type { ApiLocale } from "../i18n/messages";
import { presentRecipeSummary } from "../recipes/recipe-presenter";
import type { RecipeSummaryRow } from "../recipes/recipe-queries";
import type { ListExtras, RecipeList } from "./recipe-list-queries";

type Owner = RecipeSummaryRow["author"];

export function presentListCard(list: RecipeList, owner: Owner, extras: ListExtras, locale: ApiLocale, mediaBaseUrl: string): RecipeListCard {
  return {
    id: list.id,
    slug: list.slug,
    name: list.name,
    description: list.description,
    is_public: list.isPublic,
    position: list.position,
    recipes_count: extras.count,
    covers: extras.covers.flatMap((row) => presentRecipeSummary(row, locale, mediaBaseUrl).image ?? []),
    owner: { id: owner.id, name: owner.name, slug: owner.slug, is_ai_chef: owner.isAiChef, avatar_url: owner.avatarUrl },
    created_at: list.createdAt.toISOString(),
    updated_at: list.updatedAt.toISOString(),
  };
}

export function presentListDetail(list: RecipeList, owner: Owner, recipes: RecipeSummaryRow[], locale: ApiLocale, mediaBaseUrl: string): RecipeListDetail {
  const summaries = recipes.map((row) => presentRecipeSummary(row, locale, mediaBaseUrl));
  const covers = recipes.filter((row) => row.recipe.featuredImageUrl).slice(0, RECIPE_LIST_COVERS);
  return { ...presentListCard(list, owner, { count: recipes.length, covers }, locale, mediaBaseUrl), recipes: summaries };
}
