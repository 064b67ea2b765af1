/** schema.org's Recipe for a recipe page (§2 page metadata: the structured data a recipe adds to the site's two blocks). */
import type { RecipeDetail } from "#api/contract/recipes";
import { isoDuration } from "~/components/recipes/iso-duration";
import { recipeVideo } from "./recipe-video";
import { stepAnchor } from "./step-anchor";

export interface RecipeStructuredDataInput {
  recipe: RecipeDetail;
  /** Absolute URL of the recipe page, in its language, without a query string. */
  url: string;
  siteUrl: string;
  /** Absolute URL of the author's page. */
  authorUrl: string;
}

const absolute = (path: string, siteUrl: string) => new URL(path, `${siteUrl}/`).href;

function nutritionInformation(nutrition: RecipeDetail["nutrition"]) {
  const facts: [string, number | null, string][] = [
    ["calories", nutrition.calories, "kcal"],
    ["proteinContent", nutrition.protein, "g"],
    ["carbohydrateContent", nutrition.carbs, "g"],
    ["fatContent", nutrition.fat, "g"],
    ["fiberContent", nutrition.fiber, "g"],
    ["sugarContent", nutrition.sugar, "g"],
    ["sodiumContent", nutrition.sodium, "mg"],
  ];
  const known = facts.filter((fact): fact is [string, number, string] => fact[1] !== null);
  if (known.length === 0) return undefined;
  return { "@type": "NutritionInformation", ...Object.fromEntries(known.map(([property, value, unit]) => [property, `${value} ${unit}`])) };
}

/**
 * schema.org Recipe of a recipe page: ingredients as written for the recipe's own yield, steps as
 * HowToSteps linking to their anchors, nutrition per serving, a rating only once someone has rated.
 */
export function recipeStructuredData({ recipe, url, siteUrl, authorUrl }: RecipeStructuredDataInput) {
  const image = recipe.featured_image_url ? absolute(recipe.featured_image_url, siteUrl) : undefined;
  const namesOf = (type: string) => recipe.categories.filter((category) => category.type === type).map((category) => category.name);
  const courses = namesOf("course");
  const cuisines = namesOf("cuisine");
  const datePublished = recipe.published_at ?? recipe.created_at;
  const video = recipeVideo(recipe.video_url);
  const data: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "Recipe",
    name: recipe.title,
    description: recipe.description,
    ...(image ? { image: [image] } : {}),
    author: { "@type": recipe.user.is_ai_chef ? "Organization" : "Person", name: recipe.user.name, url: authorUrl },
    datePublished,
    dateModified: recipe.updated_at,
    // schema.org allows several yields: the servings the scaler uses, then the author's own words ("24 galletas").
    recipeYield: recipe.recipe_yield ? [String(recipe.servings), recipe.recipe_yield] : String(recipe.servings),
    ...(recipe.prep_time_minutes > 0 ? { prepTime: isoDuration(recipe.prep_time_minutes) } : {}),
    ...(recipe.cook_time_minutes > 0 ? { cookTime: isoDuration(recipe.cook_time_minutes) } : {}),
    totalTime: isoDuration(recipe.total_time_minutes),
    ...(courses.length > 0 ? { recipeCategory: courses.join(", ") } : {}),
    ...(cuisines.length > 0 ? { recipeCuisine: cuisines.join(", ") } : {}),
    ...(recipe.tags.length > 0 ? { keywords: recipe.tags.map((tag) => tag.name).join(", ") } : {}),
    recipeIngredient: recipe.ingredients.map((line) => line.description),
    recipeInstructions: recipe.steps.map((step) => ({
      "@type": "HowToStep",
      position: step.position,
      text: step.description,
      url: `${url}#${stepAnchor(step.position)}`,
      ...(step.image_url ? { image: absolute(step.image_url, siteUrl) } : {}),
    })),
    ...(recipe.equipment.length > 0 ? { tool: recipe.equipment.map((name) => ({ "@type": "HowToTool", name })) } : {}),
    ...(recipe.source ? { isBasedOn: { "@type": "CreativeWork", name: recipe.source.name || undefined, ...(recipe.source.url ? { url: recipe.source.url } : {}) } } : {}),
    inLanguage: recipe.text_locale,
    url,
  };
  const nutrition = nutritionInformation(recipe.nutrition);
  if (nutrition) data.nutrition = nutrition;
  if (recipe.reviews_count > 0) {
    data.aggregateRating = { "@type": "AggregateRating", ratingValue: recipe.average_rating, reviewCount: recipe.reviews_count, bestRating: 5, worstRating: 1 };
  }
  if (video) {
    data.video = {
      "@type": "VideoObject",
      name: recipe.title,
      description: recipe.description,
      ...(image ? { thumbnailUrl: [image] } : {}),
      contentUrl: video.watchUrl,
      ...(video.embedUrl ? { embedUrl: video.embedUrl } : {}),
      uploadDate: datePublished,
    };
  }
  return data;
}
