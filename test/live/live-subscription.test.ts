import { describe, expect, it } from 'vitest';
import type { LiveEvent } from '../../src/live/live-event.js';
import { LiveSubscription, QUEUE_LIMIT } from '../../src/live/live-subscription.js';

const event = (id: number): LiveEvent => ({
  topic: 'content',
  kind: 'UPDATED',
  postType: 'post',
  id,
  wasPublic: true,
  at: new Date(0).toISOString(),
});

describe('LiveSubscription', () => {
  it('hands events to a waiting reader in order, and queues them for a busy one', async () => {
    const subscription = new LiveSubscription(
      () => {},
      () => {},
    );
    const first = subscription.next();
    subscription.push(event(1));
    subscription.push(event(2));
    expect(await first).toEqual({ value: event(1), done: false });
    expect(await subscription.next()).toEqual({ value: event(2), done: false });
  });

  it(`drops a subscriber ${QUEUE_LIMIT} events behind instead of buffering more`, async () => {
    let detached = 0;
    let overflowed = 0;
    const subscription = new LiveSubscription(
      () => detached++,
      () => overflowed++,
    );
    for (let id = 0; id <= QUEUE_LIMIT; id++) subscription.push(event(id));
    expect([overflowed, detached]).toEqual([1, 1]);
    subscription.push(event(-1));
    expect(await subscription.next()).toEqual({ value: undefined, done: true });
  });

  it('ends a waiting reader when returned (the client unsubscribed)', async () => {
    let detached = 0;
    const subscription = new LiveSubscription(
      () => detached++,
      () => {},
    );
    const waiting = subscription.next();
    await subscription.return();
    expect(await waiting).toEqual({ value: undefined, done: true });
    expect(detached).toBe(1);
  });
});
