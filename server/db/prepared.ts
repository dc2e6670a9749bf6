import { type Database, getDb } from './client.ts';

/**
 * A hot statement built once per database and prepared by name (`.prepare(name)` with
 * `sql.placeholder`s), instead of drizzle building its SQL text again on every call: building
 * cost more Node CPU than the query itself on the chat's hot path and on the ad page
 * (docs/decisions/0096-prepared-statements.md). PostgreSQL also parses and plans it once
 * per connection. The returned function gives the statement of the process's database (`getDb()`).
 */
export function preparedStatement<Statement>(build: (db: Database) => Statement): () => Statement {
  const statements = new WeakMap<Database, Statement>();
  return () => {
    const db = getDb();
    let statement = statements.get(db);
    if (!statement) {
      statement = build(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
