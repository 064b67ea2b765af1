/**
 * `npm run seed:bulk -- --recipes 100000` adds generated variants of the demo recipes, for
 * benchmarks; `--up-to 100000` adds only what brings the database to that many recipes.
 * Uses the same settings as the server (DATA_DIR or DATABASE_URL); stop the server first when it
 * uses the embedded database (it holds the folder's lock).
 *
 * Variants differ from their demo recipe the way real submissions do, so search filters select
 * something: swapped or extra ingredients, servings, times, difficulty, calories, tags and
 * categories that follow from those, videos, featured flags, AI-chef or member authors, and
 * made-up ratings with review counts. Those ratings are for benchmarks only: never run this on a
 * database real people use (the demo recipes themselves keep their zero ratings, decision 007).
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { SingleBar } from "cli-progress";
import { count, inArray, sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { loadApiEnv } from "../api/config/env";
import { type Database, type DatabaseLocation, openDatabase } from "../api/db/client";
import { categories, ingredients, recipes, tags, users } from "../api/db/schema";
import type { SeedIngredientLine, SeedRecipe } from "../api/seed/data/types";
import { demoRecipes } from "../api/seed/demo-content";
import { seedDemoContent } from "../api/seed/demo-seed";
import { holdsNoGrantedRole } from "../api/permissions/role-grants";
import { hashString, seededRandom } from "../api/seed/random";

const { values } = parseArgs({
  options: { recipes: { type: "string" }, "up-to": { type: "string" }, batch: { type: "string", default: "1000" } },
});
const usage = "Usage: npm run seed:bulk -- (--recipes <count to add> | --up-to <total recipes>) [--batch <size>]";
const requested = Number(values.recipes ?? (values["up-to"] ? 0 : 1000));
const upTo = values["up-to"] === undefined ? undefined : Number(values["up-to"]);
const batchSize = Number(values.batch);
if (
  (values.recipes !== undefined && values["up-to"] !== undefined) ||
  !Number.isInteger(requested) ||
  requested < 0 ||
  (upTo !== undefined && (!Number.isInteger(upTo) || upTo < 1)) ||
  !Number.isInteger(batchSize) ||
  batchSize < 1
) {
  console.error(usage);
  process.exit(2);
}

const variants = [
  { es: "de la casa", en: "house-style" },
  { es: "exprés", en: "express", faster: true },
  { es: "ligera", en: "light", lighter: true },
  { es: "para dos", en: "for two", enAfter: true, servings: 2 },
  { es: "de domingo", en: "Sunday" },
  { es: "con un toque picante", en: "with a spicy kick", enAfter: true, spicy: true },
  { es: "de la abuela", en: "grandma's" },
  { es: "al estilo de mercado", en: "market-style" },
  { es: "para llevar", en: "to go", enAfter: true },
  { es: "de temporada", en: "seasonal" },
  { es: "fácil", en: "easy", easier: true },
  { es: "para fiestas", en: "party-size", servings: 12 },
  { es: "de aprovechamiento", en: "leftover-friendly" },
  { es: "casera", en: "homemade" },
  { es: "sin complicaciones", en: "no-fuss", faster: true, easier: true },
  { es: "de invierno", en: "winter" },
] as const satisfies readonly { es: string; en: string; enAfter?: boolean; faster?: boolean; lighter?: boolean; easier?: boolean; spicy?: boolean; servings?: number }[];
type Variant = (typeof variants)[number];

/** Courses where savoury extras (herbs, spices, vegetables) would make no sense. */
const sweetCourses = new Set(["postres", "bebidas", "desayunos", "panes-y-masas"]);
const savouryExtraGroups = new Set(["herb", "spice", "vegetable", "nut"]);
const sweetExtraGroups = new Set(["fruit", "nut"]);
/** Groups whose ingredients can stand in for each other without changing what the dish is. */
const swappableGroups = new Set(["herb", "spice", "vegetable", "nut", "fruit"]);
const seasonTags = ["primavera", "verano", "otono", "invierno"];
const difficulties = ["easy", "medium", "hard"] as const;
/** Generated recipes are published over the four years before this fixed day, more of them lately. */
const PUBLISHED_UNTIL = Date.UTC(2026, 9, 31, 20, 0, 0);
const PUBLISHED_SPAN_DAYS = 4 * 365;
const migrationsFolder = path.resolve(import.meta.dirname, "../api/db/migrations");

