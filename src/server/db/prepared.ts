import type { Db } from "./client";

/**
 * A statement built and prepared once per database handle, then only executed: for the hottest reads,
 * building a drizzle query costs more CPU than PostgreSQL spends answering it. Keyed weakly, so a test's
 * closed database takes its statement with it.
 */
export function preparedPerDatabase<Statement>(prepare: (db: Db) => Statement): (db: Db) => Statement {
  const statements = new WeakMap<Db, Statement>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) statements.set(db, (statement = prepare(db)));
    return statement;
  };
}
