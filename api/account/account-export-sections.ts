import { and, asc, eq, inArray } from "drizzle-orm";
import type { AccountExport } from "../contract/account-export";
import type { Database } from "../db/client";
import { cooksnaps, ingredients, pantryItems, photos, recipes, shoppingListLines } from "../db/schema";
import { listMemberProposals } from "../ingredient-proposals/ingredient-proposal-queries";
import { presentPlan } from "../meal-plans/meal-plan-presenter";
import { listAllPlans, loadEntries } from "../meal-plans/meal-plan-queries";
import { assumesStaples } from "../pantry/pantry-queries";
import { presentPhoto } from "../photos/photo-queries";
import { presentAuthoredRecipe } from "../recipe-authoring/authored-recipes";
import { listMemberLists, listRecipes } from "../recipe-lists/recipe-list-queries";
import { isPublished } from "../recipes/published";
import { listPeople, listUsableLists } from "../shopping-list-sharing/sharing-queries";

export const iso = (date: Date) => date.toISOString();

/** Reads per row one row at a time: a long export's many small reads should not hold every pooled connection at once. */
async function oneAtATime<Row, Result>(rows: readonly Row[], read: (row: Row) => Promise<Result>): Promise<Result[]> {
  const results: Result[] = [];
  for (const row of rows) results.push(await read(row));
  return results;
}

type MemberContent = Pick<AccountExport, "recipes" | "cooksnaps" | "photos" | "recipe_lists" | "meal_plans" | "shopping_lists" | "pantry" | "ingredient_proposals">;

async function writtenRecipes(db: Database, userId: number, mediaBaseUrl: string): Promise<AccountExport["recipes"]> {
  // Deleted ones too, even past the restore window: the rows are still kept.
  const rows = await db.select().from(recipes).where(eq(recipes.authorId, userId)).orderBy(asc(recipes.createdAt), asc(recipes.id));
  return oneAtATime(rows, async (row) => {
    const { id, user, remixed_from: origin, ...recipe } = await presentAuthoredRecipe(db, row, mediaBaseUrl);
    // Another member's original that is no longer public is theirs to keep quiet about.
    return { ...recipe, remixed_from_slug: origin && (origin.is_published || origin.user.id === userId) ? origin.slug : null };
  });
}

async function postedCooksnaps(db: Database, userId: number, mediaBaseUrl: string): Promise<AccountExport["cooksnaps"]> {
  const rows = await db
    .select({ cooksnap: cooksnaps, photo: photos, recipeSlug: recipes.slug })
    .from(cooksnaps)
    .innerJoin(photos, eq(photos.id, cooksnaps.photoId))
    .leftJoin(recipes, and(eq(recipes.id, cooksnaps.recipeId), isPublished))
    .where(eq(cooksnaps.userId, userId))
    .orderBy(asc(cooksnaps.createdAt), asc(cooksnaps.id));
  return rows.map(({ cooksnap, photo, recipeSlug }) => ({
    recipe_slug: recipeSlug,
    comment: cooksnap.comment,
    cooked_on: cooksnap.cookedOn,
    photo: presentPhoto(photo, mediaBaseUrl),
    created_at: iso(cooksnap.createdAt),
  }));
}

async function uploadedPhotos(db: Database, userId: number, mediaBaseUrl: string): Promise<AccountExport["photos"]> {
  const rows = await db.select().from(photos).where(eq(photos.ownerId, userId)).orderBy(asc(photos.createdAt), asc(photos.id));
  return rows.map((row) => ({ ...presentPhoto(row, mediaBaseUrl), created_at: iso(row.createdAt) }));
}

async function recipeLists(db: Database, userId: number): Promise<AccountExport["recipe_lists"]> {
  const lists = await listMemberLists(db, userId, { all: true });
  return oneAtATime(lists, async (list) => ({
    name: list.name,
    slug: list.slug,
    description: list.description,
    is_public: list.isPublic,
    recipe_slugs: (await listRecipes(db, list.id)).map((row) => row.recipe.slug),
    created_at: iso(list.createdAt),
    updated_at: iso(list.updatedAt),
  }));
}

