import type { RecipeDetail, RecipeSummary } from "../contract/recipes";
import { pickedLocale, pickText } from "../i18n/bilingual";
import type { ApiLocale } from "../i18n/messages";
import { describeIngredientLine } from "../contract/ingredient-line";
import { memberPhotoSrcsets, photoIdOfUrl } from "../photos/photo-queries";
import type { RecipeParts, RecipeSummaryRow } from "./recipe-queries";
import { presentRemixRef, remixChanges, type RemixLineage } from "./recipe-remixes";

/** Stored media keys are site paths ("/api/media/…"); a configured media host goes in front. */
const mediaUrl = (path: string, mediaBaseUrl: string) => (path.startsWith("/") ? `${mediaBaseUrl}${path}` : path);

const round1 = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

/** A recipe's nutrition per serving as the API answers it (grams to one decimal), for the recipe page and its author's editor alike. */
export function presentNutrition(recipe: {
  calories: number | null;
  proteinGrams: number | null;
  carbsGrams: number | null;
  fatGrams: number | null;
  fiberGrams: number | null;
  sugarGrams: number | null;
  sodiumMilligrams: number | null;
  nutritionEstimated: boolean;
}) {
  return {
    calories: recipe.calories,
    protein: round1(recipe.proteinGrams),
    carbs: round1(recipe.carbsGrams),
    fat: round1(recipe.fatGrams),
    fiber: round1(recipe.fiberGrams),
    sugar: round1(recipe.sugarGrams),
    sodium: round1(recipe.sodiumMilligrams),
    estimated: recipe.nutritionEstimated,
  };
}

type RecipeRow = RecipeSummaryRow["recipe"];

function presentPicture(url: string | null, width: number | null, height: number | null, mediaBaseUrl: string) {
  if (!url || !width || !height) return null;
  return { url: mediaUrl(url, mediaBaseUrl), width, height, ...memberPhotoSrcsets(url, width, mediaBaseUrl) };
}

/** The recipe's own picture with its size, and a member photo's other sizes: what its page shows. */
const presentImage = (recipe: Pick<RecipeRow, "featuredImageUrl" | "featuredImageWidth" | "featuredImageHeight">, mediaBaseUrl: string) =>
  presentPicture(recipe.featuredImageUrl, recipe.featuredImageWidth, recipe.featuredImageHeight, mediaBaseUrl);

/**
 * What a card shows (decision 071): a member's photo of the dish where there is one — the recipe's
 * own, else its newest "Lo he cocinado" photo (migration 0027) — before a generated illustration.
 */
export function presentCardImage(
  recipe: Pick<RecipeRow, "featuredImageUrl" | "featuredImageWidth" | "featuredImageHeight" | "cooksnapPhotoUrl" | "cooksnapPhotoWidth" | "cooksnapPhotoHeight">,
  mediaBaseUrl: string,
) {
  const ownIsPhoto = recipe.featuredImageUrl !== null && photoIdOfUrl(recipe.featuredImageUrl, mediaBaseUrl) !== undefined;
  const cooksnap = presentPicture(recipe.cooksnapPhotoUrl, recipe.cooksnapPhotoWidth, recipe.cooksnapPhotoHeight, mediaBaseUrl);
  return ownIsPhoto || !cooksnap ? presentImage(recipe, mediaBaseUrl) : cooksnap;
}

export function presentRecipeSummary({ recipe, author }: RecipeSummaryRow, locale: ApiLocale, mediaBaseUrl: string): RecipeSummary {
  const imageUrl = recipe.featuredImageUrl ? mediaUrl(recipe.featuredImageUrl, mediaBaseUrl) : null;
  return {
    id: recipe.id,
    slug: recipe.slug,
    locale,
    title: pickText(locale, recipe.titleEs, recipe.titleEn),
    description: pickText(locale, recipe.descriptionEs, recipe.descriptionEn),
    featured_image_url: imageUrl,
    image: presentCardImage(recipe, mediaBaseUrl),
    user: { id: author.id, name: author.name, slug: author.slug, is_ai_chef: author.isAiChef, avatar_url: author.avatarUrl },
    servings: recipe.servings,
    total_time_minutes: recipe.totalMinutes,
    prep_time_minutes: recipe.prepMinutes,
    cook_time_minutes: recipe.cookMinutes,
    active_time_minutes: recipe.activeMinutes,
    difficulty: recipe.difficulty,
    average_rating: Math.round(recipe.averageRating * 100) / 100,
    reviews_count: recipe.reviewsCount,
    is_featured: recipe.isFeatured,
    has_video: Boolean(recipe.videoUrl),
    text_locale: pickedLocale(locale, recipe.titleEs, recipe.titleEn),
    created_at: recipe.createdAt.toISOString(),
    updated_at: recipe.updatedAt.toISOString(),
  };
}

