import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { addRecipesToList } from "../shopping-list/list-generation";
import { ownShoppingListId } from "../shopping-list/list-reading";
import { addManualLine, updateLine } from "../shopping-list/line-changes";
import type { Database } from "../db/client";
import { recipes, shoppingListLines, shoppingLists, users } from "../db/schema";
import { recordInvitation } from "../shopping-list-sharing/sharing-queries";
import { members } from "./data/people";

/** Invitations waiting for an answer (decision 077), one in each language: who invites whom. */
const pendingInvitations = [
  { owner: "javi-ortega", invitee: "lauramendez" },
  { owner: "emily-carter", invitee: "james-obrien" },
];

/** Weeknight dishes the demo members shop for, two each, at the servings a household cooks. */
const dishes = ["paella-valenciana", "gazpacho-andaluz", "tortilla-de-patatas", "lentejas-con-chorizo", "pisto-manchego", "marmitako", "arroz-negro", "salmorejo-cordobes"];

const manualLines = { es: ["Papel de cocina", "Pan de pueblo", "Café molido"], en: ["Kitchen paper", "Crusty bread", "Ground coffee"] };

/**
 * Every demo member's shopping list, made exactly as the list's own calls make it: two recipes
 * added up (merged, the staples left in the pantry part), one line added by hand, and the first
 * couple of lines ticked, as if they were halfway round the shop.
 */
export async function seedDemoShoppingLists(db: Database) {
  const recipeRows = await db.select({ id: recipes.id, slug: recipes.slug, servings: recipes.servings }).from(recipes).where(inArray(recipes.slug, dishes));
  const bySlug = new Map(recipeRows.map((row) => [row.slug, row]));
  const memberRows = await db
    .select({ id: users.id, slug: users.slug })
    .from(users)
    .where(
      inArray(
        users.slug,
        members.map((member) => member.username),
      ),
    );
  const idOf = new Map(memberRows.map((row) => [row.slug, row.id]));
  for (const [index, member] of members.entries()) {
    const userId = idOf.get(member.username);
    if (!userId) continue;
    const chosen = [dishes[index % dishes.length]!, dishes[(index + 3) % dishes.length]!].flatMap((slug) => {
      const recipe = bySlug.get(slug);
      return recipe ? [{ recipeId: recipe.id, servings: index % 2 === 0 ? recipe.servings : Math.max(2, recipe.servings - 2) }] : [];
    });
    const listId = await ownShoppingListId(db, userId, member.locale);
    await addRecipesToList(db, listId, userId, chosen, member.locale);
    await addManualLine(db, listId, manualLines[member.locale][index % manualLines[member.locale].length]!);
    const toTick = await db
      .select({ id: shoppingListLines.id })
      .from(shoppingListLines)
      .where(and(eq(shoppingListLines.listId, listId), eq(shoppingListLines.isManual, false), sql`coalesce(${shoppingListLines.quantity}, 1) <> 0`))
      .orderBy(asc(shoppingListLines.position))
      .limit(2);
    for (const line of toTick) await updateLine(db, listId, line.id, userId, { checked: true });
  }
  await seedPendingInvitations(db);
}

/** Made as the invite call makes them: the invitee is told (the outbox's notification) and answers on their list page. */
async function seedPendingInvitations(db: Database) {
  const people = await db
    .select({ id: users.id, slug: users.slug, name: users.name })
    .from(users)
    .where(
      inArray(
        users.slug,
        pendingInvitations.flatMap(({ owner, invitee }) => [owner, invitee]),
      ),
    );
  const bySlug = new Map(people.map((person) => [person.slug, person]));
  for (const { owner, invitee } of pendingInvitations) {
    const [from, to] = [bySlug.get(owner), bySlug.get(invitee)];
    if (!from || !to) continue;
    const [list] = await db.select({ id: shoppingLists.id, name: shoppingLists.name }).from(shoppingLists).where(eq(shoppingLists.ownerId, from.id)).limit(1);
    if (list) await recordInvitation(db, list, to.id, from);
  }
}