interface CatalogueIngredient {
  id: number;
  slug: string;
  nameEs: string;
  nameEn: string;
  group: string;
}

interface Catalogue {
  categoryIds: Map<string, number>;
  tagIds: Map<string, number>;
  ingredientBySlug: Map<string, CatalogueIngredient>;
  ingredientsByGroup: Map<string, CatalogueIngredient[]>;
  aiChefIds: Map<string, number>;
  memberIds: number[];
}

type Random = ReturnType<typeof seededRandom>;

const env = loadApiEnv();
// The server's choice (api/runtime.ts), repeated so seeding does not load the whole API.
const location: DatabaseLocation = env.DATABASE_URL ? { kind: "postgres", url: env.DATABASE_URL } : { kind: "pglite", dataDir: env.dataDir };
const database = await openDatabase(location);
const db = database.db;
try {
  const started = performance.now();
  await seedDemoContent(db);
  const catalogue = await loadCatalogue(db);
  const bases = await db
    .select()
    .from(recipes)
    .where(
      inArray(
        recipes.slug,
        demoRecipes.map((recipe) => recipe.slug),
      ),
    );
  const baseBySlug = new Map(bases.map((row) => [row.slug, row]));
  const [existing] = await db.select({ n: count() }).from(recipes);
  const offset = existing?.n ?? 0;
  const total = upTo === undefined ? requested : Math.max(0, upTo - offset);
  console.log(`seed:bulk: ${location.kind === "postgres" ? "PostgreSQL" : `PGlite in ${env.dataDir}`} holds ${offset} recipes; adding ${total}.`);
  const random = seededRandom(offset + total);
  const foreignKeyTriggers = await foreignKeyCheckTriggers(db);

  const bar = new SingleBar({
    format: "seed:bulk [{bar}] {percentage}% | {value}/{total} recipes | {duration_formatted} | ETA {eta_formatted}",
    noTTYOutput: true,
    notTTYSchedule: 10_000,
  });
  if (total > 0) bar.start(total, 0);
  for (let start = 0; start < total; start += batchSize) {
    const generated = Array.from({ length: Math.min(batchSize, total - start) }, (_, index) => {
      const serial = offset + start + index;
      const seed = demoRecipes[serial % demoRecipes.length]!;
      const variant = variants[Math.floor(serial / demoRecipes.length) % variants.length]!;
      return generateRecipe(seed, variant, serial, random, catalogue, baseBySlug.get(seed.slug)!);
    });
    await db.transaction(async (tx) => {
      await setTriggers(tx, foreignKeyTriggers, "DISABLE");
      const inserted = await tx
        .insert(recipes)
        .values(generated.map((recipe) => recipe.row))
        .returning({ id: recipes.id });
      const withIds = generated.map((recipe, index) => ({ ...recipe, id: inserted[index]!.id }));
      const lines = withIds.flatMap(({ id, lines }) => lines.map((line) => ({ ...line, recipeId: id })));
      await insertColumns(tx, "recipe_ingredients", lines, {
        recipe_id: ["int", (line) => line.recipeId],
        position: ["int", (line) => line.position],
        ingredient_id: ["int", (line) => line.ingredientId],
        quantity: ["real", (line) => line.quantity],
        unit: ["text", (line) => line.unit],
        note_es: ["text", (line) => line.noteEs],
        note_en: ["text", (line) => line.noteEn],
      });
      const steps = withIds.flatMap(({ id, steps }) => steps.map((step) => ({ ...step, recipeId: id })));
      await insertColumns(tx, "recipe_steps", steps, {
        recipe_id: ["int", (step) => step.recipeId],
        position: ["int", (step) => step.position],
        description_es: ["text", (step) => step.descriptionEs],
        description_en: ["text", (step) => step.descriptionEn],
      });
      const categoryLinks = withIds.flatMap(({ id, categoryIds }) => categoryIds.map((categoryId) => [id, categoryId] as const));
      await insertColumns(tx, "recipe_categories", categoryLinks, { recipe_id: ["int", ([recipeId]) => recipeId], category_id: ["int", ([, categoryId]) => categoryId] });
      const tagLinks = withIds.flatMap(({ id, tagIds }) => tagIds.map((tagId) => [id, tagId] as const));
      await insertColumns(tx, "recipe_tags", tagLinks, { recipe_id: ["int", ([recipeId]) => recipeId], tag_id: ["int", ([, tagId]) => tagId] });
      await setTriggers(tx, foreignKeyTriggers, "ENABLE");
    });
    bar.update(start + generated.length);
    // PGlite has no checkpointer process: without one its WAL grows by gigabytes during the load.
    if (location.kind !== "postgres" && (start / batchSize) % 20 === 19) await db.execute(sql`CHECKPOINT`);
    // PGlite answers within microtasks, so the progress bar's timer would never get a turn.
    await new Promise((resolve) => setImmediate(resolve));
  }
  if (total > 0) bar.stop();
  const insertedAfter = performance.now();
  const vacuumed = await vacuumGrownTables(db);
  const [after] = await db.select({ n: count() }).from(recipes);
  const seconds = (ms: number) => (ms / 1000).toFixed(1);
  console.log(
    `seed:bulk: ${total} recipes added in ${seconds(insertedAfter - started)} s` +
      (vacuumed.length ? ` (+${seconds(performance.now() - insertedAfter)} s VACUUM of ${vacuumed.join(", ")})` : "") +
      `; the database now holds ${after?.n} recipes.`,
  );
  await warnAboutEditedMigrations(db);
} finally {
  await database.close();
}

