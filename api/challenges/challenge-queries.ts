import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { type Challenge, type ChallengeEntry, type ChallengeInput, type ChallengeMine, type ChallengeSummary, challengePhase } from "../contract/challenges";
import { CHALLENGE_ENTRIES_SHOWN, CHALLENGES_LISTED } from "../contract/limits";
import { slugify } from "../contract/text";
import type { Database } from "../db/client";
import { rowsOf } from "../db/rows-of";
import { challengeEntries, challengeVotes, challenges, cooksnaps, ingredients, recipeIngredients, recipeTags, recipes, tags, users } from "../db/schema";
import { pickText } from "../i18n/bilingual";
import type { ApiLocale } from "../i18n/messages";
import { presentPhoto } from "../photos/photo-queries";
import { photos } from "../db/schema";
import { isPublished } from "../recipes/published";
import { challengeResultsEvent, challengeVotingEvent } from "./challenge-outbox-events";

/** Cooking challenges (decision 109): the list, one challenge with its entries, a host's write, entering and voting. */

type ChallengeRow = typeof challenges.$inferSelect;
type Author = { id: number; name: string; slug: string; isAiChef: boolean; avatarUrl: string | null };

const authorColumns = { id: users.id, name: users.name, slug: users.slug, isAiChef: users.isAiChef, avatarUrl: users.avatarUrl };
const presentAuthor = (author: Author) => ({ id: author.id, name: author.name, slug: author.slug, is_ai_chef: author.isAiChef, avatar_url: author.avatarUrl });

/** Stored media keys are site paths ("/api/media/…"); a configured media host goes in front. */
const mediaUrl = (path: string, mediaBaseUrl: string) => (path.startsWith("/") ? `${mediaBaseUrl}${path}` : path);

const selectChallenges = (db: Database) =>
  db
    .select({
      challenge: challenges,
      host: authorColumns,
      entries: sql<number>`(select count(*)::int from challenge_entries e where e.challenge_id = ${challenges.id})`,
    })
    .from(challenges)
    .innerJoin(users, eq(users.id, challenges.hostId));
type ListedRow = { challenge: ChallengeRow; host: Author; entries: number };

/** The catalogue's names of the ingredients and tags the challenges require, by id. */
async function requirementNames(db: Database, rows: readonly ChallengeRow[]) {
  const ingredientIds = [...new Set(rows.flatMap((row) => row.requiredIngredientIds))];
  const tagIds = [...new Set(rows.flatMap((row) => row.requiredTagIds))];
  const [foundIngredients, foundTags] = await Promise.all([
    ingredientIds.length === 0
      ? []
      : db
          .select({ id: ingredients.id, slug: ingredients.slug, nameEs: ingredients.nameEs, nameEn: ingredients.nameEn })
          .from(ingredients)
          .where(inArray(ingredients.id, ingredientIds)),
    tagIds.length === 0 ? [] : db.select({ id: tags.id, slug: tags.slug, nameEs: tags.nameEs, nameEn: tags.nameEn }).from(tags).where(inArray(tags.id, tagIds)),
  ]);
  return { ingredients: new Map(foundIngredients.map((row) => [row.id, row])), tags: new Map(foundTags.map((row) => [row.id, row])) };
}
type Names = Awaited<ReturnType<typeof requirementNames>>;

function presentSummary({ challenge, host, entries }: ListedRow, names: Names, locale: ApiLocale, mediaBaseUrl: string, now: number): ChallengeSummary {
  const windows = { opens_at: challenge.opensAt.toISOString(), voting_at: challenge.votingAt.toISOString(), closes_at: challenge.closesAt.toISOString() };
  const refs = (ids: number[], known: Map<number, { id: number; slug: string; nameEs: string; nameEn: string }>) =>
    ids.flatMap((id) => {
      const row = known.get(id);
      return row ? [{ id: row.id, slug: row.slug, name: pickText(locale, row.nameEs, row.nameEn) }] : [];
    });
  return {
    id: challenge.id,
    slug: challenge.slug,
    title: pickText(locale, challenge.titleEs, challenge.titleEn),
    theme: pickText(locale, challenge.themeEs, challenge.themeEn),
    cover:
      challenge.coverUrl && challenge.coverWidth && challenge.coverHeight
        ? { url: mediaUrl(challenge.coverUrl, mediaBaseUrl), width: challenge.coverWidth, height: challenge.coverHeight }
        : null,
    host: presentAuthor(host),
    phase: challengePhase(windows, now),
    ...windows,
    max_entries_per_member: challenge.maxEntriesPerMember,
    required_ingredients: refs(challenge.requiredIngredientIds, names.ingredients),
    required_tags: refs(challenge.requiredTagIds, names.tags),
    entries_count: Number(entries),
  };
}

