import type { MemberTastes } from "#api/contract/tastes";
import { type SearchState, toSlug } from "./search-url";

/** The search filters a member's tastes stand for, as the tastes answer gives them. */
export type TasteSearch = MemberTastes["search"];

/**
 * A member's search starts with their tastes (decision 075): each diet required through its tag,
 * each ingredient they leave out excluded, shown as removable chips under "Según tus gustos". The
 * view then writes `tastes=off` with whatever of them is still chosen, so every link and the form
 * carry the member's own choice and removing a chip sticks. What the request itself asks for wins:
 * an ingredient it includes or names in its words ("tarta de queso") is not excluded.
 */
export function applyTastes(state: SearchState, tastes: TasteSearch | null | undefined): { state: SearchState; fromTastes: string[] } {
  if (state.tastesOff || !tastes) return { state, fromTastes: [] };
  const words = ` ${toSlug([state.q, state.semantic].join(" ")).replace(/-/g, " ")} `;
  const named = (slug: string) => words.includes(` ${slug.replace(/-/g, " ")} `);
  const diets = tastes.include_tag_slugs.filter((slug) => !state.includeTags.includes(slug) && !state.excludeTags.includes(slug));
  const dislikes = tastes.exclude_ingredient_ids.filter((slug) => !state.includeIngredients.includes(slug) && !state.excludeIngredients.includes(slug) && !named(slug));
  if (diets.length + dislikes.length === 0) return { state, fromTastes: [] };
  return {
    state: { ...state, includeTags: [...state.includeTags, ...diets], excludeIngredients: [...state.excludeIngredients, ...dislikes], tastesOff: true },
    fromTastes: [...diets.map((slug) => `includeTags:${slug}`), ...dislikes.map((slug) => `excludeIngredients:${slug}`)],
  };
}
