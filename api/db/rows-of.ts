/** The rows of a raw `db.execute(sql…)` answer: node-postgres and PGlite both put them under `rows`. */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