const phaseOrder = { open: 0, voting: 1, upcoming: 2, finished: 3 } as const;

/** The latest challenges: open ones first (closing soonest first), then voting, coming, and finished (newest first). */
export async function listChallenges(db: Database, locale: ApiLocale, mediaBaseUrl: string, now = Date.now()): Promise<ChallengeSummary[]> {
  const rows = await selectChallenges(db).orderBy(desc(challenges.closesAt), desc(challenges.id)).limit(CHALLENGES_LISTED);
  const names = await requirementNames(
    db,
    rows.map((row) => row.challenge),
  );
  const listed = rows.map((row) => presentSummary(row, names, locale, mediaBaseUrl, now));
  return listed.sort(
    (a, b) => phaseOrder[a.phase] - phaseOrder[b.phase] || (a.phase === "finished" ? b.closes_at.localeCompare(a.closes_at) : a.closes_at.localeCompare(b.closes_at)),
  );
}

export async function findChallengeRow(db: Database, slug: string) {
  const [row] = await selectChallenges(db).where(eq(challenges.slug, slug));
  return row;
}

/** A challenge with its entries: newest first while it runs; by votes (the leaderboard) once voting closed, when the counts show. */
export async function presentChallenge(db: Database, row: ListedRow, locale: ApiLocale, mediaBaseUrl: string, now = Date.now()): Promise<Challenge> {
  const summary = presentSummary(row, await requirementNames(db, [row.challenge]), locale, mediaBaseUrl, now);
  const finished = summary.phase === "finished";
  const votes = sql<number>`(select count(*)::int from challenge_votes v where v.entry_id = ${challengeEntries.id})`;
  const entries = await db
    .select({
      entry: challengeEntries,
      author: authorColumns,
      recipe: {
        id: recipes.id,
        slug: recipes.slug,
        titleEs: recipes.titleEs,
        titleEn: recipes.titleEn,
        imageUrl: recipes.featuredImageUrl,
        imageWidth: recipes.featuredImageWidth,
        imageHeight: recipes.featuredImageHeight,
      },
      comment: cooksnaps.comment,
      photo: photos,
      votes,
    })
    .from(challengeEntries)
    .innerJoin(users, eq(users.id, challengeEntries.userId))
    .innerJoin(recipes, eq(recipes.id, challengeEntries.recipeId))
    .leftJoin(cooksnaps, eq(cooksnaps.id, challengeEntries.cooksnapId))
    .leftJoin(photos, eq(photos.id, cooksnaps.photoId))
    .where(and(eq(challengeEntries.challengeId, row.challenge.id), isPublished, sql`(${cooksnaps.id} is null or ${cooksnaps.status} = 'published')`))
    .orderBy(...(finished ? [desc(votes), challengeEntries.id] : [desc(challengeEntries.createdAt), desc(challengeEntries.id)]))
    .limit(CHALLENGE_ENTRIES_SHOWN);
  let place = 0;
  let previous = -1;
  const presented = entries.map(({ entry, author, recipe, comment, photo, votes: count }, index): ChallengeEntry => {
    if (Number(count) !== previous) place = index + 1;
    previous = Number(count);
    const image = photo
      ? (({ url, width, height }) => ({ url, width, height }))(presentPhoto(photo, mediaBaseUrl))
      : recipe.imageUrl && recipe.imageWidth && recipe.imageHeight
        ? { url: mediaUrl(recipe.imageUrl, mediaBaseUrl), width: recipe.imageWidth, height: recipe.imageHeight }
        : null;
    return {
      id: entry.id,
      kind: entry.cooksnapId === null ? "recipe" : "cooksnap",
      user: presentAuthor(author),
      recipe: { id: recipe.id, slug: recipe.slug, title: pickText(locale, recipe.titleEs, recipe.titleEn) },
      image,
      comment: entry.cooksnapId === null ? null : (comment ?? ""),
      created_at: entry.createdAt.toISOString(),
      votes: finished ? Number(count) : null,
      place: finished ? place : null,
    };
  });
  const rules = pickText(locale, row.challenge.rulesEs, row.challenge.rulesEn);
  return { ...summary, rules, entries: presented };
}

