/**
 * The one exit-status rule (0 to 255, as Healthchecks' test_it_rejects_exit_status_over_255 pins it)
 * and what the ping routes hand it, whatever the digits in the URL.
 */
import { describe, expect, it } from 'vitest';
import { exitStatusArgument, isExitStatus } from '../../src/monitoring/pings/ping-rules.js';

describe('the exit status rule', () => {
  it('takes 0 to 255 and refuses the rest (test_it_rejects_exit_status_over_255)', () => {
    for (const value of [0, 1, 123, 255]) expect(isExitStatus(value)).toBe(true);
    for (const value of [256, -1, 1.5, Number.NaN, '1', null, undefined])
      expect(isExitStatus(value)).toBe(false);
  });

  it('carries any number of digits to the domain within GraphQL’s Int, refused all the same', () => {
    expect(exitStatusArgument(255)).toBe(255);
    for (const digits of ['256', '99999', '99999999999999999999']) {
      const argument = exitStatusArgument(Number(digits));
      expect(argument).toBe(256);
      expect(isExitStatus(argument)).toBe(false);
    }
  });
});