async function mealPlans(db: Database, userId: number): Promise<AccountExport["meal_plans"]> {
  const plans = await listAllPlans(db, userId);
  const entries = await loadEntries(
    db,
    plans.map((plan) => plan.id),
  );
  return plans.map((plan) => {
    // The presenter's locale, day and media address only word what is left out here (titles, "current", pictures).
    const presented = presentPlan(plan, entries, "es", plan.startsOn, "");
    return {
      name: presented.name,
      starts_on: presented.starts_on,
      ends_on: presented.ends_on,
      entries: presented.entries.map((entry) => ({
        day: entry.day,
        slot: entry.slot,
        kind: entry.kind,
        recipe_slug: entry.recipe?.slug ?? null,
        note: entry.note,
        servings: entry.servings,
        leftovers_of: entry.leftovers_of && { day: entry.leftovers_of.day, slot: entry.leftovers_of.slot },
      })),
      created_at: presented.created_at,
      updated_at: presented.updated_at,
    };
  });
}

async function shoppingLists(db: Database, userId: number): Promise<AccountExport["shopping_lists"]> {
  const usable = await listUsableLists(db, userId);
  // A shared list stays its owner's alone (shopping_lists.owner_id; members only use it), so its lines go in the owner's export.
  const own = usable.filter((list) => list.role === "owner");
  const [lines, people] = await Promise.all([
    db
      .select({ line: shoppingListLines, ingredientSlug: ingredients.slug })
      .from(shoppingListLines)
      .leftJoin(ingredients, eq(ingredients.id, shoppingListLines.ingredientId))
      .where(
        inArray(
          shoppingListLines.listId,
          own.map((list) => list.id),
        ),
      )
      .orderBy(asc(shoppingListLines.position), asc(shoppingListLines.id)),
    oneAtATime(own, (list) => listPeople(db, list.id)),
  ]);
  return {
    own: own.map((list, index) => ({
      name: list.name,
      shared_with: people[index]!.filter((person) => person.role === "member").map((person) => person.slug),
      lines: lines
        .filter(({ line }) => line.listId === list.id)
        .map(({ line, ingredientSlug }) => ({
          text: line.text,
          ingredient: ingredientSlug,
          quantity: line.quantity,
          unit: line.unit,
          is_manual: line.isManual,
          checked: line.checkedAt !== null,
          checked_at: line.checkedAt ? iso(line.checkedAt) : null,
        })),
    })),
    shared_with_me: usable.filter((list) => list.role === "member").map((list) => ({ name: list.name, owner: list.owner.slug })),
  };
}

async function pantry(db: Database, userId: number): Promise<AccountExport["pantry"]> {
  const [items, assumeStaples] = await Promise.all([
    db
      .select({ item: pantryItems, ingredient: { slug: ingredients.slug, nameEs: ingredients.nameEs, nameEn: ingredients.nameEn } })
      .from(pantryItems)
      .innerJoin(ingredients, eq(ingredients.id, pantryItems.ingredientId))
      .where(eq(pantryItems.userId, userId))
      .orderBy(asc(ingredients.slug)),
    assumesStaples(db, userId),
  ]);
  return {
    assume_staples: assumeStaples,
    items: items.map(({ item, ingredient }) => ({
      ingredient: { slug: ingredient.slug, name_es: ingredient.nameEs, name_en: ingredient.nameEn },
      quantity: item.quantity,
      unit: item.unit,
      updated_at: iso(item.updatedAt),
    })),
  };
}

async function proposedIngredients(db: Database, userId: number): Promise<AccountExport["ingredient_proposals"]> {
  return (await listMemberProposals(db, userId)).map((proposal) => ({
    name_es: proposal.name_es,
    name_en: proposal.name_en,
    source_line: proposal.source_line,
    status: proposal.status,
    rejection_reason: proposal.rejection_reason,
    created_at: proposal.created_at,
    decided_at: proposal.decided_at,
  }));
}

/**
 * What the member wrote, posted and keeps in their kitchen, each part read on its own and only ever
 * for their id. Photo addresses start with `mediaBaseUrl`, as in the API's other answers.
 */
export async function exportMemberContent(db: Database, userId: number, mediaBaseUrl: string): Promise<MemberContent> {
  const [recipeList, cooksnapList, photoList, lists, plans, shopping, kitchen, proposals] = await Promise.all([
    writtenRecipes(db, userId, mediaBaseUrl),
    postedCooksnaps(db, userId, mediaBaseUrl),
    uploadedPhotos(db, userId, mediaBaseUrl),
    recipeLists(db, userId),
    mealPlans(db, userId),
    shoppingLists(db, userId),
    pantry(db, userId),
    proposedIngredients(db, userId),
  ]);
  return {
    recipes: recipeList,
    cooksnaps: cooksnapList,
    photos: photoList,
    recipe_lists: lists,
    meal_plans: plans,
    shopping_lists: shopping,
    pantry: kitchen,
    ingredient_proposals: proposals,
  };
}