/** A title's slug, kept short: a challenge's address. */
export const challengeSlug = (title: string) => slugify(title).slice(0, 80).replace(/-+$/, "");

/** The catalogue ids of these ingredient and tag slugs; the first slug not found, if any. */
export async function catalogueIds(db: Database, input: Pick<ChallengeInput, "required_ingredients" | "required_tags">) {
  const [foundIngredients, foundTags] = await Promise.all([
    input.required_ingredients.length === 0
      ? []
      : db.select({ id: ingredients.id, slug: ingredients.slug }).from(ingredients).where(inArray(ingredients.slug, input.required_ingredients)),
    input.required_tags.length === 0 ? [] : db.select({ id: tags.id, slug: tags.slug }).from(tags).where(inArray(tags.slug, input.required_tags)),
  ]);
  const ingredientIds = new Map(foundIngredients.map((row) => [row.slug, row.id]));
  const tagIds = new Map(foundTags.map((row) => [row.slug, row.id]));
  const missingIngredient = input.required_ingredients.find((slug) => !ingredientIds.has(slug));
  const missingTag = input.required_tags.find((slug) => !tagIds.has(slug));
  return {
    ingredientIds: input.required_ingredients.flatMap((slug) => ingredientIds.get(slug) ?? []),
    tagIds: input.required_tags.flatMap((slug) => tagIds.get(slug) ?? []),
    missing:
      missingIngredient !== undefined
        ? { field: "required_ingredients", slug: missingIngredient }
        : missingTag !== undefined
          ? { field: "required_tags", slug: missingTag }
          : undefined,
  };
}

/**
 * A new challenge and, in the same statement, what its boundaries owe (decision 110): the outbox
 * events "voting opened" and "results", each available from its moment, so whichever process's
 * worker claims one first does it, once. Undefined when the slug is taken.
 */
export async function createChallenge(
  db: Database,
  hostId: number,
  slug: string,
  input: ChallengeInput,
  required: { ingredientIds: number[]; tagIds: number[] },
): Promise<number | undefined> {
  const ids = (list: number[]) => `{${list.join(",")}}`;
  const result = await db.execute(sql`
    with saved as (
      insert into challenges (slug, host_id, title_es, title_en, theme_es, theme_en, rules_es, rules_en, cover_url, cover_width, cover_height,
        opens_at, voting_at, closes_at, max_entries_per_member, required_ingredient_ids, required_tag_ids)
      values (${slug}, ${hostId}, ${input.title_es}, ${input.title_en}, ${input.theme_es}, ${input.theme_en}, ${input.rules_es}, ${input.rules_en},
        ${input.cover?.url ?? null}, ${input.cover?.width ?? null}::int, ${input.cover?.height ?? null}::int,
        ${input.opens_at}::timestamptz, ${input.voting_at}::timestamptz, ${input.closes_at}::timestamptz, ${input.max_entries_per_member}::int,
        ${ids(required.ingredientIds)}::int[], ${ids(required.tagIds)}::int[])
      on conflict (slug) do nothing
      returning id, voting_at, closes_at
    ),
    owed as (
      insert into outbox_events (kind, payload, available_at)
      select ${challengeVotingEvent.kind}::text, jsonb_build_object('challenge', jsonb_build_object('id', id)), voting_at from saved
      union all
      select ${challengeResultsEvent.kind}::text, jsonb_build_object('challenge', jsonb_build_object('id', id)), closes_at from saved
    )
    select id from saved`);
  return rowsOf<{ id: number }>(result)[0]?.id;
}

/** What a member could enter: their published recipe or published cooksnap, and its recipe's id. */
async function entryCandidate(db: Database, userId: number, input: { recipe_id: number } | { cooksnap_id: number }) {
  if ("recipe_id" in input) {
    const [row] = await db
      .select({ recipeId: recipes.id })
      .from(recipes)
      .where(and(eq(recipes.id, input.recipe_id), eq(recipes.authorId, userId), isPublished));
    return row ? { recipeId: row.recipeId, cooksnapId: null } : undefined;
  }
  const [row] = await db
    .select({ recipeId: cooksnaps.recipeId })
    .from(cooksnaps)
    .innerJoin(recipes, eq(recipes.id, cooksnaps.recipeId))
    .where(and(eq(cooksnaps.id, input.cooksnap_id), eq(cooksnaps.userId, userId), eq(cooksnaps.status, "published"), isPublished));
  return row ? { recipeId: row.recipeId, cooksnapId: input.cooksnap_id } : undefined;
}

