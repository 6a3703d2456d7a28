interface Statement {
  busy: boolean;
}

interface NativeDatabase {
  prepare(sql: string): Statement;
}

/**
 * better-sqlite3 compiles every statement it is given, and the ORM's driver prepares each query anew:
 * on a list request that compiling was a tenth of the time. The recently used statements are kept by
 * their SQL and handed out again (one still being iterated is not shared). Shared statements must keep
 * their default mode: nothing may call `pluck()`, `raw()`, `expand()` or `safeIntegers()` on them.
 */
export function reuseStatements(db: NativeDatabase, capacity = 500): void {
  const compile = db.prepare.bind(db);
  const statements = new Map<string, Statement>();
  db.prepare = (sql: string) => {
    const cached = statements.get(sql);
    if (cached?.busy) return compile(sql);
    const statement = cached ?? compile(sql);
    statements.delete(sql);
    statements.set(sql, statement); // the most recently used last
    if (statements.size > capacity) statements.delete(statements.keys().next().value!);
    return statement;
  };
}
