import { EventEmitter } from 'node:events';
import type { Server } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fullCollection, returnMemoryAfterBursts } from '../../src/app/idle-memory.js';

describe('memory given back after a burst of requests', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const watch = () => {
    const server = new EventEmitter() as unknown as Server;
    const collect = vi.fn();
    const stop = returnMemoryAfterBursts(server, collect);
    const requests = (n: number) => {
      for (let i = 0; i < n; i++) server.emit('request');
    };
    return { collect, stop, requests };
  };

  it('collects once when a burst is followed by a quiet interval, not while requests go on', () => {
    const { collect, stop, requests } = watch();
    requests(1_500);
    vi.advanceTimersByTime(2_000); // requests came in this interval: not quiet yet
    expect(collect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2_000); // a quiet interval
    expect(collect).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(60_000); // still quiet, nothing new to give back
    expect(collect).toHaveBeenCalledOnce();
    stop();
  });

  it('leaves a trickle of requests alone, and stops watching when told', () => {
    const { collect, stop, requests } = watch();
    for (let i = 0; i < 10; i++) {
      requests(50);
      vi.advanceTimersByTime(10_000);
    }
    expect(collect).not.toHaveBeenCalled();
    stop();
    requests(5_000);
    vi.advanceTimersByTime(20_000);
    expect(collect).not.toHaveBeenCalled();
  });

  it("runs V8's full collection without --expose-gc, giving the emptied pages back at once", () => {
    vi.useRealTimers();
    const collect = fullCollection();
    // Objects that are garbage once this returns, and the memory they grew.
    const grow = () => {
      const garbage = Array.from({ length: 1_000_000 }, (_, i) => ({ i, s: `x${i}` }));
      expect(garbage).toHaveLength(1_000_000);
      return process.memoryUsage();
    };
    const grown = grow();
    collect();
    const after = process.memoryUsage();
    expect(after.heapUsed).toBeLessThan(grown.heapUsed - 40 * 2 ** 20);
    // Resident memory returned too, not only objects freed (a plain full collection returns ~5 %).
    expect(after.rss).toBeLessThan(grown.rss - 40 * 2 ** 20);
  });
});
