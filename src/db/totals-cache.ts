import type { ChangeToken } from './change-token.js';

/** Lists' totals kept at once: the most recent filters (each entry is its SQL, its parameters and a number). */
const MAX_ENTRIES = 2000;
/** A filter longer than this (a list of 40,000 ids) is counted each time rather than kept. */
const MAX_KEY_LENGTH = 4096;

/**
 * The totals behind `X-WP-Total` and `totalCount`, per filter, until the database's content changes
 * (the change token: any instance's write, see change-token.ts). A list then costs its page, not a
 * count over every matching row. Per process and bounded; a stale entry is never served, since the
 * token moves with every write.
 */
export class TotalsCache {
  private readonly entries = new Map<string, { token: string; total: number }>();

  constructor(private readonly changes: ChangeToken) {}

  async total(sql: string, params: readonly unknown[], count: () => Promise<number>): Promise<number> {
    const key = `${sql}\u0000${JSON.stringify(params)}`;
    // Read before counting: a write that lands meanwhile moves the token, so the entry is not reused.
    const token = key.length <= MAX_KEY_LENGTH ? await this.changes() : null;
    if (token === null) return count();
    const known = this.entries.get(key);
    if (known?.token === token) {
      // Most recently used last, so the oldest is the one to drop.
      this.entries.delete(key);
      this.entries.set(key, known);
      return known.total;
    }
    const total = await count();
    this.entries.delete(key);
    this.entries.set(key, { token, total });
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    return total;
  }
}
