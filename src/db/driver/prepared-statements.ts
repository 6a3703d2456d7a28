import { createHash } from 'node:crypto';
import type pg from 'pg';

/** How often each statement text has been sent by this process; forgotten all at once when full. */
const sent = new Map<string, number>();
const SENT_MAX = 5_000;
/** A text is prepared from its second use: statements sent once (an import's chunk) are not. */
const PREPARE_FROM_USE = 2;
/** Prepared statements one connection holds at most: each keeps server memory for the connection's life. */
const PER_CONNECTION = 200;
/** One statement that reads or writes rows (no transaction control, no script of several statements). */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\s[^;]*$/i;
/** PostgreSQL refuses a prepared statement whose result's columns changed (a migration since). */
const isStalePlan = (error: unknown) =>
  (error as { code?: unknown }).code === '0A000' && /cached plan must not change/.test(String(error));

/** The text's digest once it is worth preparing, else null. */
function digestOf(text: string): string | null {
  if (!PREPARABLE.test(text)) return null;
  const uses = (sent.get(text) ?? 0) + 1;
  if (sent.size >= SENT_MAX) sent.clear();
  sent.set(text, uses);
  return uses >= PREPARE_FROM_USE ? createHash('sha1').update(text).digest('base64url') : null;
}

/**
 * Sends the statements a connection repeats as named prepared statements: PostgreSQL parses and plans
 * an unnamed statement on every execution, a named one once per connection (and from its sixth run
 * keeps a generic plan when that costs no more). Every value stays bound. After a migration changed a
 * table under a prepared `select *` (the statement fails once), the connection prepares its statements
 * anew under new names.
 */
export function prepareRepeatedStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => Promise<pg.QueryResult>;
  const prepared = new Set<string>();
  let generation = 0;
  client.query = ((...args: unknown[]) => {
    const [text, values] = args;
    if (typeof text !== 'string' || !Array.isArray(values) || args.length > 2) return query(...args);
    const digest = digestOf(text);
    const name = digest && `portico_${generation}_${digest}`;
    if (!name || (!prepared.has(name) && prepared.size >= PER_CONNECTION)) return query(text, values);
    prepared.add(name);
    return query({ name, text, values }).catch((error: unknown) => {
      if (isStalePlan(error)) {
        generation++;
        prepared.clear();
      }
      throw error;
    });
  }) as typeof client.query;
}