/**
 * PGlite runs no autovacuum: without fresh statistics the planner guesses at 100k rows. Tables
 * grown by more than a tenth since their last VACUUM (pg_class.relpages) get one now; recipes get
 * VACUUM FULL, because the catalogue triggers (migration 0005) rewrite each new recipe once per
 * link table, and the dead versions would leave the table about twice its size, with every
 * sequential scan reading the holes.
 */
async function vacuumGrownTables(database: Database) {
  const result = await database.execute(sql`
    SELECT relname AS "table" FROM pg_class
    WHERE relname IN ('recipes', 'recipe_ingredients', 'recipe_steps', 'recipe_categories', 'recipe_tags') AND relkind = 'r'
      AND (reltuples < 0 OR pg_relation_size(oid) / current_setting('block_size')::int > relpages * 1.1 + 1)`);
  const tables = (result as unknown as { rows: { table: string }[] }).rows.map((row) => row.table);
  for (const table of tables) {
    if (table === "recipes") await database.execute(sql.raw(`VACUUM FULL ${table}`));
    // Plain VACUUM also sets the visibility map that index-only scans need; FULL does not.
    await database.execute(sql.raw(`VACUUM (ANALYZE) ${table}`));
  }
  return tables;
}

/** drizzle applies each migration once, so a dataset built before someone edited one keeps the old schema. */
async function warnAboutEditedMigrations(database: Database) {
  const applied = await database.execute(sql`SELECT hash, created_at FROM drizzle.__drizzle_migrations`);
  const appliedHashes = new Map((applied as unknown as { rows: { hash: string; created_at: string | number }[] }).rows.map((row) => [Number(row.created_at), row.hash]));
  const edited = readMigrationFiles({ migrationsFolder }).filter((migration) => {
    const hash = appliedHashes.get(migration.folderMillis);
    return hash !== undefined && hash !== migration.hash;
  });
  if (edited.length > 0) {
    console.warn(
      `seed:bulk: warning: ${edited.length} migration(s) changed after this database applied them (created ${edited.map((migration) => new Date(migration.folderMillis).toISOString()).join(", ")}); ` +
        "its schema may differ from the code: rebuild it (delete the data folder or drop the database, then seed again).",
    );
  }
}