/** The names of what the challenge requires that each of these recipes lacks, by recipe id, in `locale`. */
async function missingOf(db: Database, challenge: ChallengeRow, recipeIds: number[], locale: ApiLocale): Promise<Map<number, string[]>> {
  const missing = new Map<number, string[]>(recipeIds.map((id) => [id, []]));
  if (recipeIds.length === 0 || (challenge.requiredIngredientIds.length === 0 && challenge.requiredTagIds.length === 0)) return missing;
  const [names, hasIngredients, hasTags] = await Promise.all([
    requirementNames(db, [challenge]),
    challenge.requiredIngredientIds.length === 0
      ? []
      : db
          .selectDistinct({ recipeId: recipeIngredients.recipeId, id: recipeIngredients.ingredientId })
          .from(recipeIngredients)
          .where(and(inArray(recipeIngredients.recipeId, recipeIds), inArray(recipeIngredients.ingredientId, challenge.requiredIngredientIds))),
    challenge.requiredTagIds.length === 0
      ? []
      : db
          .select({ recipeId: recipeTags.recipeId, id: recipeTags.tagId })
          .from(recipeTags)
          .where(and(inArray(recipeTags.recipeId, recipeIds), inArray(recipeTags.tagId, challenge.requiredTagIds))),
  ]);
  const held = new Set([...hasIngredients.map((row) => `i${row.recipeId}:${row.id}`), ...hasTags.map((row) => `t${row.recipeId}:${row.id}`)]);
  for (const recipeId of recipeIds) {
    const lacking = [
      ...challenge.requiredIngredientIds.filter((id) => names.ingredients.has(id) && !held.has(`i${recipeId}:${id}`)).map((id) => names.ingredients.get(id)!),
      ...challenge.requiredTagIds.filter((id) => names.tags.has(id) && !held.has(`t${recipeId}:${id}`)).map((id) => names.tags.get(id)!),
    ];
    missing.set(
      recipeId,
      lacking.map((row) => pickText(locale, row.nameEs, row.nameEn)),
    );
  }
  return missing;
}

export type EntryOutcome = { entered: number } | { refused: "not_open" | "not_yours" | "already_entered" | "too_many_entries" } | { missing: string[] };

/**
 * Enters the member's recipe or cooksnap: only while entries are open, their own published one,
 * meeting the challenge's requirements, at most its number per member. The insert checks the window
 * and the count itself, so a late or second entry racing the checks is refused too.
 */
export async function enterChallenge(
  db: Database,
  challenge: ChallengeRow,
  userId: number,
  input: { recipe_id: number } | { cooksnap_id: number },
  locale: ApiLocale,
): Promise<EntryOutcome> {
  const candidate = await entryCandidate(db, userId, input);
  if (!candidate) return { refused: "not_yours" };
  const lacking = (await missingOf(db, challenge, [candidate.recipeId], locale)).get(candidate.recipeId) ?? [];
  if (lacking.length > 0) return { missing: lacking };
  const [inserted] = rowsOf<{ id: number | null; open: boolean; made: number }>(
    await db.execute(sql`
      with state as (
        select c.opens_at <= now() and now() < c.voting_at as open,
          (select count(*)::int from challenge_entries e where e.challenge_id = c.id and e.user_id = ${userId}) as made,
          c.max_entries_per_member as most
        from challenges c where c.id = ${challenge.id}
      ),
      added as (
        insert into challenge_entries (challenge_id, user_id, recipe_id, cooksnap_id)
        select ${challenge.id}, ${userId}, ${candidate.recipeId}, ${candidate.cooksnapId}::int from state where open and made < most
        on conflict do nothing
        returning id
      )
      select (select id from added) as id, state.open, state.made from state`),
  );
  if (inserted?.id != null) return { entered: Number(inserted.id) };
  if (!inserted?.open) return { refused: "not_open" };
  if (inserted.made >= challenge.maxEntriesPerMember) return { refused: "too_many_entries" };
  return { refused: "already_entered" };
}

