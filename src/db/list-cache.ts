import type { ChangeToken } from './change-token.js';

/** Entries kept at once: the most recently used filters' totals and seek anchors. */
const MAX_ENTRIES = 2000;
/** A filter longer than this (a list of 40,000 ids) is worked out each time rather than kept. */
const MAX_KEY_LENGTH = 4096;

/**
 * What lists need beyond their page, per filter, until the database's content changes (the change
 * token: any instance's write, see change-token.ts): the totals behind `X-WP-Total` and `totalCount`,
 * and the sort keys deep pages seek from (sql.ts); and the site's time zone, which every content
 * request reads (site_settings moves the token too). A list then costs its page, not a count over every
 * matching row or a scan past its offset. Per process and bounded; a stale entry is never served,
 * since the token moves with every write.
 */
export class ListCache {
  private readonly entries = new Map<string, { token: string; value: unknown }>();

  constructor(private readonly changes: ChangeToken) {}

  total(sql: string, params: readonly unknown[], count: () => Promise<number>): Promise<number> {
    return this.remember(`total\u0000${sql}`, params, count);
  }

  anchors<T>(sql: string, params: readonly unknown[], find: () => Promise<T[]>): Promise<T[]> {
    return this.remember(`anchors\u0000${sql}`, params, find);
  }

  /** A site setting every request reads (its time zone), kept like the rest. */
  setting<T>(name: string, read: () => Promise<T>): Promise<T> {
    return this.remember(`setting\u0000${name}`, [], read);
  }

  private async remember<T>(sql: string, params: readonly unknown[], work: () => Promise<T>): Promise<T> {
    const key = `${sql}\u0000${JSON.stringify(params)}`;
    // Read before working: a write that lands meanwhile moves the token, so the entry is not reused.
    const token = key.length <= MAX_KEY_LENGTH ? await this.changes() : null;
    if (token === null) return work();
    const known = this.entries.get(key);
    if (known?.token === token) {
      // Most recently used last, so the oldest is the one to drop.
      this.entries.delete(key);
      this.entries.set(key, known);
      return known.value as T;
    }
    const value = await work();
    this.entries.delete(key);
    this.entries.set(key, { token, value });
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }
}