async function loadCatalogue(database: Database): Promise<Catalogue> {
  const ingredientRows = await database
    .select({ id: ingredients.id, slug: ingredients.slug, nameEs: ingredients.nameEs, nameEn: ingredients.nameEn, group: ingredients.group })
    .from(ingredients)
    .orderBy(ingredients.slug);
  const ingredientsByGroup = new Map<string, CatalogueIngredient[]>();
  for (const row of ingredientRows) ingredientsByGroup.set(row.group, [...(ingredientsByGroup.get(row.group) ?? []), row]);
  const authors = await database.select({ id: users.id, slug: users.slug, isAiChef: users.isAiChef }).from(users).where(holdsNoGrantedRole(users.id)).orderBy(users.id);
  return {
    categoryIds: new Map((await database.select({ id: categories.id, slug: categories.slug }).from(categories)).map((row) => [row.slug, row.id])),
    tagIds: new Map((await database.select({ id: tags.id, slug: tags.slug }).from(tags)).map((row) => [row.slug, row.id])),
    ingredientBySlug: new Map(ingredientRows.map((row) => [row.slug, row])),
    ingredientsByGroup,
    aiChefIds: new Map(authors.filter((author) => author.isAiChef).map((author) => [author.slug, author.id])),
    memberIds: authors.filter((author) => !author.isAiChef).map((author) => author.id),
  };
}

/**
 * The row-by-row foreign-key checks on the link tables cost about 140 µs a row on PGlite (2.7
 * million rows at 100k recipes), and every id inserted here was just read from this database. A superuser may
 * switch only those system triggers off inside each seeding transaction (so a failure rolls the
 * switch back too); the catalogue triggers of migration 0005 keep running.
 */
async function foreignKeyCheckTriggers(database: Database) {
  const result = await database.execute(sql`
    SELECT t.tgrelid::regclass::text AS "table", t.tgname AS "trigger"
    FROM pg_trigger t JOIN pg_constraint c ON c.oid = t.tgconstraint
    WHERE c.contype = 'f' AND c.conrelid = t.tgrelid AND current_setting('is_superuser') = 'on'
      AND t.tgrelid IN ('recipe_ingredients'::regclass, 'recipe_steps'::regclass, 'recipe_categories'::regclass, 'recipe_tags'::regclass)`);
  return (result as unknown as { rows: { table: string; trigger: string }[] }).rows;
}

async function setTriggers(database: Pick<Database, "execute">, triggers: { table: string; trigger: string }[], action: "DISABLE" | "ENABLE") {
  for (const { table, trigger } of triggers) {
    await database.execute(sql`ALTER TABLE ${sql.raw(table)} ${sql.raw(action)} TRIGGER ${sql.identifier(trigger)}`);
  }
}

type ColumnType = "int" | "real" | "text";

/** A Postgres array literal such as {1,NULL} or {"say \"hi\"",NULL}, sent as one text parameter. */
function arrayLiteral(values: readonly (string | number | null)[], type: ColumnType) {
  const items = values.map((value) => {
    if (value === null) return "NULL";
    if (type !== "text") return String(value);
    return `"${String(value).replace(/[\\"]/g, (character) => `\\${character}`)}"`;
  });
  return `{${items.join(",")}}`;
}

/**
 * Inserts many rows as one `INSERT ... SELECT FROM unnest(arrays)`: a handful of parameters instead
 * of one per value, which both drivers parse and drizzle builds far faster than multi-row VALUES.
 */
async function insertColumns<Row>(database: Pick<Database, "execute">, table: string, rows: Row[], columns: Record<string, [ColumnType, (row: Row) => string | number | null]>) {
  if (rows.length === 0) return;
  const names = Object.keys(columns);
  const arrays = names.map((name) => {
    const [type, read] = columns[name]!;
    return sql`${arrayLiteral(rows.map(read), type)}::${sql.raw(type)}[]`;
  });
  await database.execute(sql`INSERT INTO ${sql.identifier(table)} (${sql.raw(names.join(", "))}) SELECT * FROM unnest(${sql.join(arrays, sql`, `)})`);
}

function normal(random: Random) {
  return Math.sqrt(-2 * Math.log(1 - random.next())) * Math.cos(2 * Math.PI * random.next());
}

function chance(random: Random, probability: number) {
  return random.next() < probability;
}

