import { describe, expect, it } from 'vitest';
import { DeliveryError } from '../../src/monitoring/delivery/http.js';
import { afterFailure } from '../../src/monitoring/delivery/retry.js';

const NOW = new Date('2026-03-10T12:00:00Z');
const inSeconds = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

describe('what a failed delivery attempt leads to', () => {
  it('retries after 10 s, doubling each time, and gives up after the sixth attempt', () => {
    const outcomes = [1, 2, 3, 4, 5, 6].map((attempts) => afterFailure(new Error('refused'), attempts, NOW));
    expect(outcomes.map(({ state, nextAttemptAt }) => [state, nextAttemptAt])).toEqual([
      ['pending', inSeconds(10)],
      ['pending', inSeconds(20)],
      ['pending', inSeconds(40)],
      ['pending', inSeconds(80)],
      ['pending', inSeconds(160)],
      ['failed', inSeconds(320)],
    ]);
    expect(outcomes.every(({ error }) => error === 'refused')).toBe(true);
  });

  it('waits as long as the receiver’s Retry-After says instead', () => {
    const error = new DeliveryError('Received status code 429', false, 120_000);
    expect(afterFailure(error, 1, NOW)).toEqual({
      state: 'pending',
      nextAttemptAt: inSeconds(120),
      error: 'Received status code 429',
    });
  });

  it('gives up on a permanent error at once', () => {
    const error = new DeliveryError('Received status code 403', true);
    expect(afterFailure(error, 1, NOW)).toMatchObject({ state: 'failed', error: 'Received status code 403' });
  });

  it('keeps what was thrown as the error when it is not an Error', () => {
    expect(afterFailure('socket hang up', 1, NOW).error).toBe('socket hang up');
  });
});
