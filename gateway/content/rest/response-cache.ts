import { DatabaseFault } from '../../../src/errors.js';
import type { ChangeToken } from '../../../src/runtime.js';
import { responseCache } from '../../../src/observability/metrics.js';

/** A response as written: status, headers and the serialised body. */
export interface RenderedResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

interface Entry {
  token: string;
  response: RenderedResponse;
  bytes: number;
}

/**
 * Anonymous GET responses, kept while the database is unchanged: an entry counts only under the
 * change token it was made under, so any write (a post, a term, a user, the CLI, a publish job)
 * retires every entry at once. Least recently used entries go first when the byte budget is spent.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(
    private readonly token: ChangeToken,
    private readonly budget: number,
  ) {}

  /** The cached response for `key`, or `make`'s, kept when it is a 200 and nothing was written meanwhile. */
  async through(key: string, make: () => Promise<RenderedResponse>): Promise<RenderedResponse> {
    const before = await this.currentToken();
    const entry = this.entries.get(key);
    if (entry?.token === before) {
      this.keep(key, entry); // now the most recently used
      responseCache.inc({ result: 'hit' });
      return entry.response;
    }
    responseCache.inc({ result: 'miss' });
    const response = await make();
    const bytes = key.length + response.body.length + 512;
    if (
      response.status === 200 &&
      before !== null &&
      (await this.currentToken()) === before &&
      bytes <= this.budget / 8
    )
      this.keep(key, { token: before, response, bytes });
    return response;
  }

  /** The change token, or null (nothing cached or served from the cache) while the database is faulty. */
  private async currentToken(): Promise<string | null> {
    try {
      return await this.token();
    } catch (error) {
      if (error instanceof DatabaseFault) return null;
      throw error;
    }
  }

  private keep(key: string, entry: Entry) {
    const old = this.entries.get(key);
    if (old) this.forget(key, old);
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    for (const [oldestKey, oldest] of this.entries) {
      if (this.bytes <= this.budget) break;
      this.forget(oldestKey, oldest);
    }
  }

  private forget(key: string, entry: Entry) {
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}
