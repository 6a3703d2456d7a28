import { describe, expect, it } from 'vitest';
import { ListCache } from '../../src/db/list-cache.js';

/** A change token the test moves by hand, and a count that says how often it ran. */
function setup() {
  let token: string | null = '1';
  let counted = 0;
  const cache = new ListCache(async () => token);
  const count = (total: number) => async () => (counted++, total);
  return {
    cache,
    count,
    counted: () => counted,
    move: (to: string | null) => (token = to),
  };
}

describe('the totals cache', () => {
  it('counts a filter once while the content stays, again once it changes', async () => {
    const { cache, count, counted, move } = setup();
    expect(await cache.total('select count(*) …', [1], count(5))).toBe(5);
    expect(await cache.total('select count(*) …', [1], count(6))).toBe(5);
    expect(counted()).toBe(1);
    expect(await cache.total('select count(*) …', [2], count(7))).toBe(7);
    move('2');
    expect(await cache.total('select count(*) …', [1], count(6))).toBe(6);
    expect(counted()).toBe(3);
  });

  it('keeps nothing while the token is unknown (a transaction is open) or for a very long filter', async () => {
    const { cache, count, counted, move } = setup();
    move(null);
    await cache.total('q', [], count(1));
    await cache.total('q', [], count(1));
    move('1');
    const ids = Array.from({ length: 2000 }, (_, i) => i);
    await cache.total('q', [ids], count(1));
    await cache.total('q', [ids], count(1));
    expect(counted()).toBe(4);
  });

  it('keeps at most 2,000 filters, dropping the least recently used', async () => {
    const { cache, count, counted } = setup();
    for (let i = 0; i <= 2000; i++) await cache.total('q', [i], count(i));
    expect(counted()).toBe(2001);
    await cache.total('q', [2000], count(0)); // kept
    await cache.total('q', [0], count(0)); // the oldest: dropped
    expect(counted()).toBe(2002);
  });

  it('keeps a site setting until the content changes, apart from the totals', async () => {
    const { cache, move } = setup();
    let reads = 0;
    const zone = (name: string) => async () => (reads++, name);
    expect(await cache.setting('timezone', zone('UTC'))).toBe('UTC');
    expect(await cache.setting('timezone', zone('Europe/Kyiv'))).toBe('UTC');
    expect(reads).toBe(1);
    move('2'); // the settings were written
    expect(await cache.setting('timezone', zone('Europe/Kyiv'))).toBe('Europe/Kyiv');
    expect(await cache.total('timezone', [], async () => 3)).toBe(3); // another kind of entry
    expect(reads).toBe(2);
  });
});
