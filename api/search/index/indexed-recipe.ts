import { foldAccents } from "../../contract/text";
import type { Difficulty } from "../../contract/recipes";
import type { LexemeDictionary } from "./text-index";

/** One recipe as the index holds it (recipe-index.ts reads the rows; recipe-columns.ts lays them out as columns). */
export interface IndexedRecipe {
  id: number;
  /** Epoch milliseconds; NaN while unpublished. */
  publishedAt: number;
  authorId: number;
  difficulty: Difficulty;
  activeMinutes: number;
  totalMinutes: number;
  servings: number;
  calories: number | null;
  averageRating: number;
  reviewsCount: number;
  isFeatured: boolean;
  hasVideo: boolean;
  /** With every ancestor (migration 0005). */
  categoryIds: number[];
  ingredientIds: number[];
  /** The ingredients that are the dish, not a stock or a garnish (migration 0014). */
  mainIngredientIds: number[];
  tagIds: number[];
  /** Title sort keys per language (see titleSortKey). */
  titleKeyEs: string;
  titleKeyEn: string;
  /** The search document's lexemes (LexemeDictionary ids), and those of the titles. */
  lexemes: Int32Array;
  titleLexemes: Int32Array;
}

export interface IndexRow {
  id: number;
  published_ms: number | null;
  author_id: number;
  difficulty: Difficulty;
  active_minutes: number;
  total_minutes: number;
  servings: number;
  calories: number | null;
  average_rating: number;
  reviews_count: number;
  is_featured: boolean;
  has_video: boolean;
  category_ids: number[];
  ingredient_ids: number[];
  main_ingredient_ids: number[];
  tag_ids: number[];
  title_es: string;
  title_en: string;
  lexemes: string[];
  title_lexemes: string[];
}

/**
 * Lower case without accents, so "Ají" sorts with "aji"; in Spanish ñ stays a letter of its own
 * after n ("~" sorts after every letter), as the alphabet and the collator have it.
 */
function titleSortKey(title: string, locale: "es" | "en") {
  const lower = title.toLowerCase();
  const kept = locale === "es" ? lower.replaceAll("ñ", "n~") : lower;
  return foldAccents(kept);
}

export function toIndexed(row: IndexRow, dictionary: LexemeDictionary): IndexedRecipe {
  return {
    id: row.id,
    publishedAt: row.published_ms === null ? Number.NaN : Number(row.published_ms),
    authorId: row.author_id,
    difficulty: row.difficulty,
    activeMinutes: row.active_minutes,
    totalMinutes: row.total_minutes,
    servings: row.servings,
    calories: row.calories,
    averageRating: Number(row.average_rating),
    reviewsCount: row.reviews_count,
    isFeatured: row.is_featured,
    hasVideo: row.has_video,
    categoryIds: row.category_ids,
    ingredientIds: row.ingredient_ids,
    mainIngredientIds: row.main_ingredient_ids,
    tagIds: row.tag_ids,
    // A recipe written in one language shows that title on the other's pages too, so it sorts by it there.
    titleKeyEs: titleSortKey(row.title_es || row.title_en, "es"),
    titleKeyEn: titleSortKey(row.title_en || row.title_es, "en"),
    lexemes: Int32Array.from(row.lexemes, (lexeme) => dictionary.idOf(lexeme)),
    titleLexemes: Int32Array.from(row.title_lexemes, (lexeme) => dictionary.idOf(lexeme)),
  };
}
