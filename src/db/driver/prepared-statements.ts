import { createHash } from 'node:crypto';
import type pg from 'pg';

/** Each statement text this process sent: how often, and its digest once it has one. */
const sent = new Map<string, { uses: number; digest: string | null }>();
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

/** The text's digest once it is worth preparing, else null; hashed once per text, not per run. */
function digestOf(text: string): string | null {
  if (!PREPARABLE.test(text)) return null;
  let known = sent.get(text);
  if (!known) {
    if (sent.size >= SENT_MAX) sent.clear();
    sent.set(text, (known = { uses: 0, digest: null }));
  }
  if (++known.uses >= PREPARE_FROM_USE) known.digest ??= createHash('sha1').update(text).digest('base64url');
  return known.digest;
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
