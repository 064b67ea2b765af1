import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { recipes, users } from "../db/schema";
import { isPublished } from "../recipes/published";
import { createChallenge, createChallengeEntry, createChallengeVotes } from "./factories";

const DAY = 86_400_000;
/** The demo's host (api/seed/data/people.ts) and an AI chef host the challenges. */
const HOST = "grace-holloway";
/** Left out of the entries, so the browser tests can enter one of hers. */
const KEPT_FREE = "marta-gil";

const iso = (at: number) => new Date(at).toISOString();

/**
 * The demo's three challenges (issue 34, decision 109), in both languages: one open for entries
 * (garlic required), one in its voting window, one finished with its leaderboard. Entries are home
 * cooks' own published recipes; votes come from other members. The finished one's results are owed
 * to the outbox like any other (decision 110): the first start gives its winner the badge and points.
 */
export async function seedDemoChallenges(db: Database, now = Date.now()): Promise<number> {
  const [host] = await db.select({ id: users.id }).from(users).where(eq(users.slug, HOST));
  const [chef] = await db.select({ id: users.id }).from(users).where(eq(users.isAiChef, true)).orderBy(asc(users.id)).limit(1);
  if (!host || !chef) return 0;
  const members = await db
    .select({ id: users.id, slug: users.slug })
    .from(users)
    .where(and(eq(users.isAiChef, false), sql`${users.slug} <> ${KEPT_FREE}`, sql`${users.passwordHash} is not null`))
    .orderBy(asc(users.id));
  // Each home cook's published recipes, and which of them have garlic.
  const own = await db
    .select({
      id: recipes.id,
      authorId: recipes.authorId,
      garlic: sql<boolean>`exists (select 1 from recipe_ingredients ri join ingredients i on i.id = ri.ingredient_id where ri.recipe_id = ${recipes.id} and i.slug = 'ajo')`,
    })
    .from(recipes)
    .innerJoin(users, eq(users.id, recipes.authorId))
    .where(and(eq(users.isAiChef, false), sql`${users.slug} <> ${KEPT_FREE}`, isPublished))
    .orderBy(asc(recipes.id));
  const byAuthor = new Map<number, { id: number; garlic: boolean }[]>();
  for (const row of own) byAuthor.set(row.authorId, [...(byAuthor.get(row.authorId) ?? []), row]);
  const authors = [...byAuthor.keys()];
  const used = new Set<number>();
  /** One recipe per author, `count` authors from `offset`, with garlic when asked. */
  const pick = (count: number, offset: number, garlic = false) =>
    authors
      .slice(offset)
      .concat(authors.slice(0, offset))
      .flatMap((authorId) => {
        const recipe = byAuthor.get(authorId)!.find((row) => !used.has(row.id) && (!garlic || row.garlic));
        return recipe ? [{ authorId, recipeId: recipe.id }] : [];
      })
      .slice(0, count)
      .map((entry) => (used.add(entry.recipeId), entry));

  const plans = [
    {
      hostId: host.id,
      fields: {
        title_es: "Reto de guisos de invierno",
        title_en: "Winter stew challenge",
        theme_es: "Un guiso de cuchara que caliente la casa: legumbres, carnes o verduras, a fuego lento y con ajo.",
        theme_en: "A spoon stew that warms the house: pulses, meat or vegetables, slow-cooked and with garlic.",
        rules_es:
          "Presenta una receta tuya publicada (o un remix) con ajo entre sus ingredientes.\nUna participación por persona.\nLa votación empieza cuando se cierran las participaciones.",
        rules_en: "Enter one of your published recipes (or a remix) with garlic among its ingredients.\nOne entry per member.\nVoting starts when entries close.",
        opens_at: iso(now - 3 * DAY),
        voting_at: iso(now + 4 * DAY),
        closes_at: iso(now + 9 * DAY),
        required_ingredients: ["ajo"],
      },
      entries: pick(3, 0, true),
      votes: [],
    },
    {
      hostId: chef.id,
      fields: {
        title_es: "Reto de recetas de familia",
        title_en: "Family recipes challenge",
        theme_es: "La receta que aprendiste en casa: la de tu abuela, la de tu padre, la que ya es tuya.",
        theme_en: "The recipe you learned at home: your grandmother's, your father's, the one that is yours now.",
        rules_es: "Presenta una receta tuya publicada o una foto de «Lo he cocinado». Vota las que más te gusten: un voto por participación.",
        rules_en: "Enter one of your published recipes or an “I cooked it” photo. Vote for the ones you like best: one vote per entry.",
        opens_at: iso(now - 16 * DAY),
        voting_at: iso(now - 2 * DAY),
        closes_at: iso(now + 5 * DAY),
      },
      entries: pick(4, 3),
      votes: [3, 1, 2, 0],
    },
    {
      hostId: host.id,
      fields: {
        title_es: "Reto de cocina de diario",
        title_en: "Everyday cooking challenge",
        theme_es: "El plato que sale bien un martes cualquiera: rápido, rico y sin complicaciones.",
        theme_en: "The dish that works on any Tuesday: quick, tasty and no fuss.",
        rules_es: "Una receta tuya publicada por persona. Ganan las participaciones más votadas.",
        rules_en: "One of your published recipes per member. The most voted entries win.",
        opens_at: iso(now - 45 * DAY),
        voting_at: iso(now - 30 * DAY),
        closes_at: iso(now - 23 * DAY),
      },
      entries: pick(4, 7),
      votes: [5, 3, 3, 1],
    },
  ];
  for (const plan of plans) {
    const { id } = await createChallenge(db, plan.hostId, plan.fields);
    const opensAt = Date.parse(plan.fields.opens_at);
    for (const [index, entry] of plan.entries.entries()) {
      const { id: entryId } = await createChallengeEntry(db, { challengeId: id, userId: entry.authorId, recipeId: entry.recipeId, at: new Date(opensAt + (index + 1) * DAY) });
      const voters = members.filter((member) => member.id !== entry.authorId).slice(index, index + (plan.votes[index] ?? 0));
      await createChallengeVotes(
        db,
        entryId,
        voters.map((voter) => voter.id),
      );
    }
  }
  return plans.length;
}
