import type { LineLocale } from "../contract/ingredient-line";
import type { RecipeImportDraft } from "../contract/recipe-imports";
import { listIngredientCatalogue } from "../catalogue/catalogue-queries";
import type { Database } from "../db/client";
import { createIngredientMatcher } from "../recipes/ingredient-parsing/ingredient-matcher";
import { recipeFromJsonLd } from "./json-ld";
import { recipeFromMicrodata } from "./microdata";
import type { PageFetcher } from "./page-fetcher";
import { recipeDraft } from "./recipe-draft";

/** A page that was read but holds no recipe a draft can be made of. */
export class NotARecipePage extends Error {}

/**
 * Reads the page behind a link a member pasted into a draft for the authoring form: schema.org
 * Recipe JSON-LD first, microdata when a page has none; ingredient lines read against the
 * catalogue. Nothing is saved.
 */
export async function importRecipe(db: Database, fetcher: PageFetcher, url: string, memberLanguage: LineLocale): Promise<RecipeImportDraft> {
  const page = await fetcher.fetchPage(url);
  const recipe = recipeFromJsonLd(page.html) ?? recipeFromMicrodata(page.html);
  if (!recipe) throw new NotARecipePage(`no schema.org Recipe on ${page.url}`);
  const matcher = createIngredientMatcher(await listIngredientCatalogue(db));
  const draft = recipeDraft({ recipe, html: page.html, pageUrl: page.url, fallbackLanguage: memberLanguage, matcher });
  if (!draft.title || (draft.ingredients.length === 0 && draft.step_sections.length === 0))
    throw new NotARecipePage(`the Recipe on ${page.url} has no title, ingredients or steps`);
  return draft;
}