export type VoteOutcome = "voted" | "entry_not_found" | "not_voting" | "own_entry" | "already_voted";

/** One vote for another member's entry while voting is open; the insert checks all of it in one statement. */
export async function voteForEntry(db: Database, challengeId: number, entryId: number, userId: number): Promise<VoteOutcome> {
  const [row] = rowsOf<{ voted: boolean; found: boolean; voting: boolean; own: boolean }>(
    await db.execute(sql`
      with target as (
        select e.id, e.user_id = ${userId} as own, c.voting_at <= now() and now() < c.closes_at as voting
        from challenge_entries e join challenges c on c.id = e.challenge_id
        where e.id = ${entryId} and e.challenge_id = ${challengeId}
      ),
      added as (
        insert into challenge_votes (entry_id, user_id)
        select id, ${userId} from target where voting and not own
        on conflict do nothing
        returning entry_id
      )
      select exists (select 1 from added) as voted, exists (select 1 from target) as found,
        coalesce((select voting from target), false) as voting, coalesce((select own from target), false) as own`),
  );
  if (row?.voted) return "voted";
  if (!row?.found) return "entry_not_found";
  if (!row.voting) return "not_voting";
  if (row.own) return "own_entry";
  return "already_voted";
}

/** The caller's entries and votes in a challenge, and what they could still enter (with what each lacks). */
export async function challengeMineOf(db: Database, challenge: ChallengeRow, userId: number, locale: ApiLocale): Promise<ChallengeMine> {
  const [entered, voted, ownRecipes, ownCooksnaps] = await Promise.all([
    db
      .select({ id: challengeEntries.id, recipeId: challengeEntries.recipeId, cooksnapId: challengeEntries.cooksnapId })
      .from(challengeEntries)
      .where(and(eq(challengeEntries.challengeId, challenge.id), eq(challengeEntries.userId, userId))),
    db
      .select({ id: challengeVotes.entryId })
      .from(challengeVotes)
      .innerJoin(challengeEntries, eq(challengeEntries.id, challengeVotes.entryId))
      .where(and(eq(challengeEntries.challengeId, challenge.id), eq(challengeVotes.userId, userId))),
    db
      .select({ id: recipes.id, titleEs: recipes.titleEs, titleEn: recipes.titleEn })
      .from(recipes)
      .where(and(eq(recipes.authorId, userId), isPublished))
      .orderBy(desc(recipes.publishedAt))
      .limit(50),
    db
      .select({ id: cooksnaps.id, recipeId: cooksnaps.recipeId, titleEs: recipes.titleEs, titleEn: recipes.titleEn, cookedOn: cooksnaps.cookedOn })
      .from(cooksnaps)
      .innerJoin(recipes, eq(recipes.id, cooksnaps.recipeId))
      .where(and(eq(cooksnaps.userId, userId), eq(cooksnaps.status, "published"), isPublished))
      .orderBy(desc(cooksnaps.createdAt))
      .limit(50),
  ]);
  const enteredRecipes = new Set(entered.filter((row) => row.cooksnapId === null).map((row) => row.recipeId));
  const enteredCooksnaps = new Set(entered.map((row) => row.cooksnapId));
  const recipeChoices = ownRecipes.filter((row) => !enteredRecipes.has(row.id));
  const cooksnapChoices = ownCooksnaps.filter((row) => !enteredCooksnaps.has(row.id));
  const missing = await missingOf(db, challenge, [...new Set([...recipeChoices.map((row) => row.id), ...cooksnapChoices.map((row) => row.recipeId)])], locale);
  return {
    entry_ids: entered.map((row) => row.id),
    voted_entry_ids: voted.map((row) => row.id),
    eligible: [
      ...recipeChoices.map((row) => ({ kind: "recipe" as const, id: row.id, title: pickText(locale, row.titleEs, row.titleEn), missing: missing.get(row.id) ?? [] })),
      ...cooksnapChoices.map((row) => ({
        kind: "cooksnap" as const,
        id: row.id,
        title: `${pickText(locale, row.titleEs, row.titleEn)} (${row.cookedOn})`,
        missing: missing.get(row.recipeId) ?? [],
      })),
    ],
  };
}
