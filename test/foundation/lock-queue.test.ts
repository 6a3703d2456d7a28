import { describe, expect, it } from 'vitest';
import { lockQueue } from '../../src/db/driver/lock-queue.js';

/** A write lock another process holds until `release`; `tried` names who tried for it, each time. */
function heldElsewhere() {
  let held = true;
  const lock = { tried: [] as string[], release: () => (held = false) };
  const tryLock = async (who: string, begun: string[]) => {
    for (;;) {
      lock.tried.push(who);
      if (!held) return begun.push(who);
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
  };
  return { lock, tryLock };
}

describe("a process's transactions waiting in line for the write lock", () => {
  it('lets one try at a time and begins them in arrival order once the lock is free', async () => {
    const inLine = lockQueue();
    const { lock, tryLock } = heldElsewhere();
    const begun: string[] = [];
    const deadline = Date.now() + 10_000;
    const waiting = ['a', 'b', 'c', 'd', 'e'].map((who) => inLine(deadline, () => tryLock(who, begun)));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const whileHeld = [...lock.tried];
    expect(whileHeld.length).toBeGreaterThan(1); // the first in line kept trying, alone
    expect(new Set(whileHeld)).toEqual(new Set(['a']));
    lock.release();
    await Promise.all(waiting);
    expect(begun).toEqual(['a', 'b', 'c', 'd', 'e']);
    // Once free, the lock went down the line at once: one try each.
    expect(lock.tried.slice(whileHeld.length)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('gives a waiter whose deadline passes in line its one attempt then, not after those before it', async () => {
    const inLine = lockQueue();
    const { lock, tryLock } = heldElsewhere();
    const begun: string[] = [];
    const first = inLine(Date.now() + 10_000, () => tryLock('first', begun));
    const started = Date.now();
    const gaveUp = await inLine(Date.now() + 100, async () => {
      throw Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });
    }).catch((error: Error) => error);
    expect((gaveUp as Error).message).toBe('database is locked');
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
    expect(Date.now() - started).toBeLessThan(5_000);
    // The line holds: the next waits for the first, not only for the one that gave up.
    const third = inLine(Date.now() + 10_000, () => tryLock('third', begun));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(lock.tried).not.toContain('third');
    lock.release();
    await Promise.all([first, third]);
    expect(begun).toEqual(['first', 'third']);
  });
});