/** The cook's notes, yield, tools and credit (decision 078), each in the asked language when it has one. */
function presentExtras(recipe: RecipeRow, locale: ApiLocale) {
  const equipment = locale === "en" ? [recipe.equipmentEn, recipe.equipmentEs] : [recipe.equipmentEs, recipe.equipmentEn];
  return {
    notes: pickText(locale, recipe.notesEs, recipe.notesEn),
    recipe_yield: pickText(locale, recipe.yieldEs, recipe.yieldEn),
    equipment: equipment[0]!.length > 0 ? equipment[0]! : equipment[1]!,
    source: recipe.sourceName || recipe.sourceUrl ? { name: recipe.sourceName, url: recipe.sourceUrl } : null,
  };
}

export function presentRecipeDetail(row: RecipeSummaryRow, parts: RecipeParts, lineage: RemixLineage, locale: ApiLocale, mediaBaseUrl: string): RecipeDetail {
  const { recipe } = row;
  // A recipe written in one language only reads in it throughout, its lines too (name, unit words
  // and note): never "60 g de mantequilla, melted", and cook mode finds the names in its steps.
  const textLocale = pickedLocale(locale, recipe.titleEs, recipe.titleEn);
  return {
    ...presentRecipeSummary(row, locale, mediaBaseUrl),
    // The page shows the author's picture; a cooksnap is shown among the cooksnaps.
    image: presentImage(recipe, mediaBaseUrl),
    text_locale: textLocale,
    published_at: recipe.publishedAt?.toISOString() ?? null,
    video_url: recipe.videoUrl,
    categories: parts.categories.map((category) => ({
      id: category.id,
      name: pickText(locale, category.nameEs, category.nameEn),
      slug: category.slug,
      type: category.type,
    })),
    tags: parts.tags.map((tag) => ({ id: tag.id, name: pickText(locale, tag.nameEs, tag.nameEn), slug: tag.slug })),
    ingredients: parts.lines.map(({ line, ingredient }) => {
      const name = ingredient ? pickText(textLocale, ingredient.nameEs, ingredient.nameEn) : "";
      const note = line.noteEs || line.noteEn ? pickText(textLocale, line.noteEs, line.noteEn) : null;
      // A member's line reads as they wrote it in its own language (or when the catalogue does not know the ingredient).
      const asWritten = line.asWritten && (!ingredient || textLocale === (recipe.language ?? textLocale)) ? line.asWritten : null;
      return {
        description: asWritten ?? describeIngredientLine({ quantity: line.quantity, unit: line.unit, name, note }, textLocale),
        quantity: line.quantity,
        unit: line.unit,
        note,
        ingredient: ingredient ? { id: ingredient.id, name, slug: ingredient.slug, synonyms: textLocale === "es" ? ingredient.synonymsEs : ingredient.synonymsEn } : null,
      };
    }),
    steps: parts.steps.map((step) => ({
      position: step.position,
      description: pickText(locale, step.descriptionEs, step.descriptionEn),
      image_url: step.imageUrl ? mediaUrl(step.imageUrl, mediaBaseUrl) : null,
      section: step.sectionEs || step.sectionEn ? pickText(locale, step.sectionEs, step.sectionEn) : null,
    })),
    nutrition: presentNutrition(recipe),
    ...presentExtras(recipe, locale),
    // Per caller: the recipes router sets it for a member; the kept answer is a visitor's.
    cooksnaps_count: recipe.cooksnapsCount,
    is_saved: false,
    remixes_count: lineage.remixesCount,
    remixes: lineage.remixes.map((remix) => presentRemixRef(remix, locale)),
    remixed_from: lineage.origin ? presentRemixRef(lineage.origin.row, locale) : null,
    remix_changes: lineage.origin ? remixChanges(lineage.origin.parts, parts, locale) : null,
  };
}