function roundQuantity(quantity: number) {
  if (quantity >= 100) return Math.round(quantity / 10) * 10;
  if (quantity >= 10) return Math.round(quantity);
  return Math.max(0.25, Math.round(quantity * 4) / 4);
}

/** A review count from a long tail (most recipes have a handful, a few hundreds) and an average to match. */
function ratingFor(seed: SeedRecipe, random: Random) {
  if (chance(random, 0.22)) return { averageRating: 0, reviewsCount: 0 };
  const reviewsCount = Math.max(1, Math.round(Math.exp(random.next() ** 1.5 * Math.log(900))));
  // Some dishes are simply liked more: a per-dish quality shared by all its variants.
  const quality = 3.3 + ((hashString(seed.slug) % 1000) / 1000) * 1.4 + normal(random) * 0.35;
  const sampled = Math.min(reviewsCount, 30);
  let sum = 0;
  for (let review = 0; review < sampled; review++) sum += Math.min(5, Math.max(1, Math.round(quality + normal(random) * 0.9)));
  return { averageRating: Math.round((sum / sampled) * 100) / 100, reviewsCount };
}

function generateRecipe(seed: SeedRecipe, variant: Variant, serial: number, random: Random, catalogue: Catalogue, base: typeof recipes.$inferSelect) {
  const sweet = sweetCourses.has(seed.course);
  const used = new Set(seed.ingredients.map(([slug]) => slug));
  const sameGroupOther = (group: string) => {
    const candidates = (catalogue.ingredientsByGroup.get(group) ?? []).filter((item) => !used.has(item.slug));
    return candidates.length ? random.pick(candidates) : undefined;
  };

  const lines: SeedIngredientLine[] = seed.ingredients.map((line) => {
    const group = catalogue.ingredientBySlug.get(line[0])?.group ?? "other";
    if (!swappableGroups.has(group) || !chance(random, 0.1)) return line;
    const substitute = sameGroupOther(group);
    if (!substitute) return line;
    used.add(substitute.slug);
    return [substitute.slug, line[1], line[2]];
  });
  let extra: CatalogueIngredient | undefined;
  if (chance(random, 0.4)) {
    const groups = [...(sweet ? sweetExtraGroups : savouryExtraGroups)];
    extra = sameGroupOther(random.pick(groups));
    if (extra) {
      used.add(extra.slug);
      lines.push(
        extra.group === "herb" || extra.group === "spice" ? [extra.slug, null, "to_taste"] : [extra.slug, extra.group === "nut" ? 30 : 1, extra.group === "nut" ? "g" : "unit"],
      );
    }
  }

  const servings = "servings" in variant ? variant.servings : chance(random, 0.6) ? seed.servings : random.pick([1, 2, 2, 4, 4, 4, 6, 6, 8, 10, 12]);
  const quantityScale = servings / seed.servings;
  const timeScale = "faster" in variant ? 0.6 : 1;
  const prepMinutes = Math.max(2, Math.round(seed.prepMinutes * timeScale * (0.6 + random.next() * 0.9)));
  const cookMinutes = Math.round(seed.cookMinutes * timeScale * (0.6 + random.next() * 0.9));
  const totalMinutes = prepMinutes + cookMinutes + (seed.restMinutes ?? 0);

  const difficultyIndex = difficulties.indexOf(seed.difficulty);
  const shifted = "easier" in variant ? difficultyIndex - 1 : chance(random, 0.15) ? difficultyIndex + (chance(random, 0.5) ? 1 : -1) : difficultyIndex;
  const difficulty = difficulties[Math.min(2, Math.max(0, shifted))]!;

  const nutritionScale = ("lighter" in variant ? 0.7 : 1) * (0.75 + random.next() * 0.5);
  const calories = Math.max(5, Math.round(seed.nutrition.calories * nutritionScale));
  const proteinGrams = Math.round(seed.nutrition.protein * nutritionScale * 10) / 10;

  const categorySlugs = new Set([seed.cuisine, seed.course, ...(seed.categories ?? [])]);
  if (totalMinutes <= 30 && !sweet) categorySlugs.add("cena-rapida");
  if (totalMinutes > 45) categorySlugs.delete("cena-rapida");

  const tagSlugs = new Set(seed.tags);
  if (totalMinutes <= 30) tagSlugs.add("rapida");
  if (totalMinutes > 60) tagSlugs.delete("rapida");
  if (difficulty === "easy" && chance(random, 0.5)) tagSlugs.add("facil");
  if (difficulty === "hard") tagSlugs.delete("facil");
  if (calories < 300) tagSlugs.add("baja-en-calorias");
  if (calories > 500) tagSlugs.delete("baja-en-calorias");
  if (proteinGrams >= 30) tagSlugs.add("alta-en-proteina");
  if ("spicy" in variant) tagSlugs.add("picante");
  if (chance(random, 0.2)) tagSlugs.add(random.pick(seasonTags));
  if (!sweet && chance(random, 0.1)) tagSlugs.add(random.pick(["cena", "comida", "batch-cooking", "para-ninos"]));

  const aiChef = chance(random, 0.4);
  const authorId = aiChef
    ? ((chance(random, 0.75) ? catalogue.aiChefIds.get(seed.chef) : undefined) ?? random.pick([...catalogue.aiChefIds.values()]))
    : random.pick(catalogue.memberIds);

  const slug = `${seed.slug}-${serial}`;
  const withExtra = extra && chance(random, 0.5);
  const titleEs = `${seed.title.es} ${variant.es}${withExtra ? ` ${"spicy" in variant ? "y" : "con"} ${extra!.nameEs}` : ""}`;
  const englishBase = "enAfter" in variant ? `${seed.title.en} ${variant.en}` : `${variant.en.replace(/^\w/, (letter) => letter.toUpperCase())} ${seed.title.en}`;
  const titleEn = `${englishBase}${withExtra ? ` ${"spicy" in variant ? "and" : "with"} ${extra!.nameEn.toLowerCase()}` : ""}`;
  const daysBack = Math.floor(random.next() ** 1.6 * PUBLISHED_SPAN_DAYS);
  const publishedAt = new Date(PUBLISHED_UNTIL - daysBack * 86_400_000 - random.int(0, 86_399) * 1000);

  return {
    row: {
      slug,
      authorId,
      titleEs,
      titleEn,
      descriptionEs: seed.description.es,
      descriptionEn: seed.description.en,
      servings,
      prepMinutes,
      cookMinutes,
      activeMinutes: prepMinutes + Math.round(cookMinutes / 3),
      totalMinutes,
      difficulty,
      calories,
      proteinGrams,
      carbsGrams: Math.round(seed.nutrition.carbs * nutritionScale * 10) / 10,
      fatGrams: Math.round(seed.nutrition.fat * nutritionScale * 10) / 10,
      fiberGrams: seed.nutrition.fiber,
      sugarGrams: Math.round(seed.nutrition.sugar * nutritionScale * 10) / 10,
      sodiumMilligrams: Math.round(seed.nutrition.sodium * nutritionScale),
      videoUrl: chance(random, 0.07) ? `https://example.com/videos/${slug}.mp4` : null,
      featuredImageUrl: base.featuredImageUrl,
      featuredImageWidth: base.featuredImageWidth,
      featuredImageHeight: base.featuredImageHeight,
      isFeatured: chance(random, 0.015),
      ...ratingFor(seed, random),
      publishedAt,
      createdAt: publishedAt,
      updatedAt: publishedAt,
    },
    lines: lines.map(([ingredientSlug, quantity, unit, note], position) => ({
      position: position + 1,
      ingredientId: catalogue.ingredientBySlug.get(ingredientSlug)?.id ?? null,
      quantity: quantity === null ? null : roundQuantity(quantity * quantityScale),
      unit,
      noteEs: note?.es ?? null,
      noteEn: note?.en ?? null,
    })),
    steps: seed.steps.map((step, position) => ({ position: position + 1, descriptionEs: step.es, descriptionEn: step.en })),
    categoryIds: [...categorySlugs].flatMap((categorySlug) => catalogue.categoryIds.get(categorySlug) ?? []),
    tagIds: [...tagSlugs].flatMap((tagSlug) => catalogue.tagIds.get(tagSlug) ?? []),
  };
}
