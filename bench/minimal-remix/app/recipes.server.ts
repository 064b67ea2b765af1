import { PGlite } from "@electric-sql/pglite";

let database: Promise<PGlite> | undefined;

/** Its own small database: in MINIMAL_REMIX_DATA_DIR (memory when unset), opened on the first request. */
async function openRecipes(): Promise<PGlite> {
  const dataDir = process.env.MINIMAL_REMIX_DATA_DIR;
  const db = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  await db.exec(`
    create table if not exists recipes (id serial primary key, title text not null);
    insert into recipes (title)
      select title from (values ('Paella valenciana'), ('Tortilla de patatas'), ('Gazpacho andaluz')) as seed(title)
      where not exists (select 1 from recipes);
  `);
  return db;
}

export async function firstRecipeTitle(): Promise<string> {
  database ??= openRecipes();
  const { rows } = await (await database).query<{ title: string }>("select title from recipes limit 1");
  return rows[0]?.title ?? "";
}
