import { asc, inArray } from "drizzle-orm";
import { addDays, mondayOf, todayIn } from "../contract/plan-days";
import type { MealSlot } from "../contract/meal-plans";
import { addEntry, createPlan } from "../meal-plans/meal-plan-queries";
import type { Database } from "../db/client";
import { recipes, users } from "../db/schema";
import { members } from "./data/people";
import { hashString, seededRandom } from "./random";

/** One week of meals: day offset from Monday, slot, what (a recipe at some servings, its leftovers, or a note). */
type DemoMeal = { day: number; slot: MealSlot } & ({ recipe: number; servings: number } | { leftoversOf: number; servings: number } | { note: { es: string; en: string } });

/** The week every demo member plans, with the recipes picked per member (indexes into their pick). */
const week: DemoMeal[] = [
  { day: 0, slot: "dinner", recipe: 0, servings: 4 },
  { day: 1, slot: "lunch", leftoversOf: 0, servings: 2 },
  { day: 1, slot: "dinner", recipe: 1, servings: 2 },
  { day: 2, slot: "lunch", recipe: 2, servings: 4 },
  { day: 3, slot: "dinner", note: { es: "Cena fuera con amigos", en: "Dinner out with friends" } },
  { day: 4, slot: "dinner", recipe: 3, servings: 3 },
  { day: 5, slot: "lunch", recipe: 4, servings: 8 },
  { day: 6, slot: "breakfast", recipe: 5, servings: 4 },
  { day: 6, slot: "snack", note: { es: "Fruta y yogur para merendar", en: "Fruit and yoghurt for a snack" } },
];

const weekName = (locale: "es" | "en", monday: string) => {
  const date = new Intl.DateTimeFormat(locale === "en" ? "en-GB" : "es-ES", { day: "numeric", month: "long", timeZone: "UTC" }).format(new Date(`${monday}T00:00:00Z`));
  return locale === "en" ? `Week of ${date}` : `Semana del ${date}`;
};

/**
 * Each demo member's plan for the week the seed runs in (Monday to Sunday, Madrid time): nine meals
 * with six recipes at household servings, the leftovers of Monday's dinner and two notes, in the
 * member's language. Recipes are picked per member, the same on every machine.
 */
export async function seedDemoMealPlans(db: Database, now = new Date()) {
  const monday = mondayOf(todayIn("Europe/Madrid", now));
  const memberRows = await db
    .select({ id: users.id, slug: users.slug })
    .from(users)
    .where(
      inArray(
        users.slug,
        members.map((member) => member.username),
      ),
    )
    .orderBy(asc(users.id));
  const recipeIds = (await db.select({ id: recipes.id }).from(recipes).orderBy(asc(recipes.id))).map((row) => row.id);
  let entries = 0;
  for (const row of memberRows) {
    const locale = members.find((member) => member.username === row.slug)?.locale ?? "es";
    const random = seededRandom(hashString(`meal-plan:${row.slug}`));
    const picked: number[] = [];
    while (picked.length < 6 && picked.length < recipeIds.length) {
      const id = random.pick(recipeIds);
      if (!picked.includes(id)) picked.push(id);
    }
    if (picked.length < 6) continue;
    const plan = await createPlan(db, row.id, { name: weekName(locale, monday), startsOn: monday, endsOn: addDays(monday, 6) });
    const made: number[] = [];
    for (const meal of week) {
      const placement = { day: addDays(monday, meal.day), slot: meal.slot };
      if ("recipe" in meal) {
        made[meal.recipe] = (await addEntry(db, plan.id, { ...placement, recipeId: picked[meal.recipe]!, servings: meal.servings })).id;
      } else if ("leftoversOf" in meal) {
        await addEntry(db, plan.id, { ...placement, recipeId: picked[meal.leftoversOf]!, servings: meal.servings, leftoversOfEntryId: made[meal.leftoversOf]! });
      } else {
        await addEntry(db, plan.id, { ...placement, note: meal.note[locale] });
      }
      entries++;
    }
  }
  return { plans: memberRows.length, entries };
}
