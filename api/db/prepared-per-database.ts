import type { Database } from "./client";

/**
 * A statement drizzle builds once per database and then only executes with new values
 * (`sql.placeholder`): the lookups nearly every request makes (the bearer token's member, a recipe,
 * a member, a review) skip building their SQL each time — a third of the API's CPU per request on
 * profiles (decision 035) — and PostgreSQL parses and plans each once per connection.
 */
export function preparedPerDatabase<Prepared>(prepare: (db: Database) => Prepared): (db: Database) => Prepared {
  const prepared = new WeakMap<Database, Prepared>();
  return (db) => {
    let statement = prepared.get(db);
    if (!statement) prepared.set(db, (statement = prepare(db)));
    return statement;
  };
}
