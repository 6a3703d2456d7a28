import type { LiveEvent } from './live-event.js';

/** Events one subscriber may have waiting before it counts as too slow and is dropped. */
export const QUEUE_LIMIT = 256;

/**
 * One subscriber's events as an async iterable, with a bounded queue: a subscriber that falls
 * `QUEUE_LIMIT` events behind is dropped (`onOverflow`, then the iteration ends) instead of making the
 * server buffer without bound.
 */
export class LiveSubscription implements AsyncIterableIterator<LiveEvent> {
  private queue: LiveEvent[] = [];
  private waiting: ((result: IteratorResult<LiveEvent>) => void) | null = null;
  private ended = false;

  constructor(
    private readonly detach: (subscription: LiveSubscription) => void,
    private readonly onOverflow: () => void,
  ) {}

  push(event: LiveEvent): void {
    if (this.ended) return;
    if (this.waiting) {
      const resolve = this.waiting;
      this.waiting = null;
      resolve({ value: event, done: false });
    } else if (this.queue.length >= QUEUE_LIMIT) {
      this.end();
      this.onOverflow();
    } else this.queue.push(event);
  }

  next(): Promise<IteratorResult<LiveEvent>> {
    const event = this.queue.shift();
    if (event) return Promise.resolve({ value: event, done: false });
    if (this.ended) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve) => (this.waiting = resolve));
  }

  return(): Promise<IteratorResult<LiveEvent>> {
    this.end();
    return Promise.resolve({ value: undefined, done: true });
  }

  /** Stops the subscription: nothing more is queued, and a waiting reader finishes. */
  end(): void {
    if (this.ended) return;
    this.ended = true;
    this.queue = [];
    this.detach(this);
    this.waiting?.({ value: undefined, done: true });
    this.waiting = null;
  }

  [Symbol.asyncIterator](): this {
    return this;
  }
}
