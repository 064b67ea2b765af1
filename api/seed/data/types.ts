// Shapes of the hand-written demo content. The seed (api/seed/) turns these into rows.
import type { Difficulty } from "../../contract/recipes";

export type Bilingual = { es: string; en: string };

type IngredientGroup =
  | "vegetable" | "fruit" | "meat" | "poultry" | "fish" | "seafood" | "dairy" | "egg"
  | "grain" | "pasta" | "legume" | "nut" | "spice" | "herb" | "oil" | "condiment"
  | "sweetener" | "baking" | "beverage" | "other";

export interface SeedIngredient {
  /** Spanish singular name, lowercase, no accents, hyphenated: "aceite-de-oliva", "pimenton-dulce". */
  slug: string;
  es: string;
  en: string;
  group: IngredientGroup;
  /** Other names people type: { es: ["papa"], en: ["spud"] }. */
  synonyms?: { es?: string[]; en?: string[] };
}

type Unit =
  | "g" | "kg" | "ml" | "l" | "tbsp" | "tsp" | "cup" | "unit" | "clove" | "pinch"
  | "slice" | "sprig" | "can" | "bunch" | "leaf" | "to_taste";

/** [ingredient slug, quantity (null when "to taste"), unit, optional preparation note]. */
export type SeedIngredientLine = [slug: string, quantity: number | null, unit: Unit, note?: Bilingual];

interface SeedNutrition {
  /** Per serving: kcal, grams, and sodium in milligrams. */
  calories: number; protein: number; carbs: number; fat: number; fiber: number; sugar: number; sodium: number;
}

export interface SeedRecipe {
  /** Spanish slug, lowercase, no accents, hyphenated: "paella-valenciana". Unique across all files. */
  slug: string;
  title: Bilingual;
  /** One or two sentences that make you want to cook it. */
  description: Bilingual;
  /** Slug of a category of type "cuisine" from taxonomy.ts (the most specific that fits). */
  cuisine: string;
  /** Slug of a category of type "course" from taxonomy.ts. */
  course: string;
  /** Extra category slugs of type "diet" or "occasion" from taxonomy.ts, if any. */
  categories?: string[];
  /** Tag slugs from taxonomy.ts (3 to 6). */
  tags: string[];
  servings: number;
  prepMinutes: number;
  cookMinutes: number;
  /** Resting, marinating, chilling or rising time that is neither prep nor cook (default 0). */
  restMinutes?: number;
  difficulty: Difficulty;
  nutrition: SeedNutrition;
  ingredients: SeedIngredientLine[];
  /** 3 to 9 steps, each one or two full sentences. */
  steps: Bilingual[];
  /** Slug of the AI chef (people.ts) whose specialty fits best. */
  chef: string;
  /** Optional: a plausible YouTube URL is NOT wanted; leave undefined. */
  videoUrl?: string;
}
